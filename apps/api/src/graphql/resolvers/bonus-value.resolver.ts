import { Arg, Ctx, Field, Float, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { bonusValueInputSchema, idInputSchema } from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { Game } from '../types/bonus.types';
import { BonusValue, ValueTermsInput, valueTermsWire } from '../types/bonus-value.types';

@InputType({ description: 'The terms of any casino offer with the game’s RTP (percent) and volatility (low, medium, high; medium when left out).' })
class BonusValueInput extends ValueTermsInput {
  @Field(() => Float, { description: "The game's return to player, percent." }) rtp!: number;
  @Field(() => String, { nullable: true, description: "The game's volatility: low, medium or high; medium when left out." }) volatility?: string | null;
}

@ObjectType({ description: 'What an offer is worth on one of its games.' })
class OfferGameValue {
  @Field(() => Game, { description: 'The game.' }) game!: Game;
  @Field(() => BonusValue, { description: 'What the offer is worth on it.' }) value!: BonusValue;
}

/** Twins of GET and POST /bonus_value for the web app, with the outcome chart. */
@Resolver()
export class BonusValueResolver {
  @Query(() => [OfferGameValue], { description: 'What an offer is worth on each of its games; empty when it has no value terms.' })
  @AccessRule('member')
  async offerValues(@Arg('bonusId', () => Int, { description: "The bonus's id." }) bonusId: number, @Ctx() { identity, services }: GraphQLContext): Promise<OfferGameValue[]> {
    return services.bonusValues.perGame(currentUser(await identity()), parseInput(idInputSchema, { id: bonusId }).id);
  }

  @Query(() => BonusValue, { description: 'Twin of POST /bonus_value: the Kalkulačka bonusu.' })
  @AccessRule('member')
  bonusValue(@Arg('input', () => BonusValueInput, { description: "The offer's terms and the game's RTP and volatility." }) input: BonusValueInput, @Ctx() { services }: GraphQLContext): BonusValue {
    const { rtp, volatility, ...terms } = parseInput(bonusValueInputSchema, { ...valueTermsWire(input), rtp: input.rtp, volatility: input.volatility ?? undefined });
    return services.bonusValues.of(terms, { rtp, volatility });
  }
}
