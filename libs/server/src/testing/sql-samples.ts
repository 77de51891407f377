import type { BonusEntity } from '../features/bonuses/bonus.entity';
import type { WebhookEndpointEntity } from '../features/webhooks/webhook-endpoint.entity';
import type { OrderEntity } from '../features/orders/order.entity';
import type { ParsedStatement } from '../features/bank-statements/parsed-statement';
import * as adminStatsQueries from '../features/admin/admin-stats.queries';
import * as adminUserQueries from '../features/admin/admin-user.queries';
import * as auditQueries from '../features/admin/audit.queries';
import * as apiTokenQueries from '../features/api-tokens/api-token.queries';
import * as bankStatementQueries from '../features/bank-statements/bank-statement.queries';
import * as adminBonusQueries from '../features/bonuses/admin-bonus.queries';
import * as bonusCatalogueQueries from '../features/bonuses/bonus-catalogue.queries';
import * as bonusProgressQueries from '../features/bonuses/bonus-progress.queries';
import * as earningsReviewQueries from '../features/bonuses/earnings-review.queries';
import * as bonusHistoryQueries from '../features/bonuses/bonus-history.queries';
import * as bonusQueries from '../features/bonuses/bonus.queries';
import * as calendarQueries from '../features/calendar/calendar.queries';
import * as rateLimitQueries from '../features/rate-limit/rate-limit.queries';
import * as siteSettingsQueries from '../features/settings/site-settings.queries';
import * as homeStatsQueries from '../features/stats/home-stats.queries';
import * as companyQueries from '../features/catalogue/company.queries';
import * as faqQueries from '../features/faq/faq.queries';
import * as insightsQueries from '../features/insights/insights.queries';
import * as monthlyReportQueries from '../features/insights/monthly-report.queries';
import * as taxQueries from '../features/insights/tax.queries';
import * as investmentQueries from '../features/investments/investment.queries';
import * as memberAccountQueries from '../features/member-accounts/member-account.queries';
import * as memberMailQueries from '../features/member-mail/member-mail.queries';
import * as newsletterQueries from '../features/newsletter/newsletter.queries';
import * as checkoutQueries from '../features/orders/checkout.queries';
import * as memberTiersQueries from '../features/orders/member-tiers.queries';
import * as membershipQueries from '../features/orders/membership.queries';
import * as orderQueries from '../features/orders/order.queries';
import * as providerCancellationQueries from '../features/orders/provider-cancellation.queries';
import * as membershipPlanQueries from '../features/orders/membership-plan.queries';
import * as promoCodeQueries from '../features/orders/promo-code.queries';
import * as payoutOperationsQueries from '../features/payouts/payout-operations.queries';
import * as payoutQueries from '../features/payouts/payout.queries';
import * as referralQueries from '../features/referrals/referral.queries';
import * as reminderQueries from '../features/reminders/reminder.queries';
import * as responsiblePlayQueries from '../features/responsible-play/responsible-play.queries';
import * as tierQueries from '../features/tiers/tier.queries';
import * as userAccountQueries from '../features/users/user-account.queries';
import * as userConsentQueries from '../features/users/user-consent.queries';
import * as userQueries from '../features/users/user.queries';
import * as webhooksQueries from '../features/webhooks/webhooks.queries';

/**
 * Sample arguments of every exported query function, by module under features/ (sql-snapshots.spec.ts runs each
 * once on an empty, migrated database and checks the statements it sends into `<module>.sql`). A new query
 * function needs its row here, so that its SQL is reviewed from the first commit.
 */

type QueryFunctions<Module> = { [Name in keyof Module as Module[Name] extends (...args: never[]) => unknown ? Name : never]: Module[Name] };
/** The arguments after the manager, for each function the module exports. */
type Samples<Module> = { [Name in keyof QueryFunctions<Module>]: QueryFunctions<Module>[Name] extends (db: never, ...args: infer Args) => unknown ? Args : never };

function samples<Module>(_module: Module, args: Samples<Module>): Record<string, unknown[]> {
  return args as Record<string, unknown[]>;
}

const MEMBER = '00000000-0000-4000-8000-000000000001';
const AT = new Date('2031-03-10T12:00:00Z');
const LIST_QUERY = { search: 'nov', status: 'all', current_page: 1 } as const;
const STATEMENT: ParsedStatement = {
  format: 'gpc',
  account: { prefix: '', number: '2000145399', bankCode: null },
  from: '2031-03-01',
  to: '2031-03-31',
  entries: [
    {
      reference: 'ref-1',
      bookedOn: '2031-03-02',
      amountHalere: -10000,
      currency: 'CZK',
      bankTransactionCode: null,
      counterpartyName: 'Obchod',
      counterpartyAccount: null,
      description: 'Platba kartou',
      merchantCategoryCode: null,
    },
  ],
};
const NEWSLETTER_DELIVERY = { newsletter_id: 1, user_id: MEMBER, attempts: 0, email: 'clen@example.cz', consents: true, subject: 'Novinky', html: '<p>Novinky</p>' };
const BONUS = { name: 'Nová nabídka', companyId: 1, bonusType: 'bank', steps: [], games: [] } as unknown as BonusEntity;
const INVESTMENT_CATEGORY = { name: 'Akcie', color: '#336699', subtitle: 'Dlouhodobě', shortDescription: 'Krátce', description: 'Popis', prosList: ['výnos'], consList: ['riziko'], avgExpectedReturn: 7, avgRiskRate: 3, visible: true };
const INVESTMENT_PRODUCT = { investmentCategoryId: 1, companyName: 'Broker', name: 'ETF', description: 'Popis', prosList: [], consList: [], expectedReturn: 7, investHorizonId: 1, neededCapitalHalere: 100000, riskRate: 3, stepList: [], urlLink: 'https://example.cz', recommended: false, visible: true };
const WEBHOOK_ENDPOINT = { id: 1, url: 'https://hooks.example.cz/bonus', description: 'CRM', events: ['member.created'], secret: 'whsec_1', createdById: MEMBER, disabledAt: AT } as WebhookEndpointEntity;
const ORDER = { id: MEMBER, userId: MEMBER, promoCodeId: 1 } as OrderEntity;

export const SQL_SAMPLES: Record<string, Record<string, unknown[]>> = {
  'admin/admin-stats.queries.ts': samples(adminStatsQueries, {
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
  'admin/admin-user.queries.ts': samples(adminUserQueries, {
    countMembers: [LIST_QUERY],
    memberPage: [LIST_QUERY],
    allMatchingMembers: [LIST_QUERY],
    memberFigures: [MEMBER],
    recentOrdersOf: [MEMBER],
    recentPayoutsOf: [MEMBER],
  }),
  'admin/audit.queries.ts': samples(auditQueries, {
    recentAuditEntries: [50],
    insertAuditEntry: [{ actorId: MEMBER, action: 'user.update', details: { id: MEMBER } }],
  }),
  'api-tokens/api-token.queries.ts': samples(apiTokenQueries, {
    tokenBySecretHash: ['hash'],
    validTokensOf: [MEMBER],
    insertToken: [{ userId: MEMBER, name: 'CI', secretHash: 'hash', secretStart: 'bk_', scopes: ['read'], expiresAt: AT }],
    countValidTokensLocked: [MEMBER],
    revokeToken: [MEMBER, 1],
    markTokenUsed: [1],
  }),
  'bank-statements/bank-statement.queries.ts': samples(bankStatementQueries, {
    knownBankCode: [MEMBER, { prefix: '', number: '2000145399', bankCode: '0800' }],
    insertStatement: [MEMBER, STATEMENT, null],
    statementsOf: [MEMBER],
    transactionsOf: [MEMBER],
    operatorNames: [],
    deleteStatement: [MEMBER, 1],
    deleteStatementsOf: [MEMBER],
    pruneTransactionsBefore: ['2030-02-01'],
    startedRequirementOffers: [MEMBER],
  }),
  'bonuses/bonus-history.queries.ts': samples(bonusHistoryQueries, {
    insertHistoryEntry: [{ userId: MEMBER, bonusId: 1, note: 'Hotovo', reachedProfitHalere: 50000, reviewStatus: 'none', createdAt: AT }],
    historyEntryWithBonus: [MEMBER, 1],
    historyEntryOf: [MEMBER, 1],
    updateHistoryEntry: [1, { reachedProfitHalere: 50000, reviewStatus: 'none', note: 'Hotovo' }],
    deleteHistoryEntry: [MEMBER, 1],
    adjustMemberTotals: [MEMBER, 50000, 1],
    historyPage: [MEMBER, { current_page: 2, items_per_page: 10, time_period: 'month', bonus_type_filters: ['bank'] }, AT],
    historyByMonth: [MEMBER, AT, 6],
    historyTotals: [MEMBER, AT, []],
    countedResultsByBonus: [1],
  }),
  'bonuses/bonus-progress.queries.ts': samples(bonusProgressQueries, {
    lockMember: [MEMBER],
    bonusUsageRows: [MEMBER, AT],
    openBonusOf: [MEMBER, 1, AT, false],
    isShownNow: [1, AT],
    progressOf: [MEMBER, 1],
    saveProgress: [MEMBER, 1, 1, { startedAt: AT, termsVersion: 1 }],
    bonusExists: [1],
    hideBonus: [MEMBER, 1],
    loadStartedBonuses: [MEMBER, AT],
  }),
  'bonuses/bonus-catalogue.queries.ts': samples(bonusCatalogueQueries, {
    catalogueBonuses: [],
    companyNamesById: [],
    bonusGraph: [1, AT],
    allCompanies: [],
    allGames: [],
  }),
  'bonuses/admin-bonus.queries.ts': samples(adminBonusQueries, {
    bonusesPage: [10, 10],
    adminBonusGraph: [1],
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
  'bonuses/earnings-review.queries.ts': samples(earningsReviewQueries, {
    pendingEarnings: [],
    settleReview: [1, true],
    historyEntryExists: [1],
  }),
  'bonuses/bonus.queries.ts': samples(bonusQueries, {
    memberBonusStates: [MEMBER],
    setEligibilityReminder: [MEMBER, 1, AT],
    deleteEligibilityReminder: [MEMBER, 1],
    upcomingEligibilityReminders: [MEMBER, AT],
    recordTermsVersion: [1, 1, [], AT],
    termsVersionsOf: [1],
    membersStartedBefore: [1, 1],
    openDueStepsOf: [MEMBER],
  }),
  'calendar/calendar.queries.ts': samples(calendarQueries, {
    feedTokenOf: [MEMBER],
    saveFeedToken: [MEMBER, 'token', AT],
    deleteFeed: [MEMBER],
    feedOwner: ['token'],
  }),
  'catalogue/company.queries.ts': samples(companyQueries, {
    lockCompany: [1],
    updateCompany: [1, { kind: 'casino', licenseNumber: 'MF-1', licenseValidUntil: AT }],
  }),
  'faq/faq.queries.ts': samples(faqQueries, {
    faqCategoryNamed: ['Obecné'],
    nextFaqPosition: [1],
    faqsWithCategory: [false],
    faqWithCategory: [1],
    insertFaq: [{ faqCategoryId: 1, question: 'Otázka?', answer: 'Odpověď.', visible: true, position: 0 }],
    updateFaq: [1, { faqCategoryId: 1, question: 'Otázka?', answer: 'Odpověď.', visible: true }],
  }),
  'rate-limit/rate-limit.queries.ts': samples(rateLimitQueries, {
    countHit: ['password_reset:ip', '127.0.0.1', AT],
    deleteOldHits: [],
  }),
  'settings/site-settings.queries.ts': samples(siteSettingsQueries, {
    siteSettingsRow: [],
    saveSiteSettingsRow: [
      {
        siteName: 'Bonus Klub',
        siteEmail: 'info@example.cz',
        maintenanceMode: false,
        registrationEnabled: true,
        autoApproveUsers: true,
        emailNotifications: true,
        maxBonusesPerUser: 5,
        referralRewardCzk: 100,
        minWithdrawalCzk: 500,
      },
    ],
  }),
  'stats/home-stats.queries.ts': samples(homeStatsQueries, {
    homeFigures: [12],
  }),
  'insights/insights.queries.ts': samples(insightsQueries, {
    profitThisMonth: [MEMBER, AT],
    completedInMonths: [MEMBER, '2031-02', '2031-03'],
    referralIncomeByMonth: [MEMBER, '2031-02', '2031-03'],
    payoutsByMonth: [MEMBER, '2031-02', '2031-03'],
  }),
  'insights/monthly-report.queries.ts': samples(monthlyReportQueries, {
    queueMonthlyReports: ['2031-03', ['basic', 'premium']],
    claimMonthlyReports: ['2031-03', 5, [MEMBER], 20],
    memberWithTier: [MEMBER],
    markMonthlyReportSent: [MEMBER, '2031-03'],
    recordMonthlyReportFailure: [MEMBER, '2031-03'],
  }),
  'insights/tax.queries.ts': samples(taxQueries, {
    taxYearRecords: [MEMBER, 1],
  }),
  'investments/investment.queries.ts': samples(investmentQueries, {
    nextPosition: ['investment_category'],
    categoriesInOrder: [false],
    productsOfCategory: [1, false],
    productById: [1, false],
    categoryExists: [1],
    insertCategory: [{ ...INVESTMENT_CATEGORY, position: 0 }],
    updateCategory: [1, INVESTMENT_CATEGORY],
    insertProduct: [{ ...INVESTMENT_PRODUCT, position: 0 }],
    updateProduct: [1, INVESTMENT_PRODUCT],
  }),
  'member-accounts/member-account.queries.ts': samples(memberAccountQueries, {
    accountsOf: [MEMBER],
    accountOf: [MEMBER, 1],
    companyExists: [1],
    insertAccount: [{ userId: MEMBER, companyId: 1, openedAt: AT, closedAt: null, source: 'manual' }],
    lockAccount: [MEMBER, 1],
    updateAccountDates: [1, { openedAt: AT, closedAt: null }],
    deleteAccount: [MEMBER, 1],
    deleteAccountsOf: [MEMBER],
    recordAccountFromBonus: [{ userId: MEMBER, companyId: 1, openedAt: AT }],
    heldAccountsOf: [MEMBER],
  }),
  'member-mail/member-mail.queries.ts': samples(memberMailQueries, {
    insertMemberMails: [[{ userId: MEMBER, subject: 'Předmět', text: 'Text', html: '<p>Text</p>' }]],
    claimDueMemberMails: [1, AT],
    markMemberMailDone: [1, 'sent'],
    recordMemberMailFailure: [1, { status: 'pending', attempts: 1, error: 'timeout', now: AT }],
  }),
  'newsletter/newsletter.queries.ts': samples(newsletterQueries, {
    insertNewsletterWithDeliveries: [MEMBER, 'Novinky', '<p>Novinky</p>'],
    newsletterSummaries: [{ limit: 10 }],
    claimDueDeliveries: [1],
    markDeliverySkipped: [NEWSLETTER_DELIVERY],
    markDeliverySent: [NEWSLETTER_DELIVERY],
    recordDeliveryFailure: [NEWSLETTER_DELIVERY, 'pending', 1, 'timeout'],
  }),
  'orders/checkout.queries.ts': samples(checkoutQueries, {
    lockMember: [MEMBER],
    orderMember: [MEMBER],
    liveOrders: [MEMBER],
    supersedeOpenCheckout: [MEMBER],
    markRefundDue: [{ id: 'pay_1', orderId: MEMBER, amountHalere: 100 }, 'superseded', AT],
    claimDueRefund: [null, []],
    settleRefund: [{ paymentId: 'pay_1', orderId: MEMBER, amountHalere: 100, providerPaymentId: null, reason: 'superseded' }],
    refundFailed: ['pay_1', 'timeout'],
  }),
  'orders/member-tiers.queries.ts': samples(memberTiersQueries, {
    syncMemberTiers: [AT, MEMBER],
    tierHolders: [AT],
    tierMemberLimit: [3],
    lockTier: [3],
    tierHolding: [3, MEMBER, AT],
    findCurrentPaidOrder: [MEMBER, AT],
  }),
  'orders/membership.queries.ts': samples(membershipQueries, {
    insertProviderEvent: ['evt_1', 'stripe', MEMBER],
    knownPaymentIds: [['pay_1', 'pay_2']],
    insertPayment: [{ id: 'pay_1', orderId: MEMBER, amountHalere: 19900, providerPaymentId: null, paidAt: AT }],
    paymentByProviderId: [MEMBER, 'pi_1'],
    setRefunded: ['pay_1', 19900],
    generationById: [1],
    lockGenerations: [],
    updateGeneration: [1, { currentLoad: 2 }],
    setMemberGeneration: [MEMBER, 1],
    localRenewalsDue: [AT],
    endLapsedLocalOrders: [AT],
  }),
  'orders/order.queries.ts': samples(orderQueries, {
    tierById: [2],
    tierByIdOrFail: [2],
    generationOrOnSale: [null],
    latestPayment: [MEMBER],
    openCheckoutOf: [MEMBER],
    insertOrder: [{ userId: MEMBER, tierId: 2, generationId: 1, amountHalere: 19900, status: 'incomplete', provider: 'local', subscriptionScope: 'settings' }],
    newestCustomerOrder: [MEMBER],
    setCheckoutId: [MEMBER, 'cs_1'],
    orderWithTier: [MEMBER],
    ownOrder: [MEMBER, MEMBER],
    cancelUnpaidOrder: [MEMBER],
    saveOrder: [ORDER],
    lockOrder: [MEMBER],
    orderById: [MEMBER],
    setCancelAtPeriodEnd: [MEMBER],
    endReplacedOrder: [MEMBER, AT],
  }),
  'orders/provider-cancellation.queries.ts': samples(providerCancellationQueries, {
    endLiveOrders: [MEMBER, AT],
    markCancellationDue: [MEMBER, AT],
    cancellationsDue: [100],
    cancelledAtProvider: [MEMBER],
    cancellationFailed: [MEMBER, 'Error: timeout'],
  }),
  'orders/membership-plan.queries.ts': samples(membershipPlanQueries, {
    memberPayments: [MEMBER, 1],
    memberPayment: [MEMBER, 'pay_1'],
    generationNumber: [null],
    paidTiersAbove: [1],
  }),
  'orders/promo-code.queries.ts': samples(promoCodeQueries, {
    memberPromoHistory: [1, MEMBER],
    insertPromoCode: [{ code: 'JARO', discount_percent: 10, months: 1 }],
    endPromoCode: [1, AT],
    countPromoRedemption: [ORDER, AT],
    insertPromoRedemption: [ORDER, AT],
  }),
  'payouts/payout-operations.queries.ts': samples(payoutOperationsQueries, {
    pendingPayoutsOfMonth: ['2031-03'],
    assignToBatch: [1, '2031-03', undefined],
    batchPayments: [1],
    batchSummaries: [{ limit: 10 }],
    settleBatchPaid: [1, '2031-03-10'],
    settlePayoutFailed: [1, 'Účet neexistuje'],
    payoutStatus: [1],
    adminPayout: [1],
    insertBatch: [MEMBER, 'abo'],
  }),
  'payouts/payout.queries.ts': samples(payoutQueries, {
    lockedBalance: [MEMBER],
    membersDueAutoPayout: [1],
    lockedAutoPayoutMember: [MEMBER],
    insertPendingPayout: [{ userId: MEMBER, amountHalere: 50000, bankAccount: '19-2000145399/0800', note: 'Výběr', idempotencyKey: null }],
    takeFromBalance: [MEMBER, 1],
    payoutsOf: [MEMBER],
  }),
  'referrals/referral.queries.ts': samples(referralQueries, {
    lockMember: [MEMBER],
    countCodesInUse: [MEMBER],
    insertReferralCode: [MEMBER, 'KAMARAD'],
    referralPageOf: ['KAMARAD'],
    referredMembers: [MEMBER],
    referralMonths: [MEMBER, AT, 1],
  }),
  'reminders/reminder.queries.ts': samples(reminderQueries, {
    stepsDueSoon: [AT, 1],
    termsChangedSinceStart: [],
    reminderSettingsOf: [MEMBER],
    saveReminderSettings: [MEMBER, { expiring: true, renewals: true, followedTypes: ['bank'], termsChanges: true }, AT],
    expiringSoon: [AT, 24],
    renewingOn: [AT, 3],
    newFollowedBonuses: [AT],
    claimReminder: [MEMBER, 'expiring', 1, ''],
  }),
  'responsible-play/responsible-play.queries.ts': samples(responsiblePlayQueries, {
    declaredAtOf: [MEMBER],
    insertDeclaration: [MEMBER, AT],
    lockedPauseUntil: [MEMBER],
    setPauseUntil: [MEMBER, AT],
    operatorStatusesOf: [MEMBER],
    insertOperatorStatus: [MEMBER, 1, 'active', AT],
    playRecordsOf: [MEMBER],
    deleteOperatorStatusesOf: [MEMBER],
  }),
  'tiers/tier.queries.ts': samples(tierQueries, {
    generationInUse: [],
    allTiers: [],
  }),
  'users/user-account.queries.ts': samples(userAccountQueries, {
    insertMember: [
      {
        firebaseUid: 'firebase-uid',
        email: 'clen@example.cz',
        name: 'Nový člen',
        firstName: 'Jan',
        lastName: 'Novák',
        birthTimestamp: 631152000,
        pictureLink: null,
        providerId: 'password',
        tierId: 1,
        marketingConsent: false,
        approved: true,
      },
    ],
    referralCodeInUse: ['KAMARAD'],
    memberById: [MEMBER],
    insertReferral: [{ referrerId: MEMBER, referredId: MEMBER, referralCodeId: 1 }],
    updateMember: [MEMBER, { name: 'Přezdívka', autoWithdraw: false }],
    deleteMemberActivity: [MEMBER],
    retireReferralCodes: [MEMBER],
    payoutAccountsOf: [MEMBER],
    setPayoutAccount: [1, '******145399/0800'],
  }),
  'users/user-consent.queries.ts': samples(userConsentQueries, {
    recordConsents: [MEMBER, { terms: true, marketing: false }],
    currentConsents: [MEMBER],
    standingWaiver: [MEMBER],
  }),
  'users/user.queries.ts': samples(userQueries, {
    loadMemberByFirebaseUid: ['firebase-uid'],
    markSeen: [MEMBER],
    firstReferralCode: [MEMBER],
  }),
  'webhooks/webhooks.queries.ts': samples(webhooksQueries, {
    insertEventWithDeliveries: ['member.created', { id: MEMBER }],
    claimDueDeliveries: [1],
    recordAttempt: [1, { status: 'failed', statusCode: 500, error: 'HTTP 500', nextAttemptAt: AT }],
    deliveriesOfEndpoint: [1, 1],
    deleteEventsBefore: [AT, 1],
    
    allEndpoints: [],
    endpointById: [1],
    insertEndpoint: [{ url: 'https://hooks.example.cz/bonus', description: 'CRM', events: ['member.created'], secret: 'whsec_1', createdById: MEMBER, disabledAt: null }],
    saveEndpoint: [WEBHOOK_ENDPOINT],
    deleteEndpoint: [1],
  }),};
