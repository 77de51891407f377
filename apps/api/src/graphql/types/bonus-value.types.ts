import { Field, Float, InputType, ObjectType } from 'type-graphql';
import type { WageringBase } from '@bonus/domain';

// Value terms are stored and read as the REST wire carries them (snake_case); `name` gives GraphQL its camelCase.

@ObjectType({ description: "A casino offer's wagering terms (issue #38), money in Kč." })
export class ValueTerms {
  @Field(() => Float, { name: 'bonusAmount', description: 'The bonus credited, Kč.' }) bonus_amount!: number;
  @Field(() => Float, { description: 'The deposit, Kč.' }) deposit!: number;
  @Field(() => Float, { name: 'wageringMultiplier', description: 'How many times the wagering base must be staked.' }) wagering_multiplier!: number;
  @Field(() => String, { name: 'wageringBase', description: 'What the multiplier applies to: bonus or deposit_and_bonus.' }) wagering_base!: WageringBase;
  @Field(() => Float, { name: 'contributionPercent', description: 'How much of a stake counts towards the wagering, percent.' }) contribution_percent!: number;
  @Field(() => Float, { name: 'maxBet', description: 'The largest stake allowed while wagering, Kč.' }) max_bet!: number;
  @Field(() => Float, { name: 'maxCashout', nullable: true, description: 'Null: no limit.' }) max_cashout!: number | null;
}

@InputType({ description: "A casino offer's wagering terms (Kč), checked by the same rules as POST /bonus." })
export class ValueTermsInput {
  @Field(() => Float, { description: 'The bonus credited, Kč.' }) bonusAmount!: number;
  @Field(() => Float, { description: 'The deposit, Kč.' }) deposit!: number;
  @Field(() => Float, { description: 'How many times the wagering base must be staked.' }) wageringMultiplier!: number;
  @Field({ description: 'What the multiplier applies to: bonus or deposit_and_bonus.' }) wageringBase!: string;
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

@ObjectType({ description: 'One bar of the outcome chart: outcomes from `from` up to `to` Kč (one amount when they are equal: the whole deposit lost), and their share of the play-throughs.' })
export class OutcomeBucket {
  @Field(() => Float, { description: "The bar's lower bound, Kč." }) from!: number;
  @Field(() => Float, { description: "The bar's upper bound, Kč." }) to!: number;
  @Field(() => Float, { description: '0–1' }) share!: number;
}

@ObjectType({ description: 'What a casino offer is worth on a game (twin of /bonus_value, with the outcome chart).' })
export class BonusValue {
  @Field(() => Float, { description: 'The total to stake before the bonus can be withdrawn, whole Kč.' }) wageringTotal!: number;
  @Field(() => Float, { description: 'The expected loss to the house edge while wagering, whole Kč.' }) expectedLoss!: number;
  @Field(() => Float, { description: 'Expected money withdrawn minus money deposited, whole Kč, computed exactly over the game’s payout distribution.' }) expectedValue!: number;
  @Field(() => Float, { description: 'Standard error of expectedValue, Kč: 0, the value is computed exactly.' }) standardError!: number;
  @Field(() => Float, { description: 'The share of play-throughs (0–1) that lose the whole balance before the wagering is done.' }) bustProbability!: number;
  @Field(() => Float, { description: 'The result 10 % of play-throughs end at or below, whole Kč: minus the deposit when bustProbability ≥ 0.1.' }) p10!: number;
  @Field(() => Float, { description: 'The result 90 % of play-throughs end at or below, whole Kč.' }) p90!: number;
  @Field(() => Float, { description: 'Percent.' }) rtp!: number;
  @Field(() => Float, { description: 'The stake of each spin the figures assume, Kč: the max bet (the wagering left when less); play stops when the wagering is done or the balance is gone.' }) stakePerSpin!: number;
  @Field({ description: 'The usual outcome first, then the average, in Czech (“V 8 z 10 případů přijdete o celý vklad 1 000 Kč; v průměru 226 Kč, protočit 35 000 Kč”).' }) headline!: string;
  @Field({ description: 'The play the figures assume, in Czech: stake per spin, when play stops, max bet and max cashout.' }) playAssumption!: string;
  @Field(() => [OutcomeBucket], { description: 'The outcome chart: shares of the play-throughs by result, the whole deposit lost first.' }) distribution!: readonly OutcomeBucket[];
}
