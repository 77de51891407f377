import * as homeStatsQueries from '../../features/stats/home-stats.queries';
import { samples } from './sample-values';

/** Sample arguments of the stats query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'home-stats.queries.ts': samples(homeStatsQueries, {
    homeFigures: [12],
  }),
};
