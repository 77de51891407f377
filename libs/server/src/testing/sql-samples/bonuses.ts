import type { BonusEntity } from '../../features/bonuses/bonus.entity';
import * as bonusHistoryQueries from '../../features/bonuses/bonus-history.queries';
import * as bonusProgressQueries from '../../features/bonuses/bonus-progress.queries';
import * as bonusCatalogueQueries from '../../features/bonuses/bonus-catalogue.queries';
import * as adminBonusQueries from '../../features/bonuses/admin-bonus.queries';
import * as earningsReviewQueries from '../../features/bonuses/earnings-review.queries';
import * as bonusQueries from '../../features/bonuses/bonus.queries';
import { AT, MEMBER, samples } from './sample-values';

/** Sample arguments of the bonuses query modules (sql-snapshots.spec.ts). */

const BONUS = { name: 'Nová nabídka', companyId: 1, bonusType: 'bank', steps: [], games: [] } as unknown as BonusEntity;

export const SQL_SAMPLES = {
  'bonus-history.queries.ts': samples(bonusHistoryQueries, {
    insertHistoryEntry: [{ userId: MEMBER, bonusId: 1, note: 'Hotovo', reachedProfitHalere: 50000, reviewStatus: 'none', createdAt: AT }],
    historyEntryWithBonus: [MEMBER, 1],
    historyEntryOf: [MEMBER, 1],
    updateHistoryEntry: [1, { reachedProfitHalere: 50000, reviewStatus: 'none', note: 'Hotovo' }],
    deleteHistoryEntry: [MEMBER, 1],
    adjustMemberTotals: [MEMBER, 50000, 1],
    historyPage: [MEMBER, { current_page: 2, items_per_page: 10, time_period: 'month', bonus_type_filters: ['bank'] }, AT],
    historyByMonth: [MEMBER, AT, 6],
    historyTotals: [MEMBER, AT, []],
    countedResultsByBonus: [1, 12],
  }),
  'bonus-progress.queries.ts': samples(bonusProgressQueries, {
    lockMember: [MEMBER],
    bonusUsageRows: [MEMBER, AT],
    openBonusOf: [MEMBER, 1, AT, false],
    closedBy: [MEMBER, 1],
    isShownNow: [1, AT],
    progressOf: [MEMBER, 1],
    saveProgress: [MEMBER, 1, 1, { startedAt: AT, termsVersion: 1 }],
    publishedBonusExists: [1],
    hideBonus: [MEMBER, 1],
    loadStartedBonuses: [MEMBER, AT],
  }),
  'bonus-catalogue.queries.ts': samples(bonusCatalogueQueries, {
    catalogueBonuses: [],
    companyNamesById: [],
    bonusGraph: [1, AT],
    allCompanies: [],
    allGames: [],
  }),
  'admin-bonus.queries.ts': samples(adminBonusQueries, {
    bonusesPage: [{ current_page: 2, search: 'Žlutý', types: ['bank', 'slot'], states: ['draft', 'active'] }, 10, 10, AT],
    adminBonusGraph: [1],
    findAdminBonus: [1],
    lockBonus: [1],
    stepsOf: [1],
    deleteSteps: [1],
    saveBonus: [BONUS],
    setBonusVisible: [1, true],
    companyById: [1],
    companyExists: [1],
    countCompanies: [[1, 2]],
    gamesByIds: [[1, 2]],
  }),
  'earnings-review.queries.ts': samples(earningsReviewQueries, {
    pendingEarnings: [{ limit: 20, offset: 40 }],
    pendingEarningsCount: [],
    settleReview: [1, true],
    historyEntryExists: [1],
  }),
  'bonus.queries.ts': samples(bonusQueries, {
    memberBonusStates: [MEMBER],
    setEligibilityReminder: [MEMBER, 1, AT],
    deleteEligibilityReminder: [MEMBER, 1],
    upcomingEligibilityReminders: [MEMBER, AT],
    recordTermsVersion: [1, 1, [], AT],
    termsVersionsOf: [1],
    membersStartedBefore: [1, 1],
    openDueStepsOf: [MEMBER],
  }),
};
