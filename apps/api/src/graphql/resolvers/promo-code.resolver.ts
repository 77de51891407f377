import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { PROMO_CODE_STATES, promoCodeCreateSchema } from '@bonus/domain';
import type { PromoCodeState } from '@bonus/domain';
import type { AdminPromoCode as AdminPromoCodeModel } from '@bonus/server';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { UnixSeconds } from '../scalars';
import { stringEnum } from '../string-enum';

const PromoCodeStateEnum = stringEnum(PROMO_CODE_STATES, 'PromoCodeState', 'Where a promo code stands now: scheduled, running, used_up or ended.');

@ObjectType({ description: 'A promo code as the back office manages it.' })
class AdminPromoCode {
  @Field(() => Int) id!: number;
  @Field() code!: string;
  @Field(() => Int) discountPercent!: number;
  @Field(() => Int, { description: 'How many monthly payments the discount covers.' }) months!: number;
  @Field(() => UnixSeconds, { nullable: true }) validFrom!: Date | null;
  @Field(() => UnixSeconds, { nullable: true }) validUntil!: Date | null;
  @Field(() => Int, { nullable: true, description: 'Paid orders that may use it; null for no limit.' }) maxRedemptions!: number | null;
  @Field(() => Int) redemptions!: number;
  @Field(() => PromoCodeStateEnum) state!: PromoCodeState;
  @Field({ description: 'The state in Czech.' }) stateLabel!: string;
}

@InputType()
class PromoCodeInput {
  @Field() code!: string;
  @Field(() => Int) discountPercent!: number;
  @Field(() => Int) months!: number;
  @Field(() => Int, { nullable: true, description: 'Unix seconds; empty for now.' }) validFrom?: number | null;
  @Field(() => Int, { nullable: true, description: 'Unix seconds; empty for no end.' }) validUntil?: number | null;
  @Field(() => Int, { nullable: true }) maxRedemptions?: number | null;
}

/** The back office's promo codes: list, add, end (admin only; audited like every admin mutation). */
@Resolver()
export class PromoCodeResolver {
  @Query(() => [AdminPromoCode])
  @AccessRule('admin')
  adminPromoCodes(@Ctx() { services }: GraphQLContext): Promise<AdminPromoCodeModel[]> {
    return services.promoCodes.list();
  }

  @Mutation(() => AdminPromoCode)
  @AccessRule('admin')
  async createPromoCode(@Arg('input', () => PromoCodeInput) input: PromoCodeInput, @Ctx() { services }: GraphQLContext): Promise<AdminPromoCodeModel> {
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
  async endPromoCode(@Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext): Promise<AdminPromoCodeModel> {
    return services.promoCodes.end(id);
  }
}
