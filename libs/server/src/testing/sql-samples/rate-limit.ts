import * as rateLimitQueries from '../../features/rate-limit/rate-limit.queries';
import { AT, samples } from './sample-values';

/** Sample arguments of the rate-limit query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'rate-limit.queries.ts': samples(rateLimitQueries, {
    countHit: ['password_reset:ip', '127.0.0.1', AT],
    deleteOldHits: [],
    addHits: [[{ bucket: 'edge:ip', key: '127.0.0.1', windowStart: AT, count: 3 }, { bucket: 'edge:credential', key: 'k8cJ0yQy0pVfIu5bT3w2Lg', windowStart: AT, count: 1 }]],
  }),
};
