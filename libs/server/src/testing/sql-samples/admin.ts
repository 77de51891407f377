import * as adminStatsQueries from '../../features/admin/admin-stats.queries';
import * as adminUserQueries from '../../features/admin/admin-user.queries';
import * as auditQueries from '../../features/admin/audit.queries';
import { AT, MEMBER, samples } from './sample-values';

/** Sample arguments of the admin query modules (sql-snapshots.spec.ts). */

const LIST_QUERY = { search: 'nov', status: 'all', admin: true, tier: 'premium', current_page: 1 } as const;

export const SQL_SAMPLES = {
  'admin-stats.queries.ts': samples(adminStatsQueries, {
    headlineFigures: [],
    recentEvents: [],
    overviewTrends: [AT],
    revenuePerMonth: [AT],
    registrationsPerMonth: [AT],
    earningsPerMonth: [AT],
    membersPerTier: [],
    generationFills: [],
    missedStepsPerMonth: [AT],
  }),
  'admin-user.queries.ts': samples(adminUserQueries, {
    countMembers: [LIST_QUERY],
    memberPage: [LIST_QUERY],
    allMatchingMembers: [LIST_QUERY],
    memberFigures: [MEMBER],
    recentOrdersOf: [MEMBER],
    recentPayoutsOf: [MEMBER],
  }),
  'audit.queries.ts': samples(auditQueries, {
    recentAuditEntries: [50],
    insertAuditEntry: [{ actorId: MEMBER, action: 'user.update', details: { id: MEMBER } }],
  }),
};
