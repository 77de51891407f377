/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new personal API token. */
export type ApiTokenInput = {
  /** 30, 90 or 365 */
  expiresInDays: number;
  /** A name to recognise the token by. */
  name: string;
  /** [read] or [read, write]; admins may add admin. */
  scopes: Array<ApiTokenScope>;
};

/** What a token may do. read: every read call; write: changes too; admin: the admin calls (admins only). */
export type ApiTokenScope =
  /** The admin calls (admins only). */
  | 'admin'
  /** Every read call. */
  | 'read'
  /** Calls that change data. */
  | 'write';

/** Twin of the POST /bank_connection body. */
export type BankConnectionInput = {
  /** The bank API: fio. */
  provider: string;
  /** The read-only token from the bank's internet banking; stored encrypted, never returned. */
  token: string;
};

/** A bank connection's state: connected or refused. */
export type BankConnectionStatus =
  /** Synced daily and on request. */
  | 'connected'
  /** The bank refused the token: nothing is fetched until a new one is pasted. */
  | 'refused';

/** How a sync ended: synced, deferred or refused. */
export type BankSyncOutcome =
  /** The bank asked to wait (its 30-second rule): the next sync fetches it. */
  | 'deferred'
  /** The bank refused the token. */
  | 'refused'
  /** What the bank sent is stored. */
  | 'synced';

/** Filters and page of the member's bonus history. */
export type BonusHistoryQueryInput = {
  /** Only these bonus types; omitted or empty: all. */
  bonusTypeFilters?: Array<BonusType> | null | undefined;
  /** The page to return, counted from 1; 1 when omitted. */
  currentPage?: number | null | undefined;
  /** 10, 20, 50 or 100 */
  itemsPerPage?: number | null | undefined;
  /** How far back; month when omitted. */
  timePeriod?: HistoryPeriod | null | undefined;
};

/** BONUS_LOCKED (tier), BONUS_MONTHLY_LIMIT (bank/casino slots), BONUS_MONTHLY_COUNT_LIMIT (premium monthly number), BONUS_MAX_RETURN (tier maximum return per month), SELF_EXCLUSION_DECLARATION_MISSING (casino: not yet declared outside the register of excluded persons) or CASINO_PAUSE (casino: the member paused casino offers) */
export type BonusLockCode =
  /** The member's tier does not include this offer. */
  | 'BONUS_LOCKED'
  /** The member reached their tier's maximum return this month. */
  | 'BONUS_MAX_RETURN'
  /** The member took the premium number of bonuses this month. */
  | 'BONUS_MONTHLY_COUNT_LIMIT'
  /** The member used their tier's bank or casino slots this month. */
  | 'BONUS_MONTHLY_LIMIT'
  /** A casino offer while the member has paused casino offers. */
  | 'CASINO_PAUSE'
  /** A casino offer before the member declared they are not in the register of excluded persons. */
  | 'SELF_EXCLUSION_DECLARATION_MISSING';

/** The kind of bonus: bank, slot, live or registration. */
export type BonusType =
  /** A bank's offer for opening and using an account. */
  | 'bank'
  /** A live casino offer. */
  | 'live'
  /** An offer for registering with an operator. */
  | 'registration'
  /** A casino offer played on slot machines. */
  | 'slot';

/** The terms of any casino offer with the game’s RTP (percent) and volatility (low, medium, high; medium when left out). */
export type BonusValueInput = {
  /** The bonus credited, Kč. */
  bonusAmount: number;
  /** How much of a stake counts towards the wagering, percent. */
  contributionPercent: number;
  /** The deposit, Kč. */
  deposit: number;
  /** The largest stake allowed while wagering, Kč. */
  maxBet: number;
  /** The most that may be withdrawn, Kč; null for no limit. */
  maxCashout?: number | null | undefined;
  /** The game's return to player, percent. */
  rtp: number;
  /** The game's volatility: low, medium or high; medium when left out. */
  volatility?: string | null | undefined;
  /** What the multiplier applies to: bonus or deposit_and_bonus. */
  wageringBase: string;
  /** How many times the wagering base must be staked. */
  wageringMultiplier: number;
};

/** What a company is: bank or casino. */
export type CompanyKind =
  /** A bank. */
  | 'bank'
  /** A casino operator. */
  | 'casino';

/** A completed bonus and what it earned. */
export type CompleteBonusInput = {
  /** The bonus's id. */
  bonusId: number;
  /** Confirms an amount far above the expected value (it then waits for an admin review before counting publicly). */
  confirmUnusual?: boolean | null | undefined;
  /** The member's note. */
  note?: string | null | undefined;
  /** Whole Kč; may be negative. */
  reachedProfit: number;
};

/** A new subscription order for a tier. */
export type CreateOrderInput = {
  /** Waives the 14-day withdrawal for this purchase (§ 1837 písm. l) NOZ); without it the waiver given at registration counts. */
  digitalContentWaiver?: boolean | null | undefined;
  /** A promo code (registration only). */
  promoCode?: string | null | undefined;
  /** Where the order starts. */
  subscriptionScope: SubscriptionScope;
  /** The id of the tier ordered. */
  tierId: number;
};

/** Why the member may not claim an offer: a code of the error catalogue. */
export type EligibilityReasonCode =
  /** The offer ends before the day the other reasons lift: no reminder can be set. */
  | 'ELIGIBILITY_AFTER_OFFER_END'
  /** The member's age is outside the offer's range. */
  | 'ELIGIBILITY_AGE'
  /** The member has already claimed this offer. */
  | 'ELIGIBILITY_ALREADY_CLAIMED'
  /** The member has or had an account with the operator. */
  | 'ELIGIBILITY_EXISTING_CLIENT'
  /** The member had an account with the operator within the offer's window. */
  | 'ELIGIBILITY_RECENT_ACCOUNT'
  /** The member's standing with the operator rules bonuses out. */
  | 'OPERATOR_RESTRICTED';

/** What an eligibility rule checks: no_account_within, never_account, age or once_per_person. */
export type EligibilityRuleKind =
  /** The member's age must be within min and max. */
  | 'age'
  /** The member must never have had an account with the company. */
  | 'never_account'
  /** The member must not have had an account with the company within the last months. */
  | 'no_account_within'
  /** Each member may claim the offer once. */
  | 'once_per_person';

/** How much a game's results swing. */
export type GameVolatility =
  /** Rare, large wins. */
  | 'high'
  /** Frequent, small wins. */
  | 'low'
  /** Between low and high. */
  | 'medium';

/** How far back a list of results reaches: week, month, year or all. */
export type HistoryPeriod =
  /** Everything. */
  | 'all'
  /** The last month. */
  | 'month'
  /** The last 7 days. */
  | 'week'
  /** The last 12 months. */
  | 'year';

/** An account the member holds or held at a bank or casino. */
export type MemberAccountCreateInput = {
  /** Unix seconds; omitted or null while open. */
  closedTimestamp?: number | null | undefined;
  /** The id of the bank or casino. */
  companyId: number;
  /** Unix seconds. */
  openedTimestamp: number;
};

/** How the account was recorded. manual: by the member; bonus: when the member finished an offer of that company. */
export type MemberAccountSource =
  /** Recorded when the member finished an offer of that company. */
  | 'bonus'
  /** Recorded by the member. */
  | 'manual';

/** Only the dates given change; closedTimestamp null reopens the account. */
export type MemberAccountUpdateInput = {
  /** Unix seconds; null reopens the account, omitted keeps it. */
  closedTimestamp?: number | null | undefined;
  /** The record's id. */
  id: number;
  /** Unix seconds; omitted keeps it. */
  openedTimestamp?: number | null | undefined;
};

/** The member's standing with an operator: active, bonus_restricted, stake_limited, closed or self_excluded. */
export type OperatorStatus =
  /** An ordinary account. */
  | 'active'
  /** The operator no longer gives the member bonuses. */
  | 'bonus_restricted'
  /** The account is closed. */
  | 'closed'
  /** The member excluded themselves at the operator. */
  | 'self_excluded'
  /** The operator limited the member's stakes. */
  | 'stake_limited';

/** The member's standing with an operator since a day. */
export type OperatorStatusInput = {
  /** The operator's company id. */
  companyId: number;
  /** Unix seconds. */
  sinceTimestamp: number;
  /** The standing. */
  status: OperatorStatus;
};

/** Which page of a list to return. */
export type PageInput = {
  /** The page, counted from 1; 1 when omitted. */
  currentPage?: number | null | undefined;
  /** Entries per page: 10, 20, 50 or 100; 20 when omitted. */
  itemsPerPage?: number | null | undefined;
};

/** A payout's state: pending until the bank pays it, then paid, or failed when it came back. */
export type PayoutStatus =
  /** The bank returned it; the amount went back on the member's balance. */
  | 'failed'
  /** The bank paid it. */
  | 'paid'
  /** Waiting for the bank. */
  | 'pending';

/** The registration of the signed-in Firebase account as a member. */
export type RegisterUserInput = {
  /** Required: 18 or older. */
  ageConfirmed?: boolean | null | undefined;
  /** Unix seconds. */
  birthTimestamp: number;
  /** Required: access at once, waiving the 14-day withdrawal (§ 1837 písm. l) NOZ). */
  digitalContentWaiver?: boolean | null | undefined;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** Required: earnings are not guaranteed, deposits may be lost. */
  lostGuarantee?: boolean | null | undefined;
  /** Wants newsletters and news of bonuses by e-mail. */
  marketingConsent?: boolean | null | undefined;
  /** Nickname. */
  name: string;
  /** The code of the member who invited them; null for none. */
  referralCode?: string | null | undefined;
  /** Required: the terms in force (TERMS_VERSION). */
  termsAccepted?: boolean | null | undefined;
};

/** A highlight an admin puts on a bonus. */
export type SpecialMark =
  /** Marked VIP. */
  | 'VIP'
  /** An exceptional offer. */
  | 'exceptional'
  /** Recommended by the admins. */
  | 'recommended';

/** How many months a chart shows: half_year (6) or year (12). */
export type StatsPeriod =
  /** The last 6 months. */
  | 'half_year'
  /** The last 12 months. */
  | 'year';

/** Where an order starts: registration or settings. */
export type SubscriptionScope =
  /** The tier chosen while registering. */
  | 'registration'
  /** A change of tier in the settings. */
  | 'settings';

/** What a transaction is: card_payment, transfer_in, transfer_out, own_transfer, cash_withdrawal, cash_deposit, fee or other. */
export type TransactionKind =
  /** A card payment. */
  | 'card_payment'
  /** Cash paid in at an ATM or counter. */
  | 'cash_deposit'
  /** Cash taken out at an ATM or counter. */
  | 'cash_withdrawal'
  /** A fee the bank charged. */
  | 'fee'
  /** Anything else. */
  | 'other'
  /** A transfer between the member's own accounts. */
  | 'own_transfer'
  /** A transfer coming in. */
  | 'transfer_in'
  /** A transfer going out. */
  | 'transfer_out';

/** Changes to the signed-in member's profile; omitted fields stay as they are. */
export type UpdateUserInput = {
  /** Pay out referral earnings automatically. */
  autoWithdraw?: boolean | null | undefined;
  /** Empty removes the saved account. */
  bankAccount?: string | null | undefined;
  /** Only the signed-in account's e-mail: syncs the record after a change in Firebase. */
  email?: string | null | undefined;
  /** Wants newsletters and news of bonuses by e-mail. */
  marketingConsent?: boolean | null | undefined;
  /** Nickname. */
  name?: string | null | undefined;
};

export type RegisterUserMutationVariables = Exact<{
  input: RegisterUserInput;
}>;


export type RegisterUserMutation = { registerUser: { id: string, name: string, fullName: string, email: string | null, admin: boolean, providerId: string, pictureLink: string | null, marketingConsent: boolean, casinoPauseUntil: number | null, tier: { id: number, name: string, code: string }, activeOrder: { id: string, status: string, expirationTimestamp: number | null, amount: number, cancelAtPeriodEnd: boolean } | null } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type PromoCodeQueryVariables = Exact<{
  code: string;
}>;


export type PromoCodeQuery = { promoCode: { code: string, discountPercent: number, months: number } };

export type RegistrationStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationStatusQuery = { registrationStatus: string };

export type ReferralPageQueryVariables = Exact<{
  referralCode: string;
}>;


export type ReferralPageQuery = { referralPage: { referencerName: string, referralCode: string } };

export type SendReferralEmailMutationVariables = Exact<{
  email: string;
  referralCode: string;
}>;


export type SendReferralEmailMutation = { sendReferralEmail: boolean };

export type BonusHistoryQueryVariables = Exact<{
  input?: BonusHistoryQueryInput | null | undefined;
}>;


export type BonusHistoryQuery = { bonusHistory: { totalCount: number, currentPage: number, itemsPerPage: number, items: Array<{ id: string, note: string, reachedProfit: number, creationTimestamp: number, bonus: { id: number, name: string, bonusType: BonusType, expectedValue: number, companyName: string } }>, totals: { reachedProfit: number, expectedValue: number } } };

export type UpdateBonusHistoryEntryMutationVariables = Exact<{
  id: number;
  reachedProfit: number;
  note?: string | null | undefined;
  confirmUnusual?: boolean | null | undefined;
}>;


export type UpdateBonusHistoryEntryMutation = { updateBonusHistoryEntry: { id: string, note: string, reachedProfit: number, creationTimestamp: number, bonus: { id: number, name: string, bonusType: BonusType, expectedValue: number, companyName: string } } };

export type ReturnBonusMutationVariables = Exact<{
  historyId: number;
}>;


export type ReturnBonusMutation = { returnBonus: boolean };

export type OfferValuesQueryVariables = Exact<{
  bonusId: number;
}>;


export type OfferValuesQuery = { offerValues: Array<{ game: { id: number, name: string, rtp: number, volatility: GameVolatility }, value: { wageringTotal: number, expectedLoss: number, expectedValue: number, standardError: number, bustProbability: number, stakePerSpin: number, headline: string, playAssumption: string, p10: number, p90: number, rtp: number, distribution: Array<{ from: number, to: number, share: number }> } }> };

export type BonusesQueryVariables = Exact<{ [key: string]: never; }>;


export type BonusesQuery = { bonuses: Array<{ id: number, name: string, description: string, startTimestamp: number, endTimestamp: number, expectedValue: number, neededCapital: number, specialMark: SpecialMark | null, urlBonusConditions: string, urlLink: string, riskRate: number, bonusTypeName: BonusType, stepIdx: number, termsVersion: number, startedTermsVersion: number | null, startedTimestamp: number | null, termsChanged: boolean, stepList: Array<{ id: number, title: string, subtitle: string, description: string, icon: string, order: number, category: string, deadlineDays: number | null, requirement: { kind: string, count: number | null, minAmount: number, withinDays: number } | null }>, company: { id: number, name: string }, games: Array<{ id: number, name: string, gameStudio: string, rtp: number, volatility: GameVolatility, urlLink: string }>, lock: { code: BonusLockCode, message: string, upgradable: boolean } | null, eligibility: { eligible: boolean, remindTimestamp: number | null, reasons: Array<{ code: EligibilityReasonCode, message: string, eligibleFrom: number | null }> }, eligibilityRules: Array<{ kind: EligibilityRuleKind, companyId: number | null, months: number | null, min: number | null, max: number | null }>, deadlines: { nextDueTimestamp: number | null, overdue: boolean, steps: Array<{ dueTimestamp: number | null, missed: boolean }> } | null, requirementProgress: Array<{ done: number, needed: number, met: boolean, remainingDays: number, counted: Array<{ id: number, bookedTimestamp: number, amount: number, counterparty: string | null }> } | null> | null, earningsStats: { n: number, median: number, p25: number, p75: number } | null }> };

export type RecordBonusProgressMutationVariables = Exact<{
  bonusId: number;
  stepIdx: number;
}>;


export type RecordBonusProgressMutation = { recordBonusProgress: { bonusId: number, stepIdx: number } };

export type HideBonusMutationVariables = Exact<{
  id: number;
}>;


export type HideBonusMutation = { hideBonus: number };

export type CompleteBonusMutationVariables = Exact<{
  input: CompleteBonusInput;
}>;


export type CompleteBonusMutation = { completeBonus: { id: string, note: string, reachedProfit: number, creationTimestamp: number, bonus: { id: number, name: string, bonusType: BonusType, expectedValue: number, companyName: string } } };

export type RemindWhenEligibleMutationVariables = Exact<{
  bonusId: number;
}>;


export type RemindWhenEligibleMutation = { remindWhenEligible: number };

export type ForgetEligibilityReminderMutationVariables = Exact<{
  bonusId: number;
}>;


export type ForgetEligibilityReminderMutation = { forgetEligibilityReminder: boolean };

export type BonusTermsQueryVariables = Exact<{
  bonusId: number;
}>;


export type BonusTermsQuery = { bonusTerms: Array<{ version: number, createdTimestamp: number, changes: Array<{ field: string, before: string | null, after: string | null }> }> };

export type CompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompaniesQuery = { companies: Array<{ id: number, name: string }> };

export type DeclareCasinoSelfExclusionMutationVariables = Exact<{ [key: string]: never; }>;


export type DeclareCasinoSelfExclusionMutation = { declareCasinoSelfExclusion: { declaredAt: number } };

export type BonusValueQueryVariables = Exact<{
  input: BonusValueInput;
}>;


export type BonusValueQuery = { bonusValue: { wageringTotal: number, expectedLoss: number, expectedValue: number, standardError: number, bustProbability: number, stakePerSpin: number, headline: string, playAssumption: string, p10: number, p90: number, rtp: number, distribution: Array<{ from: number, to: number, share: number }> } };

export type InvestmentCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type InvestmentCategoriesQuery = { investmentCategories: Array<{ id: number, name: string, color: string, subtitle: string, shortDescription: string, description: string, prosList: Array<string>, consList: Array<string>, avgExpectedReturn: number, avgRiskRate: number }> };

export type InvestmentsQueryVariables = Exact<{
  investmentCategoryId: number;
}>;


export type InvestmentsQuery = { investments: Array<{ id: number, companyName: string, name: string, description: string, prosList: Array<string>, consList: Array<string>, expectedReturn: number, investHorizontId: number, neededCapital: number, riskRate: number, urlLink: string, recommended: boolean, stepList: Array<{ title: string, description: string }> }> };

export type BonusStatsQueryVariables = Exact<{
  timePeriod?: StatsPeriod | null | undefined;
}>;


export type BonusStatsQuery = { bonusHistoryStats: Array<{ month: string, reachedProfit: number, successRate: number, bonuses: number }> };

export type EarningsSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type EarningsSummaryQuery = { referralRewardsTotal: number, me: { id: string, bonusRevenue: number, potentialBonusRevenue: number, bonusHistoryLen: number } };

export type RiskOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type RiskOverviewQuery = { riskOverview: { capitalTiedUp: number, averageRisk: number | null, monthReturn: number, maxMonthReturn: number, monthReturnPercent: number, returnLevel: string, capitalByRisk: Array<{ riskRate: number, capital: number }>, startedBonuses: Array<{ id: number, name: string, neededCapital: number, riskRate: number, endTimestamp: number }> } };

export type UpcomingDeadlinesQueryVariables = Exact<{ [key: string]: never; }>;


export type UpcomingDeadlinesQuery = { bonuses: Array<{ id: number, name: string, stepIdx: number, stepList: Array<{ id: number, title: string }>, deadlines: { nextDueTimestamp: number | null, overdue: boolean, steps: Array<{ dueTimestamp: number | null, missed: boolean }> } | null }> };

export type ReferralsQueryVariables = Exact<{
  referredPage?: PageInput | null | undefined;
  payoutsPage?: PageInput | null | undefined;
}>;


export type ReferralsQuery = { referralRewardsTotal: number, me: { balance: number, paidOut: number, id: string, bankAccount: string | null, autoWithdraw: boolean, tier: { id: number, referralReward: number } }, referralCodes: Array<{ id: number, code: string, inUse: boolean, creationTimestamp: number }>, referredUsers: { totalCount: number, itemsPerPage: number, items: Array<{ name: string, creationTimestamp: number, tierName: string, referencerReward: number }> }, transactions: { totalCount: number, itemsPerPage: number, items: Array<{ id: number, amount: number, creationTimestamp: number, note: string, transStatusName: string, status: PayoutStatus, bankAccount: string }>, totals: { pending: number, paid: number, failed: number } } };

export type ReferralCodeFieldsFragment = { id: number, code: string, inUse: boolean, creationTimestamp: number };

export type TransactionFieldsFragment = { id: number, amount: number, creationTimestamp: number, note: string, transStatusName: string, status: PayoutStatus, bankAccount: string };

export type TransactionStatsQueryVariables = Exact<{
  timePeriod?: StatsPeriod | null | undefined;
}>;


export type TransactionStatsQuery = { transactionStats: Array<{ month: string, reward: number, paidOut: number }> };

export type CreateReferralCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateReferralCodeMutation = { createReferralCode: { id: number, code: string, inUse: boolean, creationTimestamp: number } };

export type WithdrawMutationVariables = Exact<{
  amount: number;
  bankAccount: string;
}>;


export type WithdrawMutation = { withdraw: { id: number, amount: number, creationTimestamp: number, note: string, transStatusName: string, status: PayoutStatus, bankAccount: string } };

export type PayoutSettingsFieldsFragment = { id: string, bankAccount: string | null, autoWithdraw: boolean };

export type UpdatePayoutSettingsMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdatePayoutSettingsMutation = { updateUser: { id: string, bankAccount: string | null, autoWithdraw: boolean } };

export type MinWithdrawalQueryVariables = Exact<{ [key: string]: never; }>;


export type MinWithdrawalQuery = { minWithdrawal: number };

export type MonthFieldsFragment = { month: string, completedCount: number, earnings: number, successRate: number, referralIncome: number, payouts: number, earningsByType: Array<{ type: string, count: number, earnings: number }> };

export type MonthlyReportQueryVariables = Exact<{
  month?: string | null | undefined;
}>;


export type MonthlyReportQuery = { monthlyReport: { current: { month: string, completedCount: number, earnings: number, successRate: number, referralIncome: number, payouts: number, earningsByType: Array<{ type: string, count: number, earnings: number }> }, previous: { month: string, completedCount: number, earnings: number, successRate: number, referralIncome: number, payouts: number, earningsByType: Array<{ type: string, count: number, earnings: number }> }, change: { completedCount: number, earnings: number, successRate: number, referralIncome: number, payouts: number }, taxPosition: { year: number, gamblingLimit: number, gambling: Array<{ gameType: string, net: number }>, otherIncome: { total: number, limit: number, note: string }, warnings: Array<{ code: string, message: string }>, sources: Array<{ rule: string, law: string, url: string, publishedOn: string | null, checkedOn: string }> } } };

export type TaxReportQueryVariables = Exact<{
  year: number;
}>;


export type TaxReportQuery = { taxReport: { year: number, entryCount: number, summary: { year: number, gamblingLimit: number, gambling: Array<{ gameType: string, net: number }>, otherIncome: { total: number, limit: number, note: string }, warnings: Array<{ code: string, message: string }>, sources: Array<{ rule: string, law: string, url: string, publishedOn: string | null, checkedOn: string }> } } };

export type TaxReportCsvQueryVariables = Exact<{
  year: number;
}>;


export type TaxReportCsvQuery = { taxReportCsv: string };

export type TaxReportPdfQueryVariables = Exact<{
  year: number;
}>;


export type TaxReportPdfQuery = { taxReportPdf: string };

export type RankedBonusFieldsFragment = { id: number, name: string, expectedValue: number, neededCapital: number, hours: number, valuePerHour: number, valuePerCzk: number | null, endTimestamp: number };

export type WeeklyAnalysisQueryVariables = Exact<{ [key: string]: never; }>;


export type WeeklyAnalysisQuery = { weeklyAnalysis: { minutesPerStep: number, byHour: Array<{ id: number, name: string, expectedValue: number, neededCapital: number, hours: number, valuePerHour: number, valuePerCzk: number | null, endTimestamp: number }>, byCapital: Array<{ id: number, name: string, expectedValue: number, neededCapital: number, hours: number, valuePerHour: number, valuePerCzk: number | null, endTimestamp: number }>, expiringThisWeek: Array<{ id: number, name: string, expectedValue: number, neededCapital: number, hours: number, valuePerHour: number, valuePerCzk: number | null, endTimestamp: number }> } };

export type MemberAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberAccountsQuery = { memberAccounts: Array<{ id: number, openedAt: number, closedAt: number | null, source: MemberAccountSource, company: { id: number, name: string } }>, companies: Array<{ id: number, name: string }> };

export type CreateMemberAccountMutationVariables = Exact<{
  input: MemberAccountCreateInput;
}>;


export type CreateMemberAccountMutation = { createMemberAccount: { id: number } };

export type UpdateMemberAccountMutationVariables = Exact<{
  input: MemberAccountUpdateInput;
}>;


export type UpdateMemberAccountMutation = { updateMemberAccount: { id: number } };

export type DeleteMemberAccountMutationVariables = Exact<{
  id: number;
}>;


export type DeleteMemberAccountMutation = { deleteMemberAccount: boolean };

export type BankConnectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BankConnectionsQuery = { bankConnections: Array<{ id: number, provider: string, account: string, status: BankConnectionStatus, statusMessage: string | null, connectedAt: number, lastSyncedAt: number | null }> };

export type ConnectBankMutationVariables = Exact<{
  input: BankConnectionInput;
}>;


export type ConnectBankMutation = { connectBank: { outcome: BankSyncOutcome, message: string | null, imported: number, duplicates: number, connection: { id: number, account: string } } };

export type SyncBankConnectionMutationVariables = Exact<{
  id: number;
}>;


export type SyncBankConnectionMutation = { syncBankConnection: { outcome: BankSyncOutcome, message: string | null, imported: number, duplicates: number, connection: { id: number, account: string } } };

export type RemoveBankConnectionMutationVariables = Exact<{
  id: number;
}>;


export type RemoveBankConnectionMutation = { removeBankConnection: boolean };

export type PauseCasinosMutationVariables = Exact<{
  days: number;
}>;


export type PauseCasinosMutation = { pauseCasinos: { until: number } };

export type OperatorStatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type OperatorStatusesQuery = { operatorStatuses: Array<{ id: number, companyId: number, companyName: string, status: OperatorStatus, since: number, recordedAt: number }>, companies: Array<{ id: number, name: string, kind: CompanyKind | null }> };

export type RecordOperatorStatusMutationVariables = Exact<{
  input: OperatorStatusInput;
}>;


export type RecordOperatorStatusMutation = { recordOperatorStatus: { id: number } };

export type MembershipPlanQueryVariables = Exact<{ [key: string]: never; }>;


export type MembershipPlanQuery = { membershipPlan: { tierId: number, tierName: string, monthlyPrice: number, generationNumber: number | null, paymentMethod: string | null, billing: { kind: string, timestamp: number | null, amount: number | null }, payments: Array<{ id: string, paidTimestamp: number, description: string, amount: number, refunded: number }>, upgradePrices: Array<{ tierId: number, monthlyPrice: number }> } };

export type MembershipReceiptPdfQueryVariables = Exact<{
  paymentId: string | number;
}>;


export type MembershipReceiptPdfQuery = { membershipReceiptPdf: string };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { id: string, name: string, fullName: string, email: string | null, admin: boolean, providerId: string, pictureLink: string | null, marketingConsent: boolean, casinoPauseUntil: number | null, tier: { id: number, name: string, code: string }, activeOrder: { id: string, status: string, expirationTimestamp: number | null, amount: number, cancelAtPeriodEnd: boolean } | null } };

export type DeleteUserMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteUserMutation = { deleteUser: boolean };

export type ConsentsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsentsQuery = { consents: Array<{ kind: string, label: string, granted: boolean, termsVersion: string, recordedTimestamp: number }> };

export type OrderManagingUrlQueryVariables = Exact<{
  redirectionUrl: string;
}>;


export type OrderManagingUrlQuery = { orderManagingUrl: string };

export type CalendarFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeedQuery = { calendarFeedUrl: string | null };

export type CreateCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateCalendarFeedMutation = { createCalendarFeed: string };

export type RevokeCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeCalendarFeedMutation = { revokeCalendarFeed: boolean };

export type ReminderSettingsFieldsFragment = { expiring: boolean, renewals: boolean, followedTypes: Array<BonusType>, termsChanges: boolean };

export type ReminderSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReminderSettingsQuery = { reminderSettings: { expiring: boolean, renewals: boolean, followedTypes: Array<BonusType>, termsChanges: boolean } };

export type SaveReminderSettingsMutationVariables = Exact<{
  expiring: boolean;
  renewals: boolean;
  followedTypes: Array<BonusType> | BonusType;
  termsChanges: boolean;
}>;


export type SaveReminderSettingsMutation = { saveReminderSettings: { expiring: boolean, renewals: boolean, followedTypes: Array<BonusType>, termsChanges: boolean } };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { apiTokens: Array<{ id: number, name: string, scopes: Array<ApiTokenScope>, secretStart: string, createdAt: number, lastUsedAt: number | null, expiresAt: number }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: ApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { secret: string, token: { id: number } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: boolean };

export type BankStatementsQueryVariables = Exact<{ [key: string]: never; }>;


export type BankStatementsQuery = { bankStatements: Array<{ id: number, format: string, account: string, from: number, to: number, entryCount: number, importedCount: number, importedAt: number }> };

export type BankTransactionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BankTransactionsQuery = { bankTransactions: Array<{ id: number, statementId: number, account: string, bookedTimestamp: number, amount: number, kind: TransactionKind, counterparty: string | null, description: string, gambling: boolean, countsFor: Array<{ bonusId: number, counts: boolean, reason: string | null }> }> };

export type StatementOfferNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type StatementOfferNamesQuery = { bonuses: Array<{ id: number, name: string }> };

export type DeleteBankStatementMutationVariables = Exact<{
  id: number;
}>;


export type DeleteBankStatementMutation = { deleteBankStatement: boolean };

export type AdminSignInTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminSignInTokenMutation = { adminSignInToken: string };

export type MeFieldsFragment = { id: string, name: string, fullName: string, email: string | null, admin: boolean, providerId: string, pictureLink: string | null, marketingConsent: boolean, casinoPauseUntil: number | null, tier: { id: number, name: string, code: string }, activeOrder: { id: string, status: string, expirationTimestamp: number | null, amount: number, cancelAtPeriodEnd: boolean } | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string, fullName: string, email: string | null, admin: boolean, providerId: string, pictureLink: string | null, marketingConsent: boolean, casinoPauseUntil: number | null, tier: { id: number, name: string, code: string }, activeOrder: { id: string, status: string, expirationTimestamp: number | null, amount: number, cancelAtPeriodEnd: boolean } | null } };

export type DeleteUnregisteredAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteUnregisteredAccountMutation = { deleteUnregisteredAccount: boolean };

export type HistoryEntryFieldsFragment = { id: string, note: string, reachedProfit: number, creationTimestamp: number, bonus: { id: number, name: string, bonusType: BonusType, expectedValue: number, companyName: string } };

export type BonusValueFiguresFragment = { wageringTotal: number, expectedLoss: number, expectedValue: number, standardError: number, bustProbability: number, stakePerSpin: number, headline: string, playAssumption: string, p10: number, p90: number, rtp: number, distribution: Array<{ from: number, to: number, share: number }> };

export type OrderFieldsFragment = { id: string, amount: number, nextPaymentAmount: number, promoPercent: number, promoMonths: number, status: string, tierId: number };

export type CreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CreateOrderMutation = { createOrder: { id: string, amount: number, nextPaymentAmount: number, promoPercent: number, promoMonths: number, status: string, tierId: number } };

export type OrderQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderQuery = { order: { id: string, amount: number, nextPaymentAmount: number, promoPercent: number, promoMonths: number, status: string, tierId: number } };

export type OrderStatusQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderStatusQuery = { orderStatus: string };

export type OrderPaywallUrlQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderPaywallUrlQuery = { orderPaywallUrl: string };

export type TaxPositionFieldsFragment = { year: number, gamblingLimit: number, gambling: Array<{ gameType: string, net: number }>, otherIncome: { total: number, limit: number, note: string }, warnings: Array<{ code: string, message: string }>, sources: Array<{ rule: string, law: string, url: string, publishedOn: string | null, checkedOn: string }> };

export type TaxSummaryQueryVariables = Exact<{
  year: number;
}>;


export type TaxSummaryQuery = { taxSummary: { year: number, gamblingLimit: number, gambling: Array<{ gameType: string, net: number }>, otherIncome: { total: number, limit: number, note: string }, warnings: Array<{ code: string, message: string }>, sources: Array<{ rule: string, law: string, url: string, publishedOn: string | null, checkedOn: string }> } };

export const ReferralCodeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}}]} as unknown as DocumentNode<ReferralCodeFieldsFragment, unknown>;
export const TransactionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"transStatusName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}}]}}]} as unknown as DocumentNode<TransactionFieldsFragment, unknown>;
export const PayoutSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"autoWithdraw"}}]}}]} as unknown as DocumentNode<PayoutSettingsFieldsFragment, unknown>;
export const MonthFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonthFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonthSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"earningsByType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"referralIncome"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"}}]}}]} as unknown as DocumentNode<MonthFieldsFragment, unknown>;
export const RankedBonusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RankedBonusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RankedBonus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"valuePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"valuePerCzk"}},{"kind":"Field","name":{"kind":"Name","value":"endTimestamp"}}]}}]} as unknown as DocumentNode<RankedBonusFieldsFragment, unknown>;
export const ReminderSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReminderSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiring"}},{"kind":"Field","name":{"kind":"Name","value":"renewals"}},{"kind":"Field","name":{"kind":"Name","value":"followedTypes"}},{"kind":"Field","name":{"kind":"Name","value":"termsChanges"}}]}}]} as unknown as DocumentNode<ReminderSettingsFieldsFragment, unknown>;
export const MeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}},{"kind":"Field","name":{"kind":"Name","value":"pictureLink"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"casinoPauseUntil"}},{"kind":"Field","name":{"kind":"Name","value":"tier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}}]}}]} as unknown as DocumentNode<MeFieldsFragment, unknown>;
export const HistoryEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BonusHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bonusType"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reachedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}}]} as unknown as DocumentNode<HistoryEntryFieldsFragment, unknown>;
export const BonusValueFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BonusValueFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BonusValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wageringTotal"}},{"kind":"Field","name":{"kind":"Name","value":"expectedLoss"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"standardError"}},{"kind":"Field","name":{"kind":"Name","value":"bustProbability"}},{"kind":"Field","name":{"kind":"Name","value":"stakePerSpin"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"playAssumption"}},{"kind":"Field","name":{"kind":"Name","value":"p10"}},{"kind":"Field","name":{"kind":"Name","value":"p90"}},{"kind":"Field","name":{"kind":"Name","value":"rtp"}},{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}}]}}]} as unknown as DocumentNode<BonusValueFiguresFragment, unknown>;
export const OrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"promoPercent"}},{"kind":"Field","name":{"kind":"Name","value":"promoMonths"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tierId"}}]}}]} as unknown as DocumentNode<OrderFieldsFragment, unknown>;
export const TaxPositionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxPositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"gambling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gamblingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"otherIncome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"law"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOn"}}]}}]}}]} as unknown as DocumentNode<TaxPositionFieldsFragment, unknown>;
export const RegisterUserDocument = {"__meta__":{"hash":"sha256:06f091cf8a9f075ad3d71e2defecadbc61e54b4278bffecc463389bb71db67b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}},{"kind":"Field","name":{"kind":"Name","value":"pictureLink"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"casinoPauseUntil"}},{"kind":"Field","name":{"kind":"Name","value":"tier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}}]}}]} as unknown as DocumentNode<RegisterUserMutation, RegisterUserMutationVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"hash":"sha256:5ac89982dc149995bab85b93caab9976bbc3fd5994fbf4173153f8686dba9d72"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const PromoCodeDocument = {"__meta__":{"hash":"sha256:5ed22b17e0d910fa81c280b0f1e7077506c65db0b0ed005640097015da56e27a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromoCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promoCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"months"}}]}}]}}]} as unknown as DocumentNode<PromoCodeQuery, PromoCodeQueryVariables>;
export const RegistrationStatusDocument = {"__meta__":{"hash":"sha256:0e0278b4d30a24abc22052cdb26375a63263272a8f880e6c2d562848a2f23b88"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}}]}}]} as unknown as DocumentNode<RegistrationStatusQuery, RegistrationStatusQueryVariables>;
export const ReferralPageDocument = {"__meta__":{"hash":"sha256:5e7f01089660a3f5c9d62be2173fd94e63b0b25a9ba520dd906e6e70cb9a6e87"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferralPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referralCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"referralCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referralCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referencerName"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}}]}}]}}]} as unknown as DocumentNode<ReferralPageQuery, ReferralPageQueryVariables>;
export const SendReferralEmailDocument = {"__meta__":{"hash":"sha256:777b97c3ffcc94f0bd2e5007ebc48ee1f578178889ce7acb6d9daf60d39b630b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendReferralEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referralCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendReferralEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"referralCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referralCode"}}}]}]}}]} as unknown as DocumentNode<SendReferralEmailMutation, SendReferralEmailMutationVariables>;
export const BonusHistoryDocument = {"__meta__":{"hash":"sha256:fb96781fd12cc27b7c2936e444e67363da0c6f7ea99ca873dbf8ac29c638c408"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BonusHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusHistoryQueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reachedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BonusHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bonusType"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reachedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}}]} as unknown as DocumentNode<BonusHistoryQuery, BonusHistoryQueryVariables>;
export const UpdateBonusHistoryEntryDocument = {"__meta__":{"hash":"sha256:19aa0276ed5403dea1c8928179e9ee63ed76314e3931c2d36af6d9257fe93f54"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBonusHistoryEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reachedProfit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmUnusual"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBonusHistoryEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"reachedProfit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reachedProfit"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"confirmUnusual"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmUnusual"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BonusHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bonusType"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reachedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}}]} as unknown as DocumentNode<UpdateBonusHistoryEntryMutation, UpdateBonusHistoryEntryMutationVariables>;
export const ReturnBonusDocument = {"__meta__":{"hash":"sha256:ca5723e4cbfcf811fe99a970cd999a810ef0dd49cedb3b551860c31ce8602d34"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReturnBonus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"historyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"historyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"historyId"}}}]}]}}]} as unknown as DocumentNode<ReturnBonusMutation, ReturnBonusMutationVariables>;
export const OfferValuesDocument = {"__meta__":{"hash":"sha256:07a471839140f45e67b111442baf26c47905ddd92cd3f4731be286f6f24b4f55"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfferValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bonusId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rtp"}},{"kind":"Field","name":{"kind":"Name","value":"volatility"}}]}},{"kind":"Field","name":{"kind":"Name","value":"value"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BonusValueFigures"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BonusValueFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BonusValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wageringTotal"}},{"kind":"Field","name":{"kind":"Name","value":"expectedLoss"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"standardError"}},{"kind":"Field","name":{"kind":"Name","value":"bustProbability"}},{"kind":"Field","name":{"kind":"Name","value":"stakePerSpin"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"playAssumption"}},{"kind":"Field","name":{"kind":"Name","value":"p10"}},{"kind":"Field","name":{"kind":"Name","value":"p90"}},{"kind":"Field","name":{"kind":"Name","value":"rtp"}},{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}}]}}]} as unknown as DocumentNode<OfferValuesQuery, OfferValuesQueryVariables>;
export const BonusesDocument = {"__meta__":{"hash":"sha256:48a90f872965070e7a2daeb6955b5ee1fa998dc392e8a928c9d512b32d593fc4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Bonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"endTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"specialMark"}},{"kind":"Field","name":{"kind":"Name","value":"stepList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"withinDays"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"urlBonusConditions"}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}},{"kind":"Field","name":{"kind":"Name","value":"riskRate"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bonusTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"stepIdx"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gameStudio"}},{"kind":"Field","name":{"kind":"Name","value":"rtp"}},{"kind":"Field","name":{"kind":"Name","value":"volatility"}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upgradable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleFrom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remindTimestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dueTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"missed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextDueTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirementProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"met"}},{"kind":"Field","name":{"kind":"Name","value":"remainingDays"}},{"kind":"Field","name":{"kind":"Name","value":"counted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"startedTermsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"startedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"termsChanged"}},{"kind":"Field","name":{"kind":"Name","value":"earningsStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"n"}},{"kind":"Field","name":{"kind":"Name","value":"median"}},{"kind":"Field","name":{"kind":"Name","value":"p25"}},{"kind":"Field","name":{"kind":"Name","value":"p75"}}]}}]}}]}}]} as unknown as DocumentNode<BonusesQuery, BonusesQueryVariables>;
export const RecordBonusProgressDocument = {"__meta__":{"hash":"sha256:4136c5bea66b7dd7ebd54265df0bb3cf5abbcd66833830c142cc1d8b2c9f6e05"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordBonusProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stepIdx"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordBonusProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bonusId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stepIdx"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stepIdx"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusId"}},{"kind":"Field","name":{"kind":"Name","value":"stepIdx"}}]}}]}}]} as unknown as DocumentNode<RecordBonusProgressMutation, RecordBonusProgressMutationVariables>;
export const HideBonusDocument = {"__meta__":{"hash":"sha256:85e923c8a9763b535b58a777d2f0fddb562306d4721314e0a4fc63073d94a152"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HideBonus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<HideBonusMutation, HideBonusMutationVariables>;
export const CompleteBonusDocument = {"__meta__":{"hash":"sha256:a0e56eb60f2119dba3f5f06549766093d76a6afb0bfa7e65898db0a1755c5e43"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteBonus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteBonusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BonusHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bonusType"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reachedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}}]} as unknown as DocumentNode<CompleteBonusMutation, CompleteBonusMutationVariables>;
export const RemindWhenEligibleDocument = {"__meta__":{"hash":"sha256:1e95e2b40fe3331e32f474dba9bdeb50424f1f8640e4b0fd841ae617e676917e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemindWhenEligible"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remindWhenEligible"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bonusId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}}}]}]}}]} as unknown as DocumentNode<RemindWhenEligibleMutation, RemindWhenEligibleMutationVariables>;
export const ForgetEligibilityReminderDocument = {"__meta__":{"hash":"sha256:892a393e0947cf953f3108d27f660f087fae5d091ec9d4b9b8ad3817f62f004d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgetEligibilityReminder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgetEligibilityReminder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bonusId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}}}]}]}}]} as unknown as DocumentNode<ForgetEligibilityReminderMutation, ForgetEligibilityReminderMutationVariables>;
export const BonusTermsDocument = {"__meta__":{"hash":"sha256:657f69aa5e9a3937058cd6c90143a9ab5de7bd4f97f28e6be6f5b339ae2760df"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BonusTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bonusId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]} as unknown as DocumentNode<BonusTermsQuery, BonusTermsQueryVariables>;
export const CompaniesDocument = {"__meta__":{"hash":"sha256:46dd8eb601dd8fa62513ab016cc2419159ccf4ac75dc2294b2a886084580bade"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CompaniesQuery, CompaniesQueryVariables>;
export const DeclareCasinoSelfExclusionDocument = {"__meta__":{"hash":"sha256:23369189273c75136b7efb32fe7185f0acee8bede6b14d3b9e0560bf6934ec64"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclareCasinoSelfExclusion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declareCasinoSelfExclusion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declaredAt"}}]}}]}}]} as unknown as DocumentNode<DeclareCasinoSelfExclusionMutation, DeclareCasinoSelfExclusionMutationVariables>;
export const BonusValueDocument = {"__meta__":{"hash":"sha256:525054e18950e6efaa7f38ac0842cfda63502f97336cf0878998cf19c97330a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BonusValue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusValueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BonusValueFigures"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BonusValueFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BonusValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wageringTotal"}},{"kind":"Field","name":{"kind":"Name","value":"expectedLoss"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"standardError"}},{"kind":"Field","name":{"kind":"Name","value":"bustProbability"}},{"kind":"Field","name":{"kind":"Name","value":"stakePerSpin"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"playAssumption"}},{"kind":"Field","name":{"kind":"Name","value":"p10"}},{"kind":"Field","name":{"kind":"Name","value":"p90"}},{"kind":"Field","name":{"kind":"Name","value":"rtp"}},{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}}]}}]} as unknown as DocumentNode<BonusValueQuery, BonusValueQueryVariables>;
export const InvestmentCategoriesDocument = {"__meta__":{"hash":"sha256:47e835fa80225f75a52e224442c81de03993d622a3e79fd7300f238e35a6ca09"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvestmentCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investmentCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prosList"}},{"kind":"Field","name":{"kind":"Name","value":"consList"}},{"kind":"Field","name":{"kind":"Name","value":"avgExpectedReturn"}},{"kind":"Field","name":{"kind":"Name","value":"avgRiskRate"}}]}}]}}]} as unknown as DocumentNode<InvestmentCategoriesQuery, InvestmentCategoriesQueryVariables>;
export const InvestmentsDocument = {"__meta__":{"hash":"sha256:074857b2f7f22e752e532f0faffcb402b2b5ac340603c8a6af97ef44d0dea273"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Investments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"investmentCategoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"investmentCategoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"investmentCategoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prosList"}},{"kind":"Field","name":{"kind":"Name","value":"consList"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReturn"}},{"kind":"Field","name":{"kind":"Name","value":"investHorizontId"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"riskRate"}},{"kind":"Field","name":{"kind":"Name","value":"stepList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<InvestmentsQuery, InvestmentsQueryVariables>;
export const BonusStatsDocument = {"__meta__":{"hash":"sha256:803742c85f01cbcc6f8dfef43de203f409faef07819030c62c7f298e84bbeaa6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BonusStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timePeriod"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatsPeriod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusHistoryStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timePeriod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timePeriod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"reachedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"bonuses"}}]}}]}}]} as unknown as DocumentNode<BonusStatsQuery, BonusStatsQueryVariables>;
export const EarningsSummaryDocument = {"__meta__":{"hash":"sha256:4588deb343923ef994522418250bf00f333ef57b076f0a0cdbb2b3990db7ab57"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EarningsSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bonusRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"potentialBonusRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"bonusHistoryLen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralRewardsTotal"}}]}}]} as unknown as DocumentNode<EarningsSummaryQuery, EarningsSummaryQueryVariables>;
export const RiskOverviewDocument = {"__meta__":{"hash":"sha256:4ddfb66ec103fd3287573e723de621c1d0787e7a2e84c2d010440aaeb74f3e25"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capitalTiedUp"}},{"kind":"Field","name":{"kind":"Name","value":"averageRisk"}},{"kind":"Field","name":{"kind":"Name","value":"capitalByRisk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskRate"}},{"kind":"Field","name":{"kind":"Name","value":"capital"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startedBonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"riskRate"}},{"kind":"Field","name":{"kind":"Name","value":"endTimestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthReturn"}},{"kind":"Field","name":{"kind":"Name","value":"maxMonthReturn"}},{"kind":"Field","name":{"kind":"Name","value":"monthReturnPercent"}},{"kind":"Field","name":{"kind":"Name","value":"returnLevel"}}]}}]}}]} as unknown as DocumentNode<RiskOverviewQuery, RiskOverviewQueryVariables>;
export const UpcomingDeadlinesDocument = {"__meta__":{"hash":"sha256:8fde254745b01a28cd5850f567f9c4e14f9f697ff6a0fca8aa67fb5af04db47b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpcomingDeadlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stepIdx"}},{"kind":"Field","name":{"kind":"Name","value":"stepList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dueTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"missed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextDueTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]}}]}}]} as unknown as DocumentNode<UpcomingDeadlinesQuery, UpcomingDeadlinesQueryVariables>;
export const ReferralsDocument = {"__meta__":{"hash":"sha256:e49a9884bb7857cac288c3826deac7b686fc78b2d2ed35ea95752fc66cb84b43"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Referrals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referredPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payoutsPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutSettingsFields"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}},{"kind":"Field","name":{"kind":"Name","value":"tier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"referralReward"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReferralCodeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referredUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referredPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"referencerReward"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralRewardsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payoutsPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"autoWithdraw"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"transStatusName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}}]}}]} as unknown as DocumentNode<ReferralsQuery, ReferralsQueryVariables>;
export const TransactionStatsDocument = {"__meta__":{"hash":"sha256:41dcc96e1097e1fcfa862384d69ef6f2a17acc705f1dbf2bfc32ada37703c6ec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timePeriod"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatsPeriod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timePeriod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timePeriod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"reward"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}}]}}]}}]} as unknown as DocumentNode<TransactionStatsQuery, TransactionStatsQueryVariables>;
export const CreateReferralCodeDocument = {"__meta__":{"hash":"sha256:cac19bd4fd41c67ec9bb73e04298b2af9309b1570a6c5bea12d80d81ed41160b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReferralCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReferralCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReferralCodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}}]} as unknown as DocumentNode<CreateReferralCodeMutation, CreateReferralCodeMutationVariables>;
export const WithdrawDocument = {"__meta__":{"hash":"sha256:930851e0a36f0987cd6a8652697ab66a43f984e359027a24b7e5d1236827b05d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Withdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bankAccount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdraw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"bankAccount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bankAccount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"transStatusName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}}]}}]} as unknown as DocumentNode<WithdrawMutation, WithdrawMutationVariables>;
export const UpdatePayoutSettingsDocument = {"__meta__":{"hash":"sha256:bc89ce26e383c687ea2dfb13b207e184f6bb09511bdad5aebe9499d24660efc3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePayoutSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"autoWithdraw"}}]}}]} as unknown as DocumentNode<UpdatePayoutSettingsMutation, UpdatePayoutSettingsMutationVariables>;
export const MinWithdrawalDocument = {"__meta__":{"hash":"sha256:89b41aa6e963918f14c983b287e5a5e53aac648aff6020d088dc269e8982f573"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MinWithdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minWithdrawal"}}]}}]} as unknown as DocumentNode<MinWithdrawalQuery, MinWithdrawalQueryVariables>;
export const MonthlyReportDocument = {"__meta__":{"hash":"sha256:4a32f0e95a34b7f3bdddb26923a8999fa5fa3ef761a93d2967a370d34efe3b77"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthlyReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonthFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonthFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"referralIncome"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxPosition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxPositionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonthFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonthSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"earningsByType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"referralIncome"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxPositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"gambling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gamblingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"otherIncome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"law"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOn"}}]}}]}}]} as unknown as DocumentNode<MonthlyReportQuery, MonthlyReportQueryVariables>;
export const TaxReportDocument = {"__meta__":{"hash":"sha256:a91972382c7363cc2c71be1fe8cdea33ca4db29323abebc7b59ff29f64b04698"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxPositionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxPositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"gambling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gamblingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"otherIncome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"law"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOn"}}]}}]}}]} as unknown as DocumentNode<TaxReportQuery, TaxReportQueryVariables>;
export const TaxReportCsvDocument = {"__meta__":{"hash":"sha256:0d746aa82a2a0ef216009841a15e4674f8af92eccf1ef419758d33e6eaa9e97b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxReportCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxReportCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}]}]}}]} as unknown as DocumentNode<TaxReportCsvQuery, TaxReportCsvQueryVariables>;
export const TaxReportPdfDocument = {"__meta__":{"hash":"sha256:8958b50664bba79c64e8a345b53fbf7fcd10484b23f980d19835045b2ea2fbe7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxReportPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxReportPdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}]}]}}]} as unknown as DocumentNode<TaxReportPdfQuery, TaxReportPdfQueryVariables>;
export const WeeklyAnalysisDocument = {"__meta__":{"hash":"sha256:05eb7853048c75131bd6ccc9d69fb2aeac47f5998c91e935f931bc731972b172"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WeeklyAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeklyAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minutesPerStep"}},{"kind":"Field","name":{"kind":"Name","value":"byHour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RankedBonusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byCapital"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RankedBonusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiringThisWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RankedBonusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RankedBonusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RankedBonus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"valuePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"valuePerCzk"}},{"kind":"Field","name":{"kind":"Name","value":"endTimestamp"}}]}}]} as unknown as DocumentNode<WeeklyAnalysisQuery, WeeklyAnalysisQueryVariables>;
export const MemberAccountsDocument = {"__meta__":{"hash":"sha256:19f1832d7c188ae3a7bca009640b1e2d677747cd7ba6f5df42450aa7905f61e1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MemberAccountsQuery, MemberAccountsQueryVariables>;
export const CreateMemberAccountDocument = {"__meta__":{"hash":"sha256:c096f9a514d7e0e217e4c5be5ed44472a525d59d73803896bf5ed8c00c320817"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMemberAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberAccountCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMemberAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateMemberAccountMutation, CreateMemberAccountMutationVariables>;
export const UpdateMemberAccountDocument = {"__meta__":{"hash":"sha256:1a4c510540ab9ebd181e6077bb248d3d007f901f535d6c05ac3395bb06859a82"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMemberAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberAccountUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMemberAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateMemberAccountMutation, UpdateMemberAccountMutationVariables>;
export const DeleteMemberAccountDocument = {"__meta__":{"hash":"sha256:74e77846d298b5bee4a410429a0f96ecf2f569c9d25727391f83aa620b0bbd71"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMemberAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMemberAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMemberAccountMutation, DeleteMemberAccountMutationVariables>;
export const BankConnectionsDocument = {"__meta__":{"hash":"sha256:9ec36b2944d36561bc03e96790868f530300319fe4f33ef76143c4dd7c204244"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankConnections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankConnections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncedAt"}}]}}]}}]} as unknown as DocumentNode<BankConnectionsQuery, BankConnectionsQueryVariables>;
export const ConnectBankDocument = {"__meta__":{"hash":"sha256:d1869dba05a8025795f1a59720525e25459d0694726e33fcbe48fed95e2858b8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectBank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectBank"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"}},{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]}}]}}]} as unknown as DocumentNode<ConnectBankMutation, ConnectBankMutationVariables>;
export const SyncBankConnectionDocument = {"__meta__":{"hash":"sha256:6346f04ec20ac3e7b1f7ae131eae7a9c61067772a600f8104f1947c7b88c2c99"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncBankConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncBankConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"}},{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]}}]}}]} as unknown as DocumentNode<SyncBankConnectionMutation, SyncBankConnectionMutationVariables>;
export const RemoveBankConnectionDocument = {"__meta__":{"hash":"sha256:3b3c2763a7f9e7111c79d86c9de568a75891cf1f4b2c123b21bbb09461c34487"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBankConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBankConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveBankConnectionMutation, RemoveBankConnectionMutationVariables>;
export const PauseCasinosDocument = {"__meta__":{"hash":"sha256:7fc6ac56bc1d3f5b8af83700e061f06ee83ebd5052aa65ef1f8d700b60a7203f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseCasinos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseCasinos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"until"}}]}}]}}]} as unknown as DocumentNode<PauseCasinosMutation, PauseCasinosMutationVariables>;
export const OperatorStatusesDocument = {"__meta__":{"hash":"sha256:2f73225361d90efa42dc2e031b27dc89d5261f1a639b2311334f212287e5f824"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OperatorStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operatorStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<OperatorStatusesQuery, OperatorStatusesQueryVariables>;
export const RecordOperatorStatusDocument = {"__meta__":{"hash":"sha256:af8213b712e0dabb322755e5c301f9d11a83726026b50f4712953d3e4b481244"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordOperatorStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OperatorStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordOperatorStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RecordOperatorStatusMutation, RecordOperatorStatusMutationVariables>;
export const MembershipPlanDocument = {"__meta__":{"hash":"sha256:09a091415ca7107259a54487b73bb2567713cbcc6b41a72c9f14cd7fd1f15fb8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tierId"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"generationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paidTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upgradePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tierId"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}}]}}]}}]}}]} as unknown as DocumentNode<MembershipPlanQuery, MembershipPlanQueryVariables>;
export const MembershipReceiptPdfDocument = {"__meta__":{"hash":"sha256:91c5c9670d58c1728c13fbab2b728a6c08546834bf2165f9e52370d28841f316"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipReceiptPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipReceiptPdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}]}]}}]} as unknown as DocumentNode<MembershipReceiptPdfQuery, MembershipReceiptPdfQueryVariables>;
export const UpdateUserDocument = {"__meta__":{"hash":"sha256:e365ea2470f276c37ec9176149248afe7889609001391f3c2252e8d58cebdbc0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}},{"kind":"Field","name":{"kind":"Name","value":"pictureLink"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"casinoPauseUntil"}},{"kind":"Field","name":{"kind":"Name","value":"tier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = {"__meta__":{"hash":"sha256:76577d1aca323ac267f18478f208a56cabb58ef148acd0570a65dd0261bed636"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"}}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const ConsentsDocument = {"__meta__":{"hash":"sha256:ff41a9e00d18b651116542ae2fc10323fb286a64161a2dda1800cbf350d10516"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"recordedTimestamp"}}]}}]}}]} as unknown as DocumentNode<ConsentsQuery, ConsentsQueryVariables>;
export const OrderManagingUrlDocument = {"__meta__":{"hash":"sha256:c7caf6e8277e61407753dc88ca0f411bbb87284a38b04dac54f83ffd5dac0f04"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderManagingUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectionUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderManagingUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"redirectionUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectionUrl"}}}]}]}}]} as unknown as DocumentNode<OrderManagingUrlQuery, OrderManagingUrlQueryVariables>;
export const CalendarFeedDocument = {"__meta__":{"hash":"sha256:b01d200a3c10155fa3ae203345efd6ff09441f78ec9b9c4be149b715271dee22"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarFeedUrl"}}]}}]} as unknown as DocumentNode<CalendarFeedQuery, CalendarFeedQueryVariables>;
export const CreateCalendarFeedDocument = {"__meta__":{"hash":"sha256:7571e26cbb5e0fe7368d88b737aeab88bd84c58786106bc0eafe4f88b88175dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCalendarFeed"}}]}}]} as unknown as DocumentNode<CreateCalendarFeedMutation, CreateCalendarFeedMutationVariables>;
export const RevokeCalendarFeedDocument = {"__meta__":{"hash":"sha256:3f45501530e0d34279ec5570e0c8372cc6bc8a37f9e0618cc8925d6c11c2f74b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCalendarFeed"}}]}}]} as unknown as DocumentNode<RevokeCalendarFeedMutation, RevokeCalendarFeedMutationVariables>;
export const ReminderSettingsDocument = {"__meta__":{"hash":"sha256:b2ca1c37636f459537ff564cd25cad73cda1dab3034a94c011e5a06dd1797312"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReminderSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminderSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReminderSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReminderSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiring"}},{"kind":"Field","name":{"kind":"Name","value":"renewals"}},{"kind":"Field","name":{"kind":"Name","value":"followedTypes"}},{"kind":"Field","name":{"kind":"Name","value":"termsChanges"}}]}}]} as unknown as DocumentNode<ReminderSettingsQuery, ReminderSettingsQueryVariables>;
export const SaveReminderSettingsDocument = {"__meta__":{"hash":"sha256:1dac53a3778ed793ca3c6c9822df83e056ee3850739322e48ce95874069245bf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveReminderSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiring"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"renewals"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"followedTypes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusType"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"termsChanges"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveReminderSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"expiring"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiring"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"renewals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"renewals"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"followedTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"followedTypes"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"termsChanges"},"value":{"kind":"Variable","name":{"kind":"Name","value":"termsChanges"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReminderSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReminderSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiring"}},{"kind":"Field","name":{"kind":"Name","value":"renewals"}},{"kind":"Field","name":{"kind":"Name","value":"followedTypes"}},{"kind":"Field","name":{"kind":"Name","value":"termsChanges"}}]}}]} as unknown as DocumentNode<SaveReminderSettingsMutation, SaveReminderSettingsMutationVariables>;
export const ApiTokensDocument = {"__meta__":{"hash":"sha256:c7b93e4e8c1b23d7ccfbaa3fb52bfbdf5e868d05bc0ccad95fefa939c804f110"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"secretStart"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"__meta__":{"hash":"sha256:5c38b80b1c572dd5452570ed5987c680a75b15bf2ca9b572058603cedcdf1386"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"__meta__":{"hash":"sha256:fc3593c4ab088a856bb7ee2f0827285adf4c626fb3d1f8bb908dd806a6d9caac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const BankStatementsDocument = {"__meta__":{"hash":"sha256:b78b68095ef423b911115796d474f335bc2e4a75a764e65aa18a04f33549811d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankStatements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankStatements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"importedCount"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}}]}}]}}]} as unknown as DocumentNode<BankStatementsQuery, BankStatementsQueryVariables>;
export const BankTransactionsDocument = {"__meta__":{"hash":"sha256:91a819afcecbfb25322070e84c11d49cd35a3d48d2380b4433997c527e512a50"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankTransactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankTransactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statementId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"bookedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"gambling"}},{"kind":"Field","name":{"kind":"Name","value":"countsFor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusId"}},{"kind":"Field","name":{"kind":"Name","value":"counts"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<BankTransactionsQuery, BankTransactionsQueryVariables>;
export const StatementOfferNamesDocument = {"__meta__":{"hash":"sha256:22e3736bf717cd45377e11d9786b958d19f65495188b8d920a89e1ad2257c6d7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementOfferNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<StatementOfferNamesQuery, StatementOfferNamesQueryVariables>;
export const DeleteBankStatementDocument = {"__meta__":{"hash":"sha256:a63f33fde5fe93e00d417ddb8ff1f49ac861eb4f2e1342123e3176f149f8c367"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBankStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBankStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBankStatementMutation, DeleteBankStatementMutationVariables>;
export const AdminSignInTokenDocument = {"__meta__":{"hash":"sha256:1f4b4b69fcbd6b62e87688cff914e0f3759b807f3f8563b529486cdc1ef5b5c7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSignInToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSignInToken"}}]}}]} as unknown as DocumentNode<AdminSignInTokenMutation, AdminSignInTokenMutationVariables>;
export const MeDocument = {"__meta__":{"hash":"sha256:fdb31d78fe02757f0113380d6a1671aa88df5cfa00971c08ae05492dd8560a95"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}},{"kind":"Field","name":{"kind":"Name","value":"pictureLink"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"casinoPauseUntil"}},{"kind":"Field","name":{"kind":"Name","value":"tier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const DeleteUnregisteredAccountDocument = {"__meta__":{"hash":"sha256:9c142a1014f4f4a7e2839cc0fb4df13d8855b48fc81c2c4a608278f8f4282775"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUnregisteredAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUnregisteredAccount"}}]}}]} as unknown as DocumentNode<DeleteUnregisteredAccountMutation, DeleteUnregisteredAccountMutationVariables>;
export const CreateOrderDocument = {"__meta__":{"hash":"sha256:8959796eb10116f985d0e0b0c06bf807b162d8f0ff2067685f43745d630a43aa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"promoPercent"}},{"kind":"Field","name":{"kind":"Name","value":"promoMonths"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tierId"}}]}}]} as unknown as DocumentNode<CreateOrderMutation, CreateOrderMutationVariables>;
export const OrderDocument = {"__meta__":{"hash":"sha256:018890f8a8071e2e3387bb757669957e2c0179030f83a3e903ae8636ed61b68a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Order"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"promoPercent"}},{"kind":"Field","name":{"kind":"Name","value":"promoMonths"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tierId"}}]}}]} as unknown as DocumentNode<OrderQuery, OrderQueryVariables>;
export const OrderStatusDocument = {"__meta__":{"hash":"sha256:5476ce0b979264a6384a2f5dbb1a57d501e542661f9b07074c16e93e234f0442"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<OrderStatusQuery, OrderStatusQueryVariables>;
export const OrderPaywallUrlDocument = {"__meta__":{"hash":"sha256:19f6386d96ea6696a08768644bac0912828769e355e320df152d642b2c6d135d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderPaywallUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderPaywallUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<OrderPaywallUrlQuery, OrderPaywallUrlQueryVariables>;
export const TaxSummaryDocument = {"__meta__":{"hash":"sha256:b51c297e61a659cb2a6efba03e9f3787853b55b43b9b4dfd59e3769a46121a91"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxPositionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxPositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"gambling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gamblingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"otherIncome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"law"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOn"}}]}}]}}]} as unknown as DocumentNode<TaxSummaryQuery, TaxSummaryQueryVariables>;