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
  @Field(() => Float) rtp!: number;
  @Field(() => String, { nullable: true }) volatility?: string | null;
}

@ObjectType({ description: 'What an offer is worth on one of its games.' })
class OfferGameValue {
  @Field(() => Game) game!: Game;
  @Field(() => BonusValue) value!: BonusValue;
}

/** Twins of GET and POST /bonus_value for the web app, with the outcome chart. */
@Resolver()
export class BonusValueResolver {
  @Query(() => [OfferGameValue], { description: 'What an offer is worth on each of its games; empty when it has no value terms.' })
  @AccessRule('member')
  async offerValues(@Arg('bonusId', () => Int) bonusId: number, @Ctx() { identity, services }: GraphQLContext): Promise<OfferGameValue[]> {
    return services.bonusValues.perGame(currentUser(await identity()), parseInput(idInputSchema, { id: bonusId }).id);
  }

  @Query(() => BonusValue, { description: 'Twin of POST /bonus_value: the Kalkulačka bonusu.' })
  @AccessRule('member')
  bonusValue(@Arg('input', () => BonusValueInput) input: BonusValueInput, @Ctx() { services }: GraphQLContext): BonusValue {
    const { rtp, volatility, ...terms } = parseInput(bonusValueInputSchema, { ...valueTermsWire(input), rtp: input.rtp, volatility: input.volatility ?? undefined });
    return services.bonusValues.of(terms, { rtp, volatility });
  }
}
