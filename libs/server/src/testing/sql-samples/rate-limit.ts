import * as rateLimitQueries from '../../features/rate-limit/rate-limit.queries';
import { AT, samples } from './sample-values';

/** Sample arguments of the rate-limit query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'rate-limit.queries.ts': samples(rateLimitQueries, {
    countHit: ['password_reset:ip', '127.0.0.1', AT],
    deleteOldHits: [],
  }),
};
