import * as insightsQueries from '../../features/insights/insights.queries';
import * as monthlyReportQueries from '../../features/insights/monthly-report.queries';
import * as taxQueries from '../../features/insights/tax.queries';
import { AT, MEMBER, samples } from './sample-values';

/** Sample arguments of the insights query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'insights.queries.ts': samples(insightsQueries, {
    profitThisMonth: [MEMBER, AT],
    completedInMonths: [MEMBER, '2031-02', '2031-03'],
    referralIncomeByMonth: [MEMBER, '2031-02', '2031-03'],
    payoutsByMonth: [MEMBER, '2031-02', '2031-03'],
  }),
  'monthly-report.queries.ts': samples(monthlyReportQueries, {
    queueMonthlyReports: ['2031-03', ['basic', 'premium']],
    claimMonthlyReports: ['2031-03', 5, [MEMBER], 20],
    memberWithTier: [MEMBER],
    markMonthlyReportSent: [MEMBER, '2031-03'],
    recordMonthlyReportFailure: [MEMBER, '2031-03'],
  }),
  'tax.queries.ts': samples(taxQueries, {
    taxYearRecords: [MEMBER, 1],
  }),
};
