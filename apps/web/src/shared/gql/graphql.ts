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
  /** ["read"] or ["read", "write"]; admins may add "admin" */
  scopes: Array<string>;
};

/** read: every read call; write: changes too; admin: the admin calls (admins only). */
export type ApiTokenScope =
  /** The admin calls (admins only). */
  | 'admin'
  /** Every read call. */
  | 'read'
  /** Calls that change data. */
  | 'write';

/** Filters and page of the member's bonus history. */
export type BonusHistoryQueryInput = {
  /** Only these bonus types (bank, slot, live, registration); omitted or empty: all. */
  bonusTypeFilters?: Array<string> | null | undefined;
  /** The page to return, counted from 1; 1 when omitted. */
  currentPage?: number | null | undefined;
  /** 10, 20, 50 or 100 */
  itemsPerPage?: number | null | undefined;
  /** week, month, year or all */
  timePeriod?: string | null | undefined;
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
  /** low, medium or high; medium when left out. */
  volatility?: string | null | undefined;
  /** bonus or deposit_and_bonus */
  wageringBase: string;
  /** How many times the wagering base must be staked. */
  wageringMultiplier: number;
};

/** bank or casino. */
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
  /** registration or settings */
  subscriptionScope: string;
  /** The id of the tier ordered. */
  tierId: number;
};

/** Why the member may not claim an offer: a code of the error catalogue. */
export type EligibilityReasonCode =
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

/** no_account_within, never_account, age or once_per_person. */
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

/** An account the member holds or held at a bank or casino. */
export type MemberAccountCreateInput = {
  /** Unix seconds; omitted or null while open. */
  closedTimestamp?: number | null | undefined;
  /** The id of the bank or casino. */
  companyId: number;
  /** Unix seconds. */
  openedTimestamp: number;
};

/** manual: recorded by the member; bonus: recorded when they finished an offer of that company. */
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

/** card_payment, transfer_in, transfer_out, own_transfer, cash_withdrawal, fee or other. */
export type TransactionKind =
  /** A card payment. */
  | 'card_payment'
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


export type RegisterUserMutation = { __typename: 'Mutation', registerUser: { __typename: 'UserProfile', id: string, name: string, fullName: string, email: string | null, admin: boolean, providerId: string, pictureLink: string | null, marketingConsent: boolean, casinoPauseUntil: number | null, tier: { __typename: 'UserTier', id: number, name: string, code: string }, activeOrder: { __typename: 'Order', id: string, status: string, expirationTimestamp: number | null, amount: number, cancelAtPeriodEnd: boolean } | null } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { __typename: 'Mutation', requestPasswordReset: boolean };

export type PromoCodeQueryVariables = Exact<{
  code: string;
}>;


export type PromoCodeQuery = { __typename: 'Query', promoCode: { __typename: 'PromoCode', code: string, discountPercent: number, months: number } };

export type RegistrationStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationStatusQuery = { __typename: 'Query', registrationStatus: string };

export type ReferralPageQueryVariables = Exact<{
  referralCode: string;
}>;


export type ReferralPageQuery = { __typename: 'Query', referralPage: { __typename: 'ReferralPage', referencerName: string, referralCode: string } };

export type SendReferralEmailMutationVariables = Exact<{
  email: string;
  referralCode: string;
}>;


export type SendReferralEmailMutation = { __typename: 'Mutation', sendReferralEmail: boolean };

export type BonusHistoryQueryVariables = Exact<{
  input?: BonusHistoryQueryInput | null | undefined;
}>;


export type BonusHistoryQuery = { __typename: 'Query', bonusHistory: { __typename: 'BonusHistoryPage', totalCount: number, currentPage: number, itemsPerPage: number, items: Array<{ __typename: 'BonusHistoryEntry', id: string, note: string, reachedProfit: number, creationTimestamp: number, bonus: { __typename: 'HistoryBonus', id: number, name: string, bonusType: BonusType, expectedValue: number, companyName: string } }>, totals: { __typename: 'BonusHistoryTotals', reachedProfit: number, expectedValue: number } } };

export type UpdateBonusHistoryEntryMutationVariables = Exact<{
  id: number;
  reachedProfit: number;
  note?: string | null | undefined;
  confirmUnusual?: boolean | null | undefined;
}>;


export type UpdateBonusHistoryEntryMutation = { __typename: 'Mutation', updateBonusHistoryEntry: { __typename: 'BonusHistoryEntry', id: string, note: string, reachedProfit: number, creationTimestamp: number, bonus: { __typename: 'HistoryBonus', id: number, name: string, bonusType: BonusType, expectedValue: number, companyName: string } } };

export type ReturnBonusMutationVariables = Exact<{
  historyId: number;
}>;


export type ReturnBonusMutation = { __typename: 'Mutation', returnBonus: boolean };

export type OfferValuesQueryVariables = Exact<{
  bonusId: number;
}>;


export type OfferValuesQuery = { __typename: 'Query', offerValues: Array<{ __typename: 'OfferGameValue', game: { __typename: 'Game', id: number, name: string, rtp: number, volatility: GameVolatility }, value: { __typename: 'BonusValue', wageringTotal: number, expectedLoss: number, expectedValue: number, p10: number, p90: number, rtp: number, distribution: Array<{ __typename: 'OutcomeBucket', from: number, to: number, share: number }> } }> };

export type BonusesQueryVariables = Exact<{ [key: string]: never; }>;


export type BonusesQuery = { __typename: 'Query', bonuses: Array<{ __typename: 'Bonus', id: number, name: string, description: string, startTimestamp: number, endTimestamp: number, expectedValue: number, neededCapital: number, specialMark: SpecialMark | null, urlBonusConditions: string, urlLink: string, riskRate: number, bonusTypeName: BonusType, stepIdx: number, termsVersion: number, startedTermsVersion: number | null, termsChanged: boolean, stepList: Array<{ __typename: 'BonusStep', id: number, title: string, subtitle: string, description: string, icon: string, order: number, category: string, deadlineDays: number | null, requirement: { __typename: 'StepRequirement', kind: string, count: number | null, minAmount: number, withinDays: number } | null }>, company: { __typename: 'Company', id: number, name: string }, games: Array<{ __typename: 'Game', id: number, name: string, gameStudio: string, rtp: number, volatility: GameVolatility, urlLink: string }>, lock: { __typename: 'BonusLock', code: BonusLockCode, message: string, upgradable: boolean } | null, eligibility: { __typename: 'Eligibility', eligible: boolean, remindTimestamp: number | null, reasons: Array<{ __typename: 'EligibilityReason', code: EligibilityReasonCode, message: string, eligibleFrom: number | null }> }, eligibilityRules: Array<{ __typename: 'EligibilityRule', kind: EligibilityRuleKind, companyId: number | null, months: number | null, min: number | null, max: number | null }>, deadlines: { __typename: 'BonusDeadlines', nextDueTimestamp: number | null, overdue: boolean, steps: Array<{ __typename: 'StepDue', dueTimestamp: number | null, missed: boolean }> } | null, requirementProgress: Array<{ __typename: 'RequirementProgress', done: number, needed: number, met: boolean, remainingDays: number, counted: Array<{ __typename: 'CountedPayment', id: number, bookedTimestamp: number, amount: number, counterparty: string | null }> } | null> | null, earningsStats: { __typename: 'EarningsStats', n: number, median: number, p25: number, p75: number } | null }> };

export type RecordBonusProgressMutationVariables = Exact<{
  bonusId: number;
  stepIdx: number;
}>;


export type RecordBonusProgressMutation = { __typename: 'Mutation', recordBonusProgress: { __typename: 'BonusProgress', bonusId: number, stepIdx: number } };

export type HideBonusMutationVariables = Exact<{
  id: number;
}>;


export type HideBonusMutation = { __typename: 'Mutation', hideBonus: number };

export type CompleteBonusMutationVariables = Exact<{
  input: CompleteBonusInput;
}>;


export type CompleteBonusMutation = { __typename: 'Mutation', completeBonus: { __typename: 'BonusHistoryEntry', id: string, note: string, reachedProfit: number, creationTimestamp: number, bonus: { __typename: 'HistoryBonus', id: number, name: string, bonusType: BonusType, expectedValue: number, companyName: string } } };

export type RemindWhenEligibleMutationVariables = Exact<{
  bonusId: number;
}>;


export type RemindWhenEligibleMutation = { __typename: 'Mutation', remindWhenEligible: number };

export type ForgetEligibilityReminderMutationVariables = Exact<{
  bonusId: number;
}>;


export type ForgetEligibilityReminderMutation = { __typename: 'Mutation', forgetEligibilityReminder: boolean };

export type BonusTermsQueryVariables = Exact<{
  bonusId: number;
}>;


export type BonusTermsQuery = { __typename: 'Query', bonusTerms: Array<{ __typename: 'BonusTermsVersion', version: number, createdTimestamp: number, changes: Array<{ __typename: 'TermsChange', field: string, before: string | null, after: string | null }> }> };

export type CompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompaniesQuery = { __typename: 'Query', companies: Array<{ __typename: 'Company', id: number, name: string }> };

export type DeclareCasinoSelfExclusionMutationVariables = Exact<{ [key: string]: never; }>;


export type DeclareCasinoSelfExclusionMutation = { __typename: 'Mutation', declareCasinoSelfExclusion: { __typename: 'CasinoDeclaration', declaredAt: number } };

export type BonusValueQueryVariables = Exact<{
  input: BonusValueInput;
}>;


export type BonusValueQuery = { __typename: 'Query', bonusValue: { __typename: 'BonusValue', wageringTotal: number, expectedLoss: number, expectedValue: number, p10: number, p90: number, rtp: number, distribution: Array<{ __typename: 'OutcomeBucket', from: number, to: number, share: number }> } };

export type InvestmentCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type InvestmentCategoriesQuery = { __typename: 'Query', investmentCategories: Array<{ __typename: 'InvestmentCategory', id: number, name: string, color: string, subtitle: string, shortDescription: string, description: string, prosList: Array<string>, consList: Array<string>, avgExpectedReturn: number, avgRiskRate: number }> };

export type InvestmentsQueryVariables = Exact<{
  investmentCategoryId: number;
}>;


export type InvestmentsQuery = { __typename: 'Query', investments: Array<{ __typename: 'InvestmentProduct', id: number, companyName: string, name: string, description: string, prosList: Array<string>, consList: Array<string>, expectedReturn: number, investHorizontId: number, neededCapital: number, riskRate: number, urlLink: string, recommended: boolean, stepList: Array<{ __typename: 'InvestmentStep', title: string, description: string }> }> };

export type BonusStatsQueryVariables = Exact<{
  timePeriod?: string | null | undefined;
}>;


export type BonusStatsQuery = { __typename: 'Query', bonusHistoryStats: Array<{ __typename: 'MonthlyStats', month: string, reachedProfit: number, successRate: number, bonuses: number }> };

export type EarningsSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type EarningsSummaryQuery = { __typename: 'Query', me: { __typename: 'UserProfile', id: string, bonusRevenue: number, referralRevenue: number, potentialBonusRevenue: number, bonusHistoryLen: number } };

export type RiskOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type RiskOverviewQuery = { __typename: 'Query', riskOverview: { __typename: 'RiskOverview', capitalTiedUp: number, averageRisk: number | null, monthReturn: number, maxMonthReturn: number, monthReturnPercent: number, returnLevel: string, capitalByRisk: Array<{ __typename: 'CapitalAtRisk', riskRate: number, capital: number }>, startedBonuses: Array<{ __typename: 'StartedBonus', id: number, name: string, neededCapital: number, riskRate: number, endTimestamp: number }> } };

export type UpcomingDeadlinesQueryVariables = Exact<{ [key: string]: never; }>;


export type UpcomingDeadlinesQuery = { __typename: 'Query', bonuses: Array<{ __typename: 'Bonus', id: number, name: string, stepIdx: number, stepList: Array<{ __typename: 'BonusStep', id: number, title: string }>, deadlines: { __typename: 'BonusDeadlines', nextDueTimestamp: number | null, overdue: boolean, steps: Array<{ __typename: 'StepDue', dueTimestamp: number | null, missed: boolean }> } | null }> };

export type ReferralsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferralsQuery = { __typename: 'Query', referralRewardsTotal: number, me: { __typename: 'UserProfile', balance: number, paidOut: number, referralRevenue: number, id: string, bankAccount: string | null, autoWithdraw: boolean, tier: { __typename: 'UserTier', id: number, referralReward: number } }, referralCodes: Array<{ __typename: 'ReferralCode', id: number, code: string, inUse: boolean, creationTimestamp: number }>, referredUsers: Array<{ __typename: 'ReferencedUser', name: string, creationTimestamp: number, tierName: string, referencerReward: number }>, transactions: Array<{ __typename: 'Transaction', id: number, amount: number, creationTimestamp: number, note: string, transStatusName: string, status: PayoutStatus, bankAccount: string }> };

export type ReferralCodeFieldsFragment = { __typename: 'ReferralCode', id: number, code: string, inUse: boolean, creationTimestamp: number };

export type TransactionFieldsFragment = { __typename: 'Transaction', id: number, amount: number, creationTimestamp: number, note: string, transStatusName: string, status: PayoutStatus, bankAccount: string };

export type TransactionStatsQueryVariables = Exact<{
  timePeriod?: string | null | undefined;
}>;


export type TransactionStatsQuery = { __typename: 'Query', transactionStats: Array<{ __typename: 'TransactionStats', month: string, reward: number, paidOut: number }> };

export type CreateReferralCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateReferralCodeMutation = { __typename: 'Mutation', createReferralCode: { __typename: 'ReferralCode', id: number, code: string, inUse: boolean, creationTimestamp: number } };

export type WithdrawMutationVariables = Exact<{
  amount: number;
  bankAccount: string;
}>;


export type WithdrawMutation = { __typename: 'Mutation', withdraw: { __typename: 'Transaction', id: number, amount: number, creationTimestamp: number, note: string, transStatusName: string, status: PayoutStatus, bankAccount: string } };

export type PayoutSettingsFieldsFragment = { __typename: 'UserProfile', id: string, bankAccount: string | null, autoWithdraw: boolean };

export type UpdatePayoutSettingsMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdatePayoutSettingsMutation = { __typename: 'Mutation', updateUser: { __typename: 'UserProfile', id: string, bankAccount: string | null, autoWithdraw: boolean } };

export type MinWithdrawalQueryVariables = Exact<{ [key: string]: never; }>;


export type MinWithdrawalQuery = { __typename: 'Query', minWithdrawal: number };

export type MonthFieldsFragment = { __typename: 'MonthSummary', month: string, completedCount: number, earnings: number, successRate: number, referralIncome: number, payouts: number, earningsByType: Array<{ __typename: 'EarningsByType', type: string, count: number, earnings: number }> };

export type MonthlyReportQueryVariables = Exact<{
  month?: string | null | undefined;
}>;


export type MonthlyReportQuery = { __typename: 'Query', monthlyReport: { __typename: 'MonthlyReport', current: { __typename: 'MonthSummary', month: string, completedCount: number, earnings: number, successRate: number, referralIncome: number, payouts: number, earningsByType: Array<{ __typename: 'EarningsByType', type: string, count: number, earnings: number }> }, previous: { __typename: 'MonthSummary', month: string, completedCount: number, earnings: number, successRate: number, referralIncome: number, payouts: number, earningsByType: Array<{ __typename: 'EarningsByType', type: string, count: number, earnings: number }> }, change: { __typename: 'MonthChange', completedCount: number, earnings: number, successRate: number, referralIncome: number, payouts: number }, taxPosition: { __typename: 'TaxSummary', year: number, gamblingLimit: number, gambling: Array<{ __typename: 'TaxGamblingNet', gameType: string, net: number }>, otherIncome: { __typename: 'TaxOtherIncome', total: number, limit: number, note: string }, warnings: Array<{ __typename: 'TaxWarning', code: string, message: string }>, sources: Array<{ __typename: 'TaxSource', rule: string, law: string, url: string, checkedOn: string }> } } };

export type TaxReportQueryVariables = Exact<{
  year: number;
}>;


export type TaxReportQuery = { __typename: 'Query', taxReport: { __typename: 'TaxReportSummary', year: number, entryCount: number, summary: { __typename: 'TaxSummary', year: number, gamblingLimit: number, gambling: Array<{ __typename: 'TaxGamblingNet', gameType: string, net: number }>, otherIncome: { __typename: 'TaxOtherIncome', total: number, limit: number, note: string }, warnings: Array<{ __typename: 'TaxWarning', code: string, message: string }>, sources: Array<{ __typename: 'TaxSource', rule: string, law: string, url: string, checkedOn: string }> } } };

export type TaxReportCsvQueryVariables = Exact<{
  year: number;
}>;


export type TaxReportCsvQuery = { __typename: 'Query', taxReportCsv: string };

export type TaxReportPdfQueryVariables = Exact<{
  year: number;
}>;


export type TaxReportPdfQuery = { __typename: 'Query', taxReportPdf: string };

export type RankedBonusFieldsFragment = { __typename: 'RankedBonus', id: number, name: string, expectedValue: number, neededCapital: number, hours: number, valuePerHour: number, valuePerCzk: number | null, endTimestamp: number };

export type WeeklyAnalysisQueryVariables = Exact<{ [key: string]: never; }>;


export type WeeklyAnalysisQuery = { __typename: 'Query', weeklyAnalysis: { __typename: 'WeeklyAnalysis', minutesPerStep: number, byHour: Array<{ __typename: 'RankedBonus', id: number, name: string, expectedValue: number, neededCapital: number, hours: number, valuePerHour: number, valuePerCzk: number | null, endTimestamp: number }>, byCapital: Array<{ __typename: 'RankedBonus', id: number, name: string, expectedValue: number, neededCapital: number, hours: number, valuePerHour: number, valuePerCzk: number | null, endTimestamp: number }>, expiringThisWeek: Array<{ __typename: 'RankedBonus', id: number, name: string, expectedValue: number, neededCapital: number, hours: number, valuePerHour: number, valuePerCzk: number | null, endTimestamp: number }> } };

export type MemberAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberAccountsQuery = { __typename: 'Query', memberAccounts: Array<{ __typename: 'MemberAccount', id: number, openedAt: number, closedAt: number | null, source: MemberAccountSource, company: { __typename: 'Company', id: number, name: string } }>, companies: Array<{ __typename: 'Company', id: number, name: string }> };

export type CreateMemberAccountMutationVariables = Exact<{
  input: MemberAccountCreateInput;
}>;


export type CreateMemberAccountMutation = { __typename: 'Mutation', createMemberAccount: { __typename: 'MemberAccount', id: number } };

export type UpdateMemberAccountMutationVariables = Exact<{
  input: MemberAccountUpdateInput;
}>;


export type UpdateMemberAccountMutation = { __typename: 'Mutation', updateMemberAccount: { __typename: 'MemberAccount', id: number } };

export type DeleteMemberAccountMutationVariables = Exact<{
  id: number;
}>;


export type DeleteMemberAccountMutation = { __typename: 'Mutation', deleteMemberAccount: boolean };

export type PauseCasinosMutationVariables = Exact<{
  days: number;
}>;


export type PauseCasinosMutation = { __typename: 'Mutation', pauseCasinos: { __typename: 'CasinoPause', until: number } };

export type OperatorStatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type OperatorStatusesQuery = { __typename: 'Query', operatorStatuses: Array<{ __typename: 'OperatorStatusRecord', id: number, companyId: number, companyName: string, status: OperatorStatus, since: number, recordedAt: number }>, companies: Array<{ __typename: 'Company', id: number, name: string, kind: CompanyKind | null }> };

export type RecordOperatorStatusMutationVariables = Exact<{
  input: OperatorStatusInput;
}>;


export type RecordOperatorStatusMutation = { __typename: 'Mutation', recordOperatorStatus: { __typename: 'OperatorStatusRecord', id: number } };

export type MembershipPlanQueryVariables = Exact<{ [key: string]: never; }>;


export type MembershipPlanQuery = { __typename: 'Query', membershipPlan: { __typename: 'MembershipPlan', tierId: number, tierName: string, monthlyPrice: number, generationNumber: number | null, paymentMethod: string | null, billing: { __typename: 'PlanBilling', kind: string, timestamp: number | null, amount: number | null }, payments: Array<{ __typename: 'MembershipPayment', id: string, paidTimestamp: number, description: string, amount: number, refunded: number }>, upgradePrices: Array<{ __typename: 'UpgradePrice', tierId: number, monthlyPrice: number }> } };

export type MembershipReceiptPdfQueryVariables = Exact<{
  paymentId: string | number;
}>;


export type MembershipReceiptPdfQuery = { __typename: 'Query', membershipReceiptPdf: string };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { __typename: 'Mutation', updateUser: { __typename: 'UserProfile', id: string, name: string, fullName: string, email: string | null, admin: boolean, providerId: string, pictureLink: string | null, marketingConsent: boolean, casinoPauseUntil: number | null, tier: { __typename: 'UserTier', id: number, name: string, code: string }, activeOrder: { __typename: 'Order', id: string, status: string, expirationTimestamp: number | null, amount: number, cancelAtPeriodEnd: boolean } | null } };

export type DeleteUserMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteUserMutation = { __typename: 'Mutation', deleteUser: boolean };

export type ConsentsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsentsQuery = { __typename: 'Query', consents: Array<{ __typename: 'Consent', kind: string, label: string, granted: boolean, termsVersion: string, recordedTimestamp: number }> };

export type OrderManagingUrlQueryVariables = Exact<{
  redirectionUrl: string;
}>;


export type OrderManagingUrlQuery = { __typename: 'Query', orderManagingUrl: string };

export type CalendarFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeedQuery = { __typename: 'Query', calendarFeedUrl: string | null };

export type CreateCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateCalendarFeedMutation = { __typename: 'Mutation', createCalendarFeed: string };

export type RevokeCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeCalendarFeedMutation = { __typename: 'Mutation', revokeCalendarFeed: boolean };

export type ReminderSettingsFieldsFragment = { __typename: 'ReminderSettings', expiring: boolean, renewals: boolean, followedTypes: Array<string>, termsChanges: boolean };

export type ReminderSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReminderSettingsQuery = { __typename: 'Query', reminderSettings: { __typename: 'ReminderSettings', expiring: boolean, renewals: boolean, followedTypes: Array<string>, termsChanges: boolean } };

export type SaveReminderSettingsMutationVariables = Exact<{
  expiring: boolean;
  renewals: boolean;
  followedTypes: Array<string> | string;
  termsChanges: boolean;
}>;


export type SaveReminderSettingsMutation = { __typename: 'Mutation', saveReminderSettings: { __typename: 'ReminderSettings', expiring: boolean, renewals: boolean, followedTypes: Array<string>, termsChanges: boolean } };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { __typename: 'Query', apiTokens: Array<{ __typename: 'ApiToken', id: number, name: string, scopes: Array<ApiTokenScope>, secretStart: string, createdAt: number, lastUsedAt: number | null, expiresAt: number }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: ApiTokenInput;
}>;


export type CreateApiTokenMutation = { __typename: 'Mutation', createApiToken: { __typename: 'CreatedApiToken', secret: string, token: { __typename: 'ApiToken', id: number } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: number;
}>;


export type RevokeApiTokenMutation = { __typename: 'Mutation', revokeApiToken: boolean };

export type BankStatementsQueryVariables = Exact<{ [key: string]: never; }>;


export type BankStatementsQuery = { __typename: 'Query', bankStatements: Array<{ __typename: 'BankStatement', id: number, format: string, account: string, from: number, to: number, entryCount: number, importedCount: number, importedAt: number }> };

export type BankTransactionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BankTransactionsQuery = { __typename: 'Query', bankTransactions: Array<{ __typename: 'BankTransaction', id: number, statementId: number, account: string, bookedTimestamp: number, amount: number, kind: TransactionKind, counterparty: string | null, description: string, gambling: boolean, countsFor: Array<{ __typename: 'TransactionVerdict', bonusId: number, counts: boolean, reason: string | null }> }> };

export type StatementOfferNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type StatementOfferNamesQuery = { __typename: 'Query', bonuses: Array<{ __typename: 'Bonus', id: number, name: string }> };

export type DeleteBankStatementMutationVariables = Exact<{
  id: number;
}>;


export type DeleteBankStatementMutation = { __typename: 'Mutation', deleteBankStatement: boolean };

export type AdminSignInTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminSignInTokenMutation = { __typename: 'Mutation', adminSignInToken: string };

export type MeFieldsFragment = { __typename: 'UserProfile', id: string, name: string, fullName: string, email: string | null, admin: boolean, providerId: string, pictureLink: string | null, marketingConsent: boolean, casinoPauseUntil: number | null, tier: { __typename: 'UserTier', id: number, name: string, code: string }, activeOrder: { __typename: 'Order', id: string, status: string, expirationTimestamp: number | null, amount: number, cancelAtPeriodEnd: boolean } | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename: 'Query', me: { __typename: 'UserProfile', id: string, name: string, fullName: string, email: string | null, admin: boolean, providerId: string, pictureLink: string | null, marketingConsent: boolean, casinoPauseUntil: number | null, tier: { __typename: 'UserTier', id: number, name: string, code: string }, activeOrder: { __typename: 'Order', id: string, status: string, expirationTimestamp: number | null, amount: number, cancelAtPeriodEnd: boolean } | null } };

export type DeleteUnregisteredAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteUnregisteredAccountMutation = { __typename: 'Mutation', deleteUnregisteredAccount: boolean };

export type HistoryEntryFieldsFragment = { __typename: 'BonusHistoryEntry', id: string, note: string, reachedProfit: number, creationTimestamp: number, bonus: { __typename: 'HistoryBonus', id: number, name: string, bonusType: BonusType, expectedValue: number, companyName: string } };

export type BonusValueFiguresFragment = { __typename: 'BonusValue', wageringTotal: number, expectedLoss: number, expectedValue: number, p10: number, p90: number, rtp: number, distribution: Array<{ __typename: 'OutcomeBucket', from: number, to: number, share: number }> };

export type OrderFieldsFragment = { __typename: 'Order', id: string, amount: number, nextPaymentAmount: number, promoPercent: number, promoMonths: number, status: string, tierId: number };

export type CreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CreateOrderMutation = { __typename: 'Mutation', createOrder: { __typename: 'Order', id: string, amount: number, nextPaymentAmount: number, promoPercent: number, promoMonths: number, status: string, tierId: number } };

export type OrderQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderQuery = { __typename: 'Query', order: { __typename: 'Order', id: string, amount: number, nextPaymentAmount: number, promoPercent: number, promoMonths: number, status: string, tierId: number } };

export type OrderStatusQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderStatusQuery = { __typename: 'Query', orderStatus: string };

export type OrderPaywallUrlQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderPaywallUrlQuery = { __typename: 'Query', orderPaywallUrl: string };

export type TaxPositionFieldsFragment = { __typename: 'TaxSummary', year: number, gamblingLimit: number, gambling: Array<{ __typename: 'TaxGamblingNet', gameType: string, net: number }>, otherIncome: { __typename: 'TaxOtherIncome', total: number, limit: number, note: string }, warnings: Array<{ __typename: 'TaxWarning', code: string, message: string }>, sources: Array<{ __typename: 'TaxSource', rule: string, law: string, url: string, checkedOn: string }> };

export type TaxSummaryQueryVariables = Exact<{
  year: number;
}>;


export type TaxSummaryQuery = { __typename: 'Query', taxSummary: { __typename: 'TaxSummary', year: number, gamblingLimit: number, gambling: Array<{ __typename: 'TaxGamblingNet', gameType: string, net: number }>, otherIncome: { __typename: 'TaxOtherIncome', total: number, limit: number, note: string }, warnings: Array<{ __typename: 'TaxWarning', code: string, message: string }>, sources: Array<{ __typename: 'TaxSource', rule: string, law: string, url: string, checkedOn: string }> } };

export const ReferralCodeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}}]} as unknown as DocumentNode<ReferralCodeFieldsFragment, unknown>;
export const TransactionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"transStatusName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}}]}}]} as unknown as DocumentNode<TransactionFieldsFragment, unknown>;
export const PayoutSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"autoWithdraw"}}]}}]} as unknown as DocumentNode<PayoutSettingsFieldsFragment, unknown>;
export const MonthFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonthFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonthSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"earningsByType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"referralIncome"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"}}]}}]} as unknown as DocumentNode<MonthFieldsFragment, unknown>;
export const RankedBonusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RankedBonusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RankedBonus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"valuePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"valuePerCzk"}},{"kind":"Field","name":{"kind":"Name","value":"endTimestamp"}}]}}]} as unknown as DocumentNode<RankedBonusFieldsFragment, unknown>;
export const ReminderSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReminderSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"expiring"}},{"kind":"Field","name":{"kind":"Name","value":"renewals"}},{"kind":"Field","name":{"kind":"Name","value":"followedTypes"}},{"kind":"Field","name":{"kind":"Name","value":"termsChanges"}}]}}]} as unknown as DocumentNode<ReminderSettingsFieldsFragment, unknown>;
export const MeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}},{"kind":"Field","name":{"kind":"Name","value":"pictureLink"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"casinoPauseUntil"}},{"kind":"Field","name":{"kind":"Name","value":"tier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}}]}}]} as unknown as DocumentNode<MeFieldsFragment, unknown>;
export const HistoryEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BonusHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bonusType"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reachedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}}]} as unknown as DocumentNode<HistoryEntryFieldsFragment, unknown>;
export const BonusValueFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BonusValueFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BonusValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"wageringTotal"}},{"kind":"Field","name":{"kind":"Name","value":"expectedLoss"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"p10"}},{"kind":"Field","name":{"kind":"Name","value":"p90"}},{"kind":"Field","name":{"kind":"Name","value":"rtp"}},{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}}]}}]} as unknown as DocumentNode<BonusValueFiguresFragment, unknown>;
export const OrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"promoPercent"}},{"kind":"Field","name":{"kind":"Name","value":"promoMonths"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tierId"}}]}}]} as unknown as DocumentNode<OrderFieldsFragment, unknown>;
export const TaxPositionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxPositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"gambling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gamblingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"otherIncome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"law"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOn"}}]}}]}}]} as unknown as DocumentNode<TaxPositionFieldsFragment, unknown>;
export const RegisterUserDocument = {"__meta__":{"hash":"sha256:d007eb5fc7fa5d976f10abd239e760419820a9f28ca425d8435a72bde3470e5f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"registerUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}},{"kind":"Field","name":{"kind":"Name","value":"pictureLink"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"casinoPauseUntil"}},{"kind":"Field","name":{"kind":"Name","value":"tier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}}]}}]} as unknown as DocumentNode<RegisterUserMutation, RegisterUserMutationVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"hash":"sha256:4f9ebbd91e6f456137cad435baf1aa83c642e1273084f8a41f5b89f2da07cd2e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const PromoCodeDocument = {"__meta__":{"hash":"sha256:defecced84d235c5840cc929c965dbb7aee859af5b095397e599d376ab9d70a1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromoCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"promoCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"months"}}]}}]}}]} as unknown as DocumentNode<PromoCodeQuery, PromoCodeQueryVariables>;
export const RegistrationStatusDocument = {"__meta__":{"hash":"sha256:f56cd77c0bb5fb2af8e255e9c36f5e04f591da30cd9537ac4d24d1e9c02faf04"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}}]}}]} as unknown as DocumentNode<RegistrationStatusQuery, RegistrationStatusQueryVariables>;
export const ReferralPageDocument = {"__meta__":{"hash":"sha256:530fb1d1493c78b588cc53e107c65abb5f3e5cc6d3674cadeb9a9d58d12575b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferralPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referralCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"referralPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"referralCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referralCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"referencerName"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}}]}}]}}]} as unknown as DocumentNode<ReferralPageQuery, ReferralPageQueryVariables>;
export const SendReferralEmailDocument = {"__meta__":{"hash":"sha256:467b30545853d7a704cd2d85103e8104755aa676468c57867185a8ef983eac3a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendReferralEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referralCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sendReferralEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"referralCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referralCode"}}}]}]}}]} as unknown as DocumentNode<SendReferralEmailMutation, SendReferralEmailMutationVariables>;
export const BonusHistoryDocument = {"__meta__":{"hash":"sha256:bb688a3dc5553fabe9341b3062e5f61d9f6a1e087b61a6d832068638f5cb42f6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BonusHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusHistoryQueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bonusHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reachedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BonusHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bonusType"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reachedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}}]} as unknown as DocumentNode<BonusHistoryQuery, BonusHistoryQueryVariables>;
export const UpdateBonusHistoryEntryDocument = {"__meta__":{"hash":"sha256:ef0066acfcf07437ee678b8bafddf0d0f95a5a6b1f7bc8c48d83439fd50798ba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBonusHistoryEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reachedProfit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmUnusual"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateBonusHistoryEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reachedProfit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reachedProfit"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmUnusual"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmUnusual"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BonusHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bonusType"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reachedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}}]} as unknown as DocumentNode<UpdateBonusHistoryEntryMutation, UpdateBonusHistoryEntryMutationVariables>;
export const ReturnBonusDocument = {"__meta__":{"hash":"sha256:a355a445b74736d9935b6807a7d6cb7bea78a39b1e4eee15297289a5d9915d9e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReturnBonus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"historyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"returnBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"historyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"historyId"}}}]}]}}]} as unknown as DocumentNode<ReturnBonusMutation, ReturnBonusMutationVariables>;
export const OfferValuesDocument = {"__meta__":{"hash":"sha256:608314ac27b6c3e2673ef4c18e54586fa74a382f277ac21b1ac17df288a2c126"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfferValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offerValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bonusId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rtp"}},{"kind":"Field","name":{"kind":"Name","value":"volatility"}}]}},{"kind":"Field","name":{"kind":"Name","value":"value"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BonusValueFigures"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BonusValueFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BonusValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"wageringTotal"}},{"kind":"Field","name":{"kind":"Name","value":"expectedLoss"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"p10"}},{"kind":"Field","name":{"kind":"Name","value":"p90"}},{"kind":"Field","name":{"kind":"Name","value":"rtp"}},{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}}]}}]} as unknown as DocumentNode<OfferValuesQuery, OfferValuesQueryVariables>;
export const BonusesDocument = {"__meta__":{"hash":"sha256:7d50c2082c0672eeee70df63807d572d6c3f42f351ddcbe3ce83d39c783b3f7c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Bonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"endTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"specialMark"}},{"kind":"Field","name":{"kind":"Name","value":"stepList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"withinDays"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"urlBonusConditions"}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}},{"kind":"Field","name":{"kind":"Name","value":"riskRate"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bonusTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"stepIdx"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gameStudio"}},{"kind":"Field","name":{"kind":"Name","value":"rtp"}},{"kind":"Field","name":{"kind":"Name","value":"volatility"}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"upgradable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleFrom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remindTimestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dueTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"missed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextDueTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirementProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"met"}},{"kind":"Field","name":{"kind":"Name","value":"remainingDays"}},{"kind":"Field","name":{"kind":"Name","value":"counted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"startedTermsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"termsChanged"}},{"kind":"Field","name":{"kind":"Name","value":"earningsStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"n"}},{"kind":"Field","name":{"kind":"Name","value":"median"}},{"kind":"Field","name":{"kind":"Name","value":"p25"}},{"kind":"Field","name":{"kind":"Name","value":"p75"}}]}}]}}]}}]} as unknown as DocumentNode<BonusesQuery, BonusesQueryVariables>;
export const RecordBonusProgressDocument = {"__meta__":{"hash":"sha256:49d552f33b89fac3c070d44d1306b093688a72d61b7042edc18ed86b7f2e68ef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordBonusProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stepIdx"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"recordBonusProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bonusId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stepIdx"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stepIdx"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bonusId"}},{"kind":"Field","name":{"kind":"Name","value":"stepIdx"}}]}}]}}]} as unknown as DocumentNode<RecordBonusProgressMutation, RecordBonusProgressMutationVariables>;
export const HideBonusDocument = {"__meta__":{"hash":"sha256:e796ef538b70458a6d646d99b89b274dd4da87ec24fdf3f3473cffba7c3e823b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HideBonus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hideBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<HideBonusMutation, HideBonusMutationVariables>;
export const CompleteBonusDocument = {"__meta__":{"hash":"sha256:f9d5b924c1f7961a61d2dc49f3a912d386204c14c9ff930cba9fc1e92aee7dcf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteBonus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteBonusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"completeBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BonusHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bonusType"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"reachedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}}]} as unknown as DocumentNode<CompleteBonusMutation, CompleteBonusMutationVariables>;
export const RemindWhenEligibleDocument = {"__meta__":{"hash":"sha256:837e4f295a7dea474b5c224f9a44ec07420029cbafc7dbe3956094d2aceeaad9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemindWhenEligible"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"remindWhenEligible"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bonusId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}}}]}]}}]} as unknown as DocumentNode<RemindWhenEligibleMutation, RemindWhenEligibleMutationVariables>;
export const ForgetEligibilityReminderDocument = {"__meta__":{"hash":"sha256:0c46d020f4140ba6d086b3124cd3f83e0924b1e79739c98193fcc0b67f28d5b2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgetEligibilityReminder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"forgetEligibilityReminder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bonusId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}}}]}]}}]} as unknown as DocumentNode<ForgetEligibilityReminderMutation, ForgetEligibilityReminderMutationVariables>;
export const BonusTermsDocument = {"__meta__":{"hash":"sha256:6eee3aecc0809e7ab30de8d130006cb3c0acd57fbf01e1d83ee1026973c23d0e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BonusTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bonusTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bonusId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]} as unknown as DocumentNode<BonusTermsQuery, BonusTermsQueryVariables>;
export const CompaniesDocument = {"__meta__":{"hash":"sha256:3f59921d651fa23cbe1aac18525a9322c0552e84023545ee4fe0af87bd635e88"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CompaniesQuery, CompaniesQueryVariables>;
export const DeclareCasinoSelfExclusionDocument = {"__meta__":{"hash":"sha256:e44a378d57ee5b3e69b166534a00d1711e54c0ef6ba78d22822ba21e31e78cc5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclareCasinoSelfExclusion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"declareCasinoSelfExclusion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"declaredAt"}}]}}]}}]} as unknown as DocumentNode<DeclareCasinoSelfExclusionMutation, DeclareCasinoSelfExclusionMutationVariables>;
export const BonusValueDocument = {"__meta__":{"hash":"sha256:e0ddb86f41e5ef85c26761dfe81805615cee9c4ca28809dd7ea94780450e95c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BonusValue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusValueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bonusValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BonusValueFigures"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BonusValueFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BonusValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"wageringTotal"}},{"kind":"Field","name":{"kind":"Name","value":"expectedLoss"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"p10"}},{"kind":"Field","name":{"kind":"Name","value":"p90"}},{"kind":"Field","name":{"kind":"Name","value":"rtp"}},{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}}]}}]} as unknown as DocumentNode<BonusValueQuery, BonusValueQueryVariables>;
export const InvestmentCategoriesDocument = {"__meta__":{"hash":"sha256:3302140c36e68ab38a1f4bbdc27662a660383060473717e484513fe5ca4474d7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvestmentCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"investmentCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prosList"}},{"kind":"Field","name":{"kind":"Name","value":"consList"}},{"kind":"Field","name":{"kind":"Name","value":"avgExpectedReturn"}},{"kind":"Field","name":{"kind":"Name","value":"avgRiskRate"}}]}}]}}]} as unknown as DocumentNode<InvestmentCategoriesQuery, InvestmentCategoriesQueryVariables>;
export const InvestmentsDocument = {"__meta__":{"hash":"sha256:9a2d210cfb06c4b05f4c88db79686d8d90b73b571617f5fe68db8b3e15e231db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Investments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"investmentCategoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"investments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"investmentCategoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"investmentCategoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prosList"}},{"kind":"Field","name":{"kind":"Name","value":"consList"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReturn"}},{"kind":"Field","name":{"kind":"Name","value":"investHorizontId"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"riskRate"}},{"kind":"Field","name":{"kind":"Name","value":"stepList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}}]}}]}}]} as unknown as DocumentNode<InvestmentsQuery, InvestmentsQueryVariables>;
export const BonusStatsDocument = {"__meta__":{"hash":"sha256:ca6d19dc4d20042e2604e0b0f1032f61efcb791a5ff47bbae6da3726558d3418"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BonusStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timePeriod"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bonusHistoryStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timePeriod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timePeriod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"reachedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"bonuses"}}]}}]}}]} as unknown as DocumentNode<BonusStatsQuery, BonusStatsQueryVariables>;
export const EarningsSummaryDocument = {"__meta__":{"hash":"sha256:553120a7769320f9c2de5e4cd93793779a16710a7919be0a35d1ef32da6cc82d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EarningsSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bonusRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"referralRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"potentialBonusRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"bonusHistoryLen"}}]}}]}}]} as unknown as DocumentNode<EarningsSummaryQuery, EarningsSummaryQueryVariables>;
export const RiskOverviewDocument = {"__meta__":{"hash":"sha256:1bda6f0fe83adc0d81d3566a80b60c5f33ea05ed9f356c63490c300ae2aafa18"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"riskOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"capitalTiedUp"}},{"kind":"Field","name":{"kind":"Name","value":"averageRisk"}},{"kind":"Field","name":{"kind":"Name","value":"capitalByRisk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"riskRate"}},{"kind":"Field","name":{"kind":"Name","value":"capital"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startedBonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"riskRate"}},{"kind":"Field","name":{"kind":"Name","value":"endTimestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthReturn"}},{"kind":"Field","name":{"kind":"Name","value":"maxMonthReturn"}},{"kind":"Field","name":{"kind":"Name","value":"monthReturnPercent"}},{"kind":"Field","name":{"kind":"Name","value":"returnLevel"}}]}}]}}]} as unknown as DocumentNode<RiskOverviewQuery, RiskOverviewQueryVariables>;
export const UpcomingDeadlinesDocument = {"__meta__":{"hash":"sha256:2d3dc16a9628f09153ae92b66c80b2a7bbca5f9404692c77eb6e14e309ef1287"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpcomingDeadlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stepIdx"}},{"kind":"Field","name":{"kind":"Name","value":"stepList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dueTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"missed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextDueTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]}}]}}]} as unknown as DocumentNode<UpcomingDeadlinesQuery, UpcomingDeadlinesQueryVariables>;
export const ReferralsDocument = {"__meta__":{"hash":"sha256:cbc5a9ff4bf2e2b1d4fc5f33ea5670bf98b4e87b7823dfafdb1af29af82a1161"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Referrals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutSettingsFields"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}},{"kind":"Field","name":{"kind":"Name","value":"referralRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"tier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"referralReward"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReferralCodeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referredUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"referencerReward"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralRewardsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"autoWithdraw"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"transStatusName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}}]}}]} as unknown as DocumentNode<ReferralsQuery, ReferralsQueryVariables>;
export const TransactionStatsDocument = {"__meta__":{"hash":"sha256:6c3af5d6c48376a796e797e64721f853618fcd7cbfc08ba9936ed567e40c012e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timePeriod"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"transactionStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timePeriod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timePeriod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"reward"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}}]}}]}}]} as unknown as DocumentNode<TransactionStatsQuery, TransactionStatsQueryVariables>;
export const CreateReferralCodeDocument = {"__meta__":{"hash":"sha256:ad34a20e0f905130a733621711ad06a91069884138569ff42ac126a8b07ea5dd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReferralCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createReferralCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReferralCodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferralCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}}]} as unknown as DocumentNode<CreateReferralCodeMutation, CreateReferralCodeMutationVariables>;
export const WithdrawDocument = {"__meta__":{"hash":"sha256:28dcdf8b7fea9252f4866afd696b2078f1f378806cd32231f7db8cb3694b7897"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Withdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bankAccount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"withdraw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"bankAccount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bankAccount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"transStatusName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}}]}}]} as unknown as DocumentNode<WithdrawMutation, WithdrawMutationVariables>;
export const UpdatePayoutSettingsDocument = {"__meta__":{"hash":"sha256:d7650cc5f26ed71380141b96feed945e9306f5b5b07415ab6d84711ef33b293b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePayoutSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"autoWithdraw"}}]}}]} as unknown as DocumentNode<UpdatePayoutSettingsMutation, UpdatePayoutSettingsMutationVariables>;
export const MinWithdrawalDocument = {"__meta__":{"hash":"sha256:35b25180c547fef319a4b6f12cf75982c73583fab1ac6a7bd4c4a907bd0b3c5b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MinWithdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"minWithdrawal"}}]}}]} as unknown as DocumentNode<MinWithdrawalQuery, MinWithdrawalQueryVariables>;
export const MonthlyReportDocument = {"__meta__":{"hash":"sha256:c29f830f87afdb67d6f2bbe7968d64b1ffe4fdba2f82f338b0b438292b58d84f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthlyReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonthFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonthFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"referralIncome"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxPosition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxPositionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonthFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonthSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"earningsByType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"referralIncome"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxPositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"gambling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gamblingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"otherIncome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"law"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOn"}}]}}]}}]} as unknown as DocumentNode<MonthlyReportQuery, MonthlyReportQueryVariables>;
export const TaxReportDocument = {"__meta__":{"hash":"sha256:cd62fea0e1f9a5a853e05bec3873cfffc1d1fbb06f117dc610ced1721888e089"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"taxReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxPositionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxPositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"gambling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gamblingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"otherIncome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"law"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOn"}}]}}]}}]} as unknown as DocumentNode<TaxReportQuery, TaxReportQueryVariables>;
export const TaxReportCsvDocument = {"__meta__":{"hash":"sha256:73267fede8f7ee90b883fa2fdc98d067d4b0dcc2ca74db696a5c2bc722f3f423"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxReportCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"taxReportCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}]}]}}]} as unknown as DocumentNode<TaxReportCsvQuery, TaxReportCsvQueryVariables>;
export const TaxReportPdfDocument = {"__meta__":{"hash":"sha256:317526e6be9b160eb5c452edb0c1efd4c31f8bac77cf9f03d5964c815d83af48"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxReportPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"taxReportPdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}]}]}}]} as unknown as DocumentNode<TaxReportPdfQuery, TaxReportPdfQueryVariables>;
export const WeeklyAnalysisDocument = {"__meta__":{"hash":"sha256:f2b00e8fba0e8208856437cb95fb9111e3b0e86a020e60330720a3e5ed53c216"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WeeklyAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"minutesPerStep"}},{"kind":"Field","name":{"kind":"Name","value":"byHour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RankedBonusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byCapital"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RankedBonusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiringThisWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RankedBonusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RankedBonusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RankedBonus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"valuePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"valuePerCzk"}},{"kind":"Field","name":{"kind":"Name","value":"endTimestamp"}}]}}]} as unknown as DocumentNode<WeeklyAnalysisQuery, WeeklyAnalysisQueryVariables>;
export const MemberAccountsDocument = {"__meta__":{"hash":"sha256:6cfdfeaa10ab7408c20aa37c5dc709f8b7af0bd4ad0ef6f8c3a769afc6079a04"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"memberAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MemberAccountsQuery, MemberAccountsQueryVariables>;
export const CreateMemberAccountDocument = {"__meta__":{"hash":"sha256:bcc67d8f8bac40b67c4260fdbaaa41ab18aacd6c1de95b83a6bbbb3338ad962c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMemberAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberAccountCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createMemberAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateMemberAccountMutation, CreateMemberAccountMutationVariables>;
export const UpdateMemberAccountDocument = {"__meta__":{"hash":"sha256:0c3356e002215cf028ddd6a6619a8b556f921a6309ade6bf8fffee1c109403db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMemberAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberAccountUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateMemberAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateMemberAccountMutation, UpdateMemberAccountMutationVariables>;
export const DeleteMemberAccountDocument = {"__meta__":{"hash":"sha256:e7db3eeac2fc199ff54d1647fabe233badee4948cbd74d774ae091c5bb8bdf2d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMemberAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteMemberAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMemberAccountMutation, DeleteMemberAccountMutationVariables>;
export const PauseCasinosDocument = {"__meta__":{"hash":"sha256:49aaf53c724a4ca9902698584af1a9ca06932de1f89cd845d3bdae28000e2ae6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseCasinos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pauseCasinos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"until"}}]}}]}}]} as unknown as DocumentNode<PauseCasinosMutation, PauseCasinosMutationVariables>;
export const OperatorStatusesDocument = {"__meta__":{"hash":"sha256:677f7aff2a31c1e979c151a9228042a429f1ee5467ae194be609eaa9bea6434c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OperatorStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operatorStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<OperatorStatusesQuery, OperatorStatusesQueryVariables>;
export const RecordOperatorStatusDocument = {"__meta__":{"hash":"sha256:72d528b6f4a6624cf756fe625920e47a7ec3092d0d6eecc0975f238bf7af73ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordOperatorStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OperatorStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"recordOperatorStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RecordOperatorStatusMutation, RecordOperatorStatusMutationVariables>;
export const MembershipPlanDocument = {"__meta__":{"hash":"sha256:4de16a4346dbecfd6339047eaa093f3e2bf7c02a6d877989e43732005aba6fe3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"membershipPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tierId"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"generationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paidTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upgradePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tierId"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}}]}}]}}]}}]} as unknown as DocumentNode<MembershipPlanQuery, MembershipPlanQueryVariables>;
export const MembershipReceiptPdfDocument = {"__meta__":{"hash":"sha256:d00e43967bda74ed3a0be2a1c151730528e456699012499cdaa0771f6b4bee40"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipReceiptPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"membershipReceiptPdf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}]}]}}]} as unknown as DocumentNode<MembershipReceiptPdfQuery, MembershipReceiptPdfQueryVariables>;
export const UpdateUserDocument = {"__meta__":{"hash":"sha256:4b243c16d94682d04e631dad4c9660dac7fb17fd2233e6cac5cba62ce429d9d9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}},{"kind":"Field","name":{"kind":"Name","value":"pictureLink"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"casinoPauseUntil"}},{"kind":"Field","name":{"kind":"Name","value":"tier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = {"__meta__":{"hash":"sha256:a20580d83456a7c608ee7323f65574b5db72ed7e110a017ef8a4549d4af1405d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteUser"}}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const ConsentsDocument = {"__meta__":{"hash":"sha256:bc2966b0bdc4bdd8baa40ede7a38dd299dc1f95eec6db84d0c6b1afe9c913af9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"recordedTimestamp"}}]}}]}}]} as unknown as DocumentNode<ConsentsQuery, ConsentsQueryVariables>;
export const OrderManagingUrlDocument = {"__meta__":{"hash":"sha256:e414b8e8670cb6236f084556854eb9cc5d323a097c71e67a12c93fa3fa81a146"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderManagingUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectionUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderManagingUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"redirectionUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectionUrl"}}}]}]}}]} as unknown as DocumentNode<OrderManagingUrlQuery, OrderManagingUrlQueryVariables>;
export const CalendarFeedDocument = {"__meta__":{"hash":"sha256:e9822348b9361a361ebe1722ebd6a0f19a9080c8ba935d9ae58583f1ec56e9f4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeedUrl"}}]}}]} as unknown as DocumentNode<CalendarFeedQuery, CalendarFeedQueryVariables>;
export const CreateCalendarFeedDocument = {"__meta__":{"hash":"sha256:49beea5e937ea1d97084796b402231f4ef221fc50ddc34714413285a09db8e7e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createCalendarFeed"}}]}}]} as unknown as DocumentNode<CreateCalendarFeedMutation, CreateCalendarFeedMutationVariables>;
export const RevokeCalendarFeedDocument = {"__meta__":{"hash":"sha256:a19b08565bea32e42855438d43a39e4d915c767bbca7d07e70a25b35297f05a0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"revokeCalendarFeed"}}]}}]} as unknown as DocumentNode<RevokeCalendarFeedMutation, RevokeCalendarFeedMutationVariables>;
export const ReminderSettingsDocument = {"__meta__":{"hash":"sha256:e75f29e511361ce3d5be503acb8fb99fbc624e5661dd8d087b11c1cf6c308fb9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReminderSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reminderSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReminderSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReminderSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"expiring"}},{"kind":"Field","name":{"kind":"Name","value":"renewals"}},{"kind":"Field","name":{"kind":"Name","value":"followedTypes"}},{"kind":"Field","name":{"kind":"Name","value":"termsChanges"}}]}}]} as unknown as DocumentNode<ReminderSettingsQuery, ReminderSettingsQueryVariables>;
export const SaveReminderSettingsDocument = {"__meta__":{"hash":"sha256:21143f68cc67a458812e5fda4096d82460efbf305e9fb8e693729459f5b8b462"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveReminderSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiring"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"renewals"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"followedTypes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"termsChanges"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveReminderSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"expiring"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiring"}}},{"kind":"Argument","name":{"kind":"Name","value":"renewals"},"value":{"kind":"Variable","name":{"kind":"Name","value":"renewals"}}},{"kind":"Argument","name":{"kind":"Name","value":"followedTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"followedTypes"}}},{"kind":"Argument","name":{"kind":"Name","value":"termsChanges"},"value":{"kind":"Variable","name":{"kind":"Name","value":"termsChanges"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReminderSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReminderSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"expiring"}},{"kind":"Field","name":{"kind":"Name","value":"renewals"}},{"kind":"Field","name":{"kind":"Name","value":"followedTypes"}},{"kind":"Field","name":{"kind":"Name","value":"termsChanges"}}]}}]} as unknown as DocumentNode<SaveReminderSettingsMutation, SaveReminderSettingsMutationVariables>;
export const ApiTokensDocument = {"__meta__":{"hash":"sha256:c139ee8bb74700b741e53a5282a80abfc17701d03e781bdc11f607654576b14e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"secretStart"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"__meta__":{"hash":"sha256:3b5dd354ef5dd8db92089caba1e480b5687dc4ba93377e22a5cc549983bcc8cb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"__meta__":{"hash":"sha256:3b8f1710d1b68be05275ecfd590cfea5785a52a048d72fe74d67d337522b3b4b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const BankStatementsDocument = {"__meta__":{"hash":"sha256:6a65dd79983b894bbdea386742cd196bb4cbb9cd115f43c97b6808d6594ac266"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankStatements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bankStatements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"importedCount"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}}]}}]}}]} as unknown as DocumentNode<BankStatementsQuery, BankStatementsQueryVariables>;
export const BankTransactionsDocument = {"__meta__":{"hash":"sha256:a448ef5af099ebc4f1f51d2c5f84ca299113add9d492049b3f8d9630eaf72699"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankTransactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bankTransactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statementId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"bookedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"gambling"}},{"kind":"Field","name":{"kind":"Name","value":"countsFor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bonusId"}},{"kind":"Field","name":{"kind":"Name","value":"counts"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<BankTransactionsQuery, BankTransactionsQueryVariables>;
export const StatementOfferNamesDocument = {"__meta__":{"hash":"sha256:c4469c2cb0ca0aba0923088e3c3557dcedd941728d0509409bae1f9c713b5b37"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementOfferNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<StatementOfferNamesQuery, StatementOfferNamesQueryVariables>;
export const DeleteBankStatementDocument = {"__meta__":{"hash":"sha256:dd2877804a15ba16a2309ee4606cf43fb1619568ab32ce1750e571a9930ec01d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBankStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteBankStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBankStatementMutation, DeleteBankStatementMutationVariables>;
export const AdminSignInTokenDocument = {"__meta__":{"hash":"sha256:2399ea710e9bd74bca5fb1693ab866d6f708440e328421594dfedd52e196534e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSignInToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"adminSignInToken"}}]}}]} as unknown as DocumentNode<AdminSignInTokenMutation, AdminSignInTokenMutationVariables>;
export const MeDocument = {"__meta__":{"hash":"sha256:5b240394d78648849bd22eb1540b69573e4fa090af6f2c8abf2d145da15d147b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}},{"kind":"Field","name":{"kind":"Name","value":"pictureLink"}},{"kind":"Field","name":{"kind":"Name","value":"marketingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"casinoPauseUntil"}},{"kind":"Field","name":{"kind":"Name","value":"tier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const DeleteUnregisteredAccountDocument = {"__meta__":{"hash":"sha256:4e827358b062a8e57f470b8e2a87bcda4772bf27ed769104828a513f7448d529"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUnregisteredAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteUnregisteredAccount"}}]}}]} as unknown as DocumentNode<DeleteUnregisteredAccountMutation, DeleteUnregisteredAccountMutationVariables>;
export const CreateOrderDocument = {"__meta__":{"hash":"sha256:29e0119f9f82ebaaaffa835073203ab5ead0c4e3421ba2fc8235be6e34e70a0a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"promoPercent"}},{"kind":"Field","name":{"kind":"Name","value":"promoMonths"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tierId"}}]}}]} as unknown as DocumentNode<CreateOrderMutation, CreateOrderMutationVariables>;
export const OrderDocument = {"__meta__":{"hash":"sha256:97a0a48f4e466d65e26fcacdc40c76d87809074ff0bb914c4506042d52217c4b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Order"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"promoPercent"}},{"kind":"Field","name":{"kind":"Name","value":"promoMonths"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tierId"}}]}}]} as unknown as DocumentNode<OrderQuery, OrderQueryVariables>;
export const OrderStatusDocument = {"__meta__":{"hash":"sha256:f73b3cdc086b2a5a96f03012606b3289cc6c749e9ebddc90312f08a4b0914d70"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<OrderStatusQuery, OrderStatusQueryVariables>;
export const OrderPaywallUrlDocument = {"__meta__":{"hash":"sha256:6b80cd14ea06b0f7318b42a85a03243790c1391f9d14b91ed41749f6256fcd9a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderPaywallUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderPaywallUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<OrderPaywallUrlQuery, OrderPaywallUrlQueryVariables>;
export const TaxSummaryDocument = {"__meta__":{"hash":"sha256:11e9627ffb25ec39659f269aeb9e68594fcb944221922dd36c37e97272226faf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"taxSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxPositionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxPositionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"gambling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gamblingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"otherIncome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"law"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOn"}}]}}]}}]} as unknown as DocumentNode<TaxSummaryQuery, TaxSummaryQueryVariables>;