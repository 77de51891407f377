import { Field, Float, InputType, ObjectType } from 'type-graphql';
import type { WageringBase } from '@bonus/domain';

// Value terms are stored and read as the REST wire carries them (snake_case); `name` gives GraphQL its camelCase.

@ObjectType({ description: "A casino offer's wagering terms (issue #38), money in Kč." })
export class ValueTerms {
  @Field(() => Float, { name: 'bonusAmount' }) bonus_amount!: number;
  @Field(() => Float) deposit!: number;
  @Field(() => Float, { name: 'wageringMultiplier' }) wagering_multiplier!: number;
  @Field(() => String, { name: 'wageringBase', description: 'bonus or deposit_and_bonus' }) wagering_base!: WageringBase;
  @Field(() => Float, { name: 'contributionPercent', description: 'How much of a stake counts towards the wagering, percent.' }) contribution_percent!: number;
  @Field(() => Float, { name: 'maxBet' }) max_bet!: number;
  @Field(() => Float, { name: 'maxCashout', nullable: true, description: 'Null: no limit.' }) max_cashout!: number | null;
}

@InputType({ description: "A casino offer's wagering terms (Kč), checked by the same rules as POST /bonus." })
export class ValueTermsInput {
  @Field(() => Float) bonusAmount!: number;
  @Field(() => Float) deposit!: number;
  @Field(() => Float) wageringMultiplier!: number;
  @Field({ description: 'bonus or deposit_and_bonus' }) wageringBase!: string;
  @Field(() => Float) contributionPercent!: number;
  @Field(() => Float) maxBet!: number;
  @Field(() => Float, { nullable: true }) maxCashout?: number | null;
}

/** The REST wire's shape of ValueTermsInput (the domain schema checks it). */
export const valueTermsWire = (input: ValueTermsInput) => ({
  bonus_amount: input.bonusAmount,
  deposit: input.deposit,
  wagering_multiplier: input.wageringMultiplier,
  wagering_base: input.wageringBase,
  contribution_percent: input.contributionPercent,
  max_bet: input.maxBet,
  max_cashout: input.maxCashout ?? null,
});

@ObjectType({ description: 'One bar of the outcome chart: outcomes from `from` up to `to` Kč, and their share of the simulated play-throughs.' })
export class OutcomeBucket {
  @Field(() => Float) from!: number;
  @Field(() => Float) to!: number;
  @Field(() => Float, { description: '0–1' }) share!: number;
}

@ObjectType({ description: 'What a casino offer is worth on a game (twin of /bonus_value, with the outcome chart).' })
export class BonusValue {
  @Field(() => Float) wageringTotal!: number;
  @Field(() => Float) expectedLoss!: number;
  @Field(() => Float, { description: 'Expected money withdrawn minus money deposited, whole Kč.' }) expectedValue!: number;
  @Field(() => Float) p10!: number;
  @Field(() => Float) p90!: number;
  @Field(() => Float, { description: 'Percent.' }) rtp!: number;
  @Field(() => [OutcomeBucket]) distribution!: readonly OutcomeBucket[];
}
