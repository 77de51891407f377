import { Field, Float, InputType, ObjectType } from 'type-graphql';
import type { WageringBase } from '@bonus/domain';

// Value terms are stored and read as the REST wire carries them (snake_case); `name` gives GraphQL its camelCase.

@ObjectType({ description: "A casino offer's wagering terms (issue #38), money in Kč." })
export class ValueTerms {
  @Field(() => Float, { name: 'bonusAmount', description: 'The bonus credited, Kč.' }) bonus_amount!: number;
  @Field(() => Float, { description: 'The deposit, Kč.' }) deposit!: number;
  @Field(() => Float, { name: 'wageringMultiplier', description: 'How many times the wagering base must be staked.' }) wagering_multiplier!: number;
  @Field(() => String, { name: 'wageringBase', description: 'bonus or deposit_and_bonus' }) wagering_base!: WageringBase;
  @Field(() => Float, { name: 'contributionPercent', description: 'How much of a stake counts towards the wagering, percent.' }) contribution_percent!: number;
  @Field(() => Float, { name: 'maxBet', description: 'The largest stake allowed while wagering, Kč.' }) max_bet!: number;
  @Field(() => Float, { name: 'maxCashout', nullable: true, description: 'Null: no limit.' }) max_cashout!: number | null;
}

@InputType({ description: "A casino offer's wagering terms (Kč), checked by the same rules as POST /bonus." })
export class ValueTermsInput {
  @Field(() => Float, { description: 'The bonus credited, Kč.' }) bonusAmount!: number;
  @Field(() => Float, { description: 'The deposit, Kč.' }) deposit!: number;
  @Field(() => Float, { description: 'How many times the wagering base must be staked.' }) wageringMultiplier!: number;
  @Field({ description: 'bonus or deposit_and_bonus' }) wageringBase!: string;
  @Field(() => Float, { description: 'How much of a stake counts towards the wagering, percent.' }) contributionPercent!: number;
  @Field(() => Float, { description: 'The largest stake allowed while wagering, Kč.' }) maxBet!: number;
  @Field(() => Float, { nullable: true, description: 'The most that may be withdrawn, Kč; null for no limit.' }) maxCashout?: number | null;
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
  @Field(() => Float, { description: "The bar's lower bound, Kč." }) from!: number;
  @Field(() => Float, { description: "The bar's upper bound, Kč." }) to!: number;
  @Field(() => Float, { description: '0–1' }) share!: number;
}

@ObjectType({ description: 'What a casino offer is worth on a game (twin of /bonus_value, with the outcome chart).' })
export class BonusValue {
  @Field(() => Float, { description: 'The total to stake before the bonus can be withdrawn, whole Kč.' }) wageringTotal!: number;
  @Field(() => Float, { description: 'The expected loss to the house edge while wagering, whole Kč.' }) expectedLoss!: number;
  @Field(() => Float, { description: 'Expected money withdrawn minus money deposited, whole Kč.' }) expectedValue!: number;
  @Field(() => Float, { description: 'The result 10 % of play-throughs end below, whole Kč.' }) p10!: number;
  @Field(() => Float, { description: 'The result 90 % of play-throughs end below, whole Kč.' }) p90!: number;
  @Field(() => Float, { description: 'Percent.' }) rtp!: number;
  @Field(() => [OutcomeBucket], { description: 'The outcome chart: shares of the simulated play-throughs by result.' }) distribution!: readonly OutcomeBucket[];
}
