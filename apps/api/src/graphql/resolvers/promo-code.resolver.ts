import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { PROMO_CODE_STATES, promoCodeCreateSchema, searchTextSchema } from '@bonus/domain';
import type { Page, PromoCodeState } from '@bonus/domain';
import type { AdminPromoCode as AdminPromoCodeModel } from '@bonus/server';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { UnixSeconds } from '../scalars';
import { stringEnum } from '../string-enum';
import { listPage, PageInput, PageOf } from '../types/page.types';

const PromoCodeStateEnum = stringEnum(PROMO_CODE_STATES, 'PromoCodeState', 'Where a promo code stands now: scheduled, running, used_up or ended.', {
  ended: 'Its end has passed or an admin ended it.',
  running: 'It works now.',
  scheduled: 'Its start is still to come.',
  used_up: 'It reached its redemption limit.',
});

@ObjectType({ description: 'A promo code as the back office manages it.' })
class AdminPromoCode {
  @Field(() => Int, { description: "The promo code's id." }) id!: number;
  @Field({ description: 'The code members type in.' }) code!: string;
  @Field(() => Int, { description: 'The discount in percent of the monthly price.' }) discountPercent!: number;
  @Field(() => Int, { description: 'How many monthly payments the discount covers.' }) months!: number;
  @Field(() => UnixSeconds, { nullable: true, description: 'When the code starts to work, unix seconds; null: from its creation.' }) validFrom!: Date | null;
  @Field(() => UnixSeconds, { nullable: true, description: 'When the code stops working, unix seconds; null: no end.' }) validUntil!: Date | null;
  @Field(() => Int, { nullable: true, description: 'Paid orders that may use it; null for no limit.' }) maxRedemptions!: number | null;
  @Field(() => Int, { description: 'Paid orders that have used it so far.' }) redemptions!: number;
  @Field(() => PromoCodeStateEnum, { description: 'Where the code stands now.' }) state!: PromoCodeState;
  @Field({ description: 'The state in Czech.' }) stateLabel!: string;
}

@ObjectType({ description: 'One page of the promo codes, newest first.' })
class AdminPromoCodePage extends PageOf(AdminPromoCode, 'The codes of this page.') {}

@InputType({ description: 'A new promo code.' })
class PromoCodeInput {
  @Field({ description: 'The code members type in.' }) code!: string;
  @Field(() => Int, { description: 'The discount in percent of the monthly price.' }) discountPercent!: number;
  @Field(() => Int, { description: 'How many monthly payments the discount covers.' }) months!: number;
  @Field(() => Int, { nullable: true, description: 'Unix seconds; empty for now.' }) validFrom?: number | null;
  @Field(() => Int, { nullable: true, description: 'Unix seconds; empty for no end.' }) validUntil?: number | null;
  @Field(() => Int, { nullable: true, description: 'Paid orders that may use it; null for no limit.' }) maxRedemptions?: number | null;
}

/** The back office's promo codes: list, add, end (admin only; audited like every admin mutation). */
@Resolver()
export class PromoCodeResolver {
  @Query(() => AdminPromoCodePage, { description: 'Admin: the promo codes, newest first, a page at a time; with `search`, only the codes containing it (any case).' })
  @AccessRule('admin')
  adminPromoCodes(
    @Arg('page', () => PageInput, { nullable: true, description: 'The page; the first 20 when omitted.' }) page: PageInput | null,
    @Arg('search', () => String, { nullable: true, description: 'Text the code contains, at most 100 characters; all codes when empty.' }) search: string | null,
    @Ctx() { services }: GraphQLContext,
  ): Promise<Page<AdminPromoCodeModel>> {
    return services.promoCodes.page(listPage(page), parseInput(searchTextSchema, search ?? undefined));
  }

  @Mutation(() => AdminPromoCode, { description: 'Admin: creates a promo code.' })
  @AccessRule('admin')
  async createPromoCode(@Arg('input', () => PromoCodeInput, { description: 'The code, its discount and validity.' }) input: PromoCodeInput, @Ctx() { services }: GraphQLContext): Promise<AdminPromoCodeModel> {
    const parsed = parseInput(promoCodeCreateSchema, {
      code: input.code,
      discount_percent: input.discountPercent,
      months: input.months,
      valid_from: input.validFrom,
      valid_until: input.validUntil,
      max_redemptions: input.maxRedemptions,
    });
    return services.promoCodes.create(parsed);
  }

  @Mutation(() => AdminPromoCode, { description: 'Ends a code now; orders already paid keep their discount.' })
  @AccessRule('admin')
  async endPromoCode(@Arg('id', () => Int, { description: "The promo code's id." }) id: number, @Ctx() { services }: GraphQLContext): Promise<AdminPromoCodeModel> {
    return services.promoCodes.end(id);
  }
}
