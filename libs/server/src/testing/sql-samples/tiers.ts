import * as tierQueries from '../../features/tiers/tier.queries';
import { samples } from './sample-values';

/** Sample arguments of the tiers query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'tier.queries.ts': samples(tierQueries, {
    generationInUse: [],
    allTiers: [],
  }),
};
