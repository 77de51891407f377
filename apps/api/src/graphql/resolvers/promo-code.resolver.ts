import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { PROMO_CODE_STATE_LABELS, promoCodeCreateSchema, promoCodeState } from '@bonus/domain';
import type { PromoCodeState } from '@bonus/domain';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';

const seconds = (date: Date | null) => (date === null ? null : Math.floor(date.getTime() / 1000));

@ObjectType({ description: 'A promo code as the back office manages it.' })
class AdminPromoCode {
  @Field(() => Int) id!: number;
  @Field() code!: string;
  @Field(() => Int) discountPercent!: number;
  @Field(() => Int, { description: 'How many monthly payments the discount covers.' }) months!: number;
  @Field(() => Int, { nullable: true }) validFrom!: number | null;
  @Field(() => Int, { nullable: true }) validUntil!: number | null;
  @Field(() => Int, { nullable: true, description: 'Paid orders that may use it; null for no limit.' }) maxRedemptions!: number | null;
  @Field(() => Int) redemptions!: number;
  @Field(() => String, { description: 'scheduled, running, used_up or ended' }) state!: PromoCodeState;
  @Field({ description: 'The state in Czech.' }) stateLabel!: string;

  static from(code: { id: number; code: string; discountPercent: number; months: number; validFrom: Date | null; validUntil: Date | null; maxRedemptions: number | null; redemptions: number; active: boolean }): AdminPromoCode {
    const state = promoCodeState(code, new Date());
    return Object.assign(new AdminPromoCode(), {
      id: code.id,
      code: code.code,
      discountPercent: code.discountPercent,
      months: code.months,
      validFrom: seconds(code.validFrom),
      validUntil: seconds(code.validUntil),
      maxRedemptions: code.maxRedemptions,
      redemptions: code.redemptions,
      state,
      stateLabel: PROMO_CODE_STATE_LABELS[state],
    });
  }
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
  async adminPromoCodes(@Ctx() { services }: GraphQLContext): Promise<AdminPromoCode[]> {
    return (await services.promoCodes.list()).map(AdminPromoCode.from);
  }

  @Mutation(() => AdminPromoCode)
  @AccessRule('admin')
  async createPromoCode(@Arg('input', () => PromoCodeInput) input: PromoCodeInput, @Ctx() { services }: GraphQLContext): Promise<AdminPromoCode> {
    const parsed = parseInput(promoCodeCreateSchema, {
      code: input.code,
      discount_percent: input.discountPercent,
      months: input.months,
      valid_from: input.validFrom,
      valid_until: input.validUntil,
      max_redemptions: input.maxRedemptions,
    });
    return AdminPromoCode.from(await services.promoCodes.create(parsed));
  }

  @Mutation(() => AdminPromoCode, { description: 'Ends a code now; orders already paid keep their discount.' })
  @AccessRule('admin')
  async endPromoCode(@Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext): Promise<AdminPromoCode> {
    return AdminPromoCode.from(await services.promoCodes.end(id));
  }
}
