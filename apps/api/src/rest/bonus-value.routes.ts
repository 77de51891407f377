import { bonusValueDtoSchema, bonusValueInputSchema, bonusValueQuerySchema } from '@bonus/domain';
import { currentUser } from '../auth/identity';
import { route } from './route-table';
import { toBonusValueWire } from './wire/bonus-value.wire';

/** Issue #38 §1: what a casino offer is worth, for an offer of the catalogue on one of its games or for any terms. */
export const bonusValueRoutes = [
  route({
    method: 'get',
    path: '/bonus_value',
    access: 'member',
    summary: "What an offer is worth on one of its games: wagering, expected loss, the expected outcome (computed exactly) with p10, p90, the share that goes bust and the stake per spin assumed (400 when the offer has no value terms)",
    query: bonusValueQuerySchema,
    response: bonusValueDtoSchema,
    handler: async ({ identity, services, query }) => toBonusValueWire(await services.bonusValues.forOffer(currentUser(identity), query.bonus_id, query.game_id)),
  }),
  route({
    method: 'post',
    path: '/bonus_value',
    access: 'member',
    summary: 'What any casino offer is worth: its terms plus the game’s RTP (and volatility, medium when left out)',
    body: bonusValueInputSchema,
    readOnly: true,
    response: bonusValueDtoSchema,
    handler: async ({ services, body }) => {
      const { rtp, volatility, ...terms } = body;
      return toBonusValueWire(services.bonusValues.of(terms, { rtp, volatility }));
    },
  }),
];
