/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What a recent event of the admin overview is. */
export type ActivityKind =
  /** A member completed a bonus. */
  | 'bonus'
  /** A membership payment came in. */
  | 'payment'
  /** A payout was requested or created. */
  | 'payout'
  /** A new member registered. */
  | 'registration';

/** Granting or removing admin rights, with the reason the audit log keeps. */
export type AdminRightsInput = {
  /** Whether the member is to be an admin. */
  admin: boolean;
  /** The member's id. */
  id: string | number;
  /** Why (at least 5 characters); refused with ADMIN_RIGHTS_REASON_REQUIRED when missing or shorter. */
  reason?: string | null | undefined;
};

/** Search, filters and page of the admin's member list. */
export type AdminUserQueryInput = {
  /** Only admins when true, only members without admin rights when false, both when omitted. */
  admin?: boolean | null | undefined;
  /** The page to return, counted from 1; 1 when omitted. */
  currentPage?: number | null | undefined;
  /** Part of the name or e-mail. */
  search?: string | null | undefined;
  /** Which members to list; all when omitted. */
  status?: AdminUserStatus | null | undefined;
  /** Only members of this tier; every tier when omitted. */
  tier?: AdminUserTier | null | undefined;
};

/** Which members the admin's list shows: all, active, inactive or pending. */
export type AdminUserStatus =
  /** Members who may sign in. */
  | 'active'
  /** Every member. */
  | 'all'
  /** Deactivated members. */
  | 'inactive'
  /** Members waiting for approval. */
  | 'pending';

/** A membership tier the admin's member list can be filtered by. */
export type AdminUserTier =
  /** The Basic tier. */
  | 'basic'
  /** The free tier. */
  | 'free'
  /** The Premium tier. */
  | 'premium';

/** One guided step of a bonus, as the admin enters it. */
export type BonusStepInput = {
  /** The step's category label. */
  category: string;
  /** Due this many days after the member started (1–365); null: no deadline. */
  deadlineDays?: number | null | undefined;
  /** Rich text (HTML), sanitised on save. */
  description: string;
  /** The name of the step's icon. */
  icon: string;
  /** The step's position, from 1. */
  order: number;
  /** What the step needs from the member's bank statements; null for nothing. */
  requirement?: StepRequirementInput | null | undefined;
  /** A line under the title. */
  subtitle: string;
  /** The step's title. */
  title: string;
};

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

/** The admin bonus form (money in Kč, time in unix seconds). */
export type BonusWriteInput = {
  /** The kind of bonus: bank, slot, live or registration. */
  bonusTypeName: string;
  /** The id of the bank or casino offering it. */
  companyId: number;
  /** Rich text (HTML), sanitised on save. */
  description: string;
  /** Save as a draft (never shown to members) or publish one (false). Omitted: a new bonus is published, an edited one keeps its state. */
  draft?: boolean | null | undefined;
  /** Omitted: a new bonus has none, an edited one keeps its rules. */
  eligibilityRules?: Array<EligibilityRuleInput> | null | undefined;
  /** When the offer ends, unix seconds. */
  endTimestamp: number;
  /** What the offer is expected to earn, Kč. Ignored when it has value terms and a game (the value computed from them is stored); required otherwise. */
  expectedValue?: number | null | undefined;
  /** The ids of the casino games it is played on. */
  gamesIds?: Array<number> | null | undefined;
  /** Set to update; omit to create (also for a duplicate). */
  id?: number | null | undefined;
  /** The bonus's name. */
  name: string;
  /** The money the member needs to put in, Kč. */
  neededCapital: number;
  /** Weekdays it renews on, 0 = Monday. */
  renewingDays?: Array<number> | null | undefined;
  /** 1 (none) to 5 (extreme). */
  riskRate: number;
  /** VIP, exceptional or recommended; null for none. */
  specialMark?: string | null | undefined;
  /** When the offer starts, unix seconds. */
  startTimestamp: number;
  /** The guided steps, in order. */
  stepList: Array<BonusStepInput>;
  /** A link to the operator's terms of the offer. */
  urlBonusConditions: string;
  /** A link to the offer. */
  urlLink: string;
  /** Casino offers only. Null: none; omitted: a new bonus has none, an edited one keeps them. */
  valueTerms?: ValueTermsInput | null | undefined;
  /** When members stop seeing it, unix seconds; null: until it ends. */
  visibilityEndTimestamp?: number | null | undefined;
  /** When members start seeing it, unix seconds; null: from its start. */
  visibilityStartTimestamp?: number | null | undefined;
  /** Whether members see it; false hides it. */
  visible?: boolean | null | undefined;
};

/** What a company is: bank or casino. */
export type CompanyKind =
  /** A bank. */
  | 'bank'
  /** A casino operator. */
  | 'casino';

/** A company's kind, a bank's ČNB code and, for a casino, its Ministry of Finance licence (number and end, both or neither). */
export type CompanyUpdateInput = {
  /** A bank's ČNB code (four digits, required for a bank); null for a casino. */
  bankCode?: string | null | undefined;
  /** The company's id. */
  id: number;
  /** Bank or casino. */
  kind: CompanyKind;
  /** A casino's licence number; null for none. */
  licenseNumber?: string | null | undefined;
  /** Unix seconds. */
  licenseValidUntil?: number | null | undefined;
};

/** An eligibility rule; give the fields its kind uses (companyId and months, companyId, min and max, or none). */
export type EligibilityRuleInput = {
  /** The operator the rule is about (no_account_within, never_account). */
  companyId?: number | null | undefined;
  /** What the rule checks. */
  kind: EligibilityRuleKind;
  /** For age: the maximum in whole years; null for none. */
  max?: number | null | undefined;
  /** For age: the minimum in whole years. */
  min?: number | null | undefined;
  /** For no_account_within: the window in months (1–120). */
  months?: number | null | undefined;
};

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

/** A FAQ entry as the admin creates or edits it. */
export type FaqInput = {
  /** The answer. */
  answer: string;
  /** The category the entry is listed under. */
  faqCategoryName: string;
  /** Omit to create. */
  id?: number | null | undefined;
  /** The question. */
  question: string;
  /** Whether the public FAQ shows it; false hides it. */
  visible?: boolean | null | undefined;
};

/** How much a game's results swing. */
export type GameVolatility =
  /** Rare, large wins. */
  | 'high'
  /** Frequent, small wins. */
  | 'low'
  /** Between low and high. */
  | 'medium';

/** An investment category as the admin creates or edits it. */
export type InvestmentCategoryInput = {
  /** Typical return, percent a year. */
  avgExpectedReturn: number;
  /** Typical risk, 1 (none) to 5 (extreme). */
  avgRiskRate: number;
  /** The category's colour, CSS (e.g. #1e88e5). */
  color: string;
  /** The category's cons. */
  consList: Array<string>;
  /** The long description. */
  description: string;
  /** Omit to create. */
  id?: number | null | undefined;
  /** The category's name. */
  name: string;
  /** The category's pros. */
  prosList: Array<string>;
  /** A one-line description for the list. */
  shortDescription: string;
  /** A line under the name. */
  subtitle: string;
  /** Whether members see it; false hides it. */
  visible?: boolean | null | undefined;
};

/** An investment product as the admin creates or edits it. */
export type InvestmentProductInput = {
  /** The provider of the product. */
  companyName: string;
  /** The product's cons. */
  consList: Array<string>;
  /** The long description. */
  description: string;
  /** Expected return, percent a year. */
  expectedReturn: number;
  /** Omit to create. */
  id?: number | null | undefined;
  /** The id of the investment horizon it suits. */
  investHorizontId: number;
  /** The id of its category. */
  investmentCategoryId: number;
  /** The product's name. */
  name: string;
  /** The capital it needs, whole Kč. */
  neededCapital: number;
  /** The product's pros. */
  prosList: Array<string>;
  /** Whether it is recommended (listed first). */
  recommended: boolean;
  /** 1 (none) to 5 (extreme). */
  riskRate: number;
  /** The step guide, in order. */
  stepList: Array<InvestmentStepInput>;
  /** A link to the product. */
  urlLink: string;
  /** Whether members see it; false hides it. */
  visible?: boolean | null | undefined;
};

/** One step of an investment product's guide. */
export type InvestmentStepInput = {
  /** What to do. */
  description: string;
  /** The step's title. */
  title: string;
};

/** A newsletter to send to members who agreed to marketing e-mail. */
export type NewsletterInput = {
  /** Rich text; sanitised on the server. */
  html: string;
  /** The subject line. */
  subject: string;
};

/** Which page of a list to return. */
export type PageInput = {
  /** The page, counted from 1; 1 when omitted. */
  currentPage?: number | null | undefined;
  /** Entries per page: 10, 20, 50 or 100; 20 when omitted. */
  itemsPerPage?: number | null | undefined;
};

/** How a payout was asked for: manual (Výběr na žádost) or auto (Automatický výběr). */
export type PayoutKind =
  /** Automatický výběr: created automatically for members with automatic withdrawal. */
  | 'auto'
  /** Výběr na žádost: the member asked for it. */
  | 'manual';

/** A payout's state: pending until the bank pays it, then paid, or failed when it came back. */
export type PayoutStatus =
  /** The bank returned it; the amount went back on the member's balance. */
  | 'failed'
  /** The bank paid it. */
  | 'paid'
  /** Waiting for the bank. */
  | 'pending';

/** A new promo code. */
export type PromoCodeInput = {
  /** The code members type in. */
  code: string;
  /** The discount in percent of the monthly price. */
  discountPercent: number;
  /** Paid orders that may use it; null for no limit. */
  maxRedemptions?: number | null | undefined;
  /** How many monthly payments the discount covers. */
  months: number;
  /** Unix seconds; empty for now. */
  validFrom?: number | null | undefined;
  /** Unix seconds; empty for no end. */
  validUntil?: number | null | undefined;
};

/** Where a promo code stands now: scheduled, running, used_up or ended. */
export type PromoCodeState =
  /** Its end has passed or an admin ended it. */
  | 'ended'
  /** It works now. */
  | 'running'
  /** Its start is still to come. */
  | 'scheduled'
  /** It reached its redemption limit. */
  | 'used_up';

/** The back office settings to save. */
export type SiteSettingsInput = {
  /** New members get in at once; when false they wait for an admin to approve them. */
  autoApproveUsers: boolean;
  /** Off holds the newsletter queue. */
  emailNotifications: boolean;
  /** Members see a maintenance page; admins keep working. */
  maintenanceMode: boolean;
  /** Premium members may take on this many bonuses a Prague calendar month. */
  maxBonusesPerUser: number;
  /** The smallest withdrawal on request, whole Kč. */
  minWithdrawal: number;
  /** Flat whole Kč credited to the referrer when an invited member's first payment succeeds; 0 turns it off. */
  referralReward: number;
  /** Whether new members may register. */
  registrationEnabled: boolean;
  /** Reply-To and footer of every e-mail. */
  siteEmail: string;
  /** Sender name and footer of every e-mail. */
  siteName: string;
};

/** A highlight an admin puts on a bonus. */
export type SpecialMark =
  /** Marked VIP. */
  | 'VIP'
  /** An exceptional offer. */
  | 'exceptional'
  /** Recommended by the admins. */
  | 'recommended';

/** What a step needs from the member's statements: kind card_payments (count, minAmount, withinDays) or incoming_total (minAmount, withinDays). */
export type StepRequirementInput = {
  /** For card_payments: how many. */
  count?: number | null | undefined;
  /** What the step counts: card_payments or incoming_total. */
  kind: string;
  /** Whole Kč. */
  minAmount: number;
  /** Days after the member started the offer in which it must be met. */
  withinDays: number;
};

/** A casino offer's wagering terms (Kč), checked by the same rules as POST /bonus. */
export type ValueTermsInput = {
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
  /** What the multiplier applies to: bonus or deposit_and_bonus. */
  wageringBase: string;
  /** How many times the wagering base must be staked. */
  wageringMultiplier: number;
};

/** Where a delivery stands: pending (sent again later), succeeded or failed. */
export type WebhookDeliveryStatus =
  /** Given up after the last attempt. */
  | 'failed'
  /** Not delivered yet; sent again later. */
  | 'pending'
  /** The endpoint answered with a 2xx status. */
  | 'succeeded';

/** A new outgoing webhook endpoint. */
export type WebhookEndpointInput = {
  /** A note to recognise the endpoint by. */
  description?: string;
  /** Event names as in the payload, e.g. "order.paid". */
  events: Array<string>;
  /** The address events are posted to. */
  url: string;
};

/** An event an outgoing webhook can be told of. */
export type WebhookEventType =
  /** An admin made a bonus visible to members (bonus.published). */
  | 'BONUS_PUBLISHED'
  /** An admin changed the terms of a bonus (bonus.terms_changed). */
  | 'BONUS_TERMS_CHANGED'
  /** A member registered (member.created). */
  | 'MEMBER_CREATED'
  /** A paid subscription order ended (order.canceled). */
  | 'ORDER_CANCELED'
  /** A subscription order was paid (order.paid). */
  | 'ORDER_PAID'
  /** The bank returned a payout (payout.failed). */
  | 'PAYOUT_FAILED'
  /** The bank paid a payout (payout.paid). */
  | 'PAYOUT_PAID'
  /** A payout was requested (payout.requested). */
  | 'PAYOUT_REQUESTED';

export type AdminAnalyticsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAnalyticsQuery = { adminAnalytics: { registrations: Array<{ month: string, value: number }>, earnings: Array<{ month: string, value: number }>, tiers: Array<{ name: string, count: number, percent: number }>, generations: Array<{ name: string, limit: number, load: number, revenue: number }> } };

export type AuditLogQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditLogQuery = { auditLog: Array<{ id: number, actorName: string | null, action: string, details: unknown, creationTimestamp: number }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string, email: string | null, admin: boolean } };

export type AdminBonusFieldsFragment = { id: number, name: string, description: string, startTimestamp: number, endTimestamp: number, expectedValue: number, neededCapital: number, specialMark: SpecialMark | null, urlBonusConditions: string, urlLink: string, riskRate: number, bonusTypeName: BonusType, visibilityStartTimestamp: number | null, visibilityEndTimestamp: number | null, visible: boolean, draft: boolean, renewingDays: Array<number>, stepList: Array<{ id: number, title: string, subtitle: string, description: string, icon: string, order: number, category: string, deadlineDays: number | null, requirement: { kind: string, count: number | null, minAmount: number, withinDays: number } | null }>, company: { id: number, name: string }, games: Array<{ id: number, name: string, gameStudio: string, rtp: number, volatility: GameVolatility, urlLink: string }>, eligibilityRules: Array<{ kind: EligibilityRuleKind, companyId: number | null, months: number | null, min: number | null, max: number | null }>, valueTerms: { bonusAmount: number, deposit: number, wageringMultiplier: number, wageringBase: string, contributionPercent: number, maxBet: number, maxCashout: number | null } | null };

export type AdminBonusQueryVariables = Exact<{
  id: number;
}>;


export type AdminBonusQuery = { adminBonus: { id: number, name: string, description: string, startTimestamp: number, endTimestamp: number, expectedValue: number, neededCapital: number, specialMark: SpecialMark | null, urlBonusConditions: string, urlLink: string, riskRate: number, bonusTypeName: BonusType, visibilityStartTimestamp: number | null, visibilityEndTimestamp: number | null, visible: boolean, draft: boolean, renewingDays: Array<number>, stepList: Array<{ id: number, title: string, subtitle: string, description: string, icon: string, order: number, category: string, deadlineDays: number | null, requirement: { kind: string, count: number | null, minAmount: number, withinDays: number } | null }>, company: { id: number, name: string }, games: Array<{ id: number, name: string, gameStudio: string, rtp: number, volatility: GameVolatility, urlLink: string }>, eligibilityRules: Array<{ kind: EligibilityRuleKind, companyId: number | null, months: number | null, min: number | null, max: number | null }>, valueTerms: { bonusAmount: number, deposit: number, wageringMultiplier: number, wageringBase: string, contributionPercent: number, maxBet: number, maxCashout: number | null } | null } };

export type AdminBonusesQueryVariables = Exact<{
  currentPage?: number | null | undefined;
  search?: string | null | undefined;
  types?: Array<string> | string | null | undefined;
  states?: Array<string> | string | null | undefined;
}>;


export type AdminBonusesQuery = { adminBonuses: { totalCount: number, currentPage: number, pageCount: number, bonuses: Array<{ id: number, name: string, description: string, startTimestamp: number, endTimestamp: number, expectedValue: number, neededCapital: number, specialMark: SpecialMark | null, urlBonusConditions: string, urlLink: string, riskRate: number, bonusTypeName: BonusType, visibilityStartTimestamp: number | null, visibilityEndTimestamp: number | null, visible: boolean, draft: boolean, renewingDays: Array<number>, stepList: Array<{ id: number, title: string, subtitle: string, description: string, icon: string, order: number, category: string, deadlineDays: number | null, requirement: { kind: string, count: number | null, minAmount: number, withinDays: number } | null }>, company: { id: number, name: string }, games: Array<{ id: number, name: string, gameStudio: string, rtp: number, volatility: GameVolatility, urlLink: string }>, eligibilityRules: Array<{ kind: EligibilityRuleKind, companyId: number | null, months: number | null, min: number | null, max: number | null }>, valueTerms: { bonusAmount: number, deposit: number, wageringMultiplier: number, wageringBase: string, contributionPercent: number, maxBet: number, maxCashout: number | null } | null }> } };

export type CreateBonusMutationVariables = Exact<{
  input: BonusWriteInput;
}>;


export type CreateBonusMutation = { createBonus: { id: number, name: string, description: string, startTimestamp: number, endTimestamp: number, expectedValue: number, neededCapital: number, specialMark: SpecialMark | null, urlBonusConditions: string, urlLink: string, riskRate: number, bonusTypeName: BonusType, visibilityStartTimestamp: number | null, visibilityEndTimestamp: number | null, visible: boolean, draft: boolean, renewingDays: Array<number>, stepList: Array<{ id: number, title: string, subtitle: string, description: string, icon: string, order: number, category: string, deadlineDays: number | null, requirement: { kind: string, count: number | null, minAmount: number, withinDays: number } | null }>, company: { id: number, name: string }, games: Array<{ id: number, name: string, gameStudio: string, rtp: number, volatility: GameVolatility, urlLink: string }>, eligibilityRules: Array<{ kind: EligibilityRuleKind, companyId: number | null, months: number | null, min: number | null, max: number | null }>, valueTerms: { bonusAmount: number, deposit: number, wageringMultiplier: number, wageringBase: string, contributionPercent: number, maxBet: number, maxCashout: number | null } | null } };

export type UpdateBonusMutationVariables = Exact<{
  input: BonusWriteInput;
}>;


export type UpdateBonusMutation = { updateBonus: { id: number, name: string, description: string, startTimestamp: number, endTimestamp: number, expectedValue: number, neededCapital: number, specialMark: SpecialMark | null, urlBonusConditions: string, urlLink: string, riskRate: number, bonusTypeName: BonusType, visibilityStartTimestamp: number | null, visibilityEndTimestamp: number | null, visible: boolean, draft: boolean, renewingDays: Array<number>, stepList: Array<{ id: number, title: string, subtitle: string, description: string, icon: string, order: number, category: string, deadlineDays: number | null, requirement: { kind: string, count: number | null, minAmount: number, withinDays: number } | null }>, company: { id: number, name: string }, games: Array<{ id: number, name: string, gameStudio: string, rtp: number, volatility: GameVolatility, urlLink: string }>, eligibilityRules: Array<{ kind: EligibilityRuleKind, companyId: number | null, months: number | null, min: number | null, max: number | null }>, valueTerms: { bonusAmount: number, deposit: number, wageringMultiplier: number, wageringBase: string, contributionPercent: number, maxBet: number, maxCashout: number | null } | null } };

export type SetBonusVisibilityMutationVariables = Exact<{
  id: number;
  visible: boolean;
}>;


export type SetBonusVisibilityMutation = { setBonusVisibility: { id: number, visible: boolean, draft: boolean } };

export type CatalogueOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueOptionsQuery = { companies: Array<{ id: number, name: string }>, games: Array<{ id: number, name: string, gameStudio: string, rtp: number, volatility: GameVolatility }> };

export type AdminBonusTermsQueryVariables = Exact<{
  bonusId: number;
}>;


export type AdminBonusTermsQuery = { bonusTerms: Array<{ version: number, createdTimestamp: number, changes: Array<{ field: string, before: string | null, after: string | null }> }> };

export type AdminCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCompaniesQuery = { companies: Array<{ id: number, name: string, bankCode: string | null, kind: CompanyKind | null, license: { number: string, validUntil: number } | null }> };

export type UpdateCompanyMutationVariables = Exact<{
  input: CompanyUpdateInput;
}>;


export type UpdateCompanyMutation = { updateCompany: { id: number, bankCode: string | null, kind: CompanyKind | null, license: { number: string, validUntil: number } | null } };

export type AdminFaqFieldsFragment = { id: number, question: string, answer: string, faqCategoryName: string, visible: boolean };

export type AdminFaqsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminFaqsQuery = { adminFaqs: Array<{ id: number, question: string, answer: string, faqCategoryName: string, visible: boolean }> };

export type SaveFaqMutationVariables = Exact<{
  input: FaqInput;
}>;


export type SaveFaqMutation = { saveFaq: { id: number, question: string, answer: string, faqCategoryName: string, visible: boolean } };

export type ReorderFaqsMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type ReorderFaqsMutation = { reorderFaqs: boolean };

export type AdminInvestmentCategoryFieldsFragment = { id: number, name: string, color: string, subtitle: string, shortDescription: string, description: string, prosList: Array<string>, consList: Array<string>, avgExpectedReturn: number, avgRiskRate: number, visible: boolean };

export type AdminInvestmentCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminInvestmentCategoriesQuery = { adminInvestmentCategories: Array<{ id: number, name: string, color: string, subtitle: string, shortDescription: string, description: string, prosList: Array<string>, consList: Array<string>, avgExpectedReturn: number, avgRiskRate: number, visible: boolean }> };

export type AdminInvestmentProductFieldsFragment = { id: number, companyName: string, name: string, description: string, prosList: Array<string>, consList: Array<string>, expectedReturn: number, investHorizontId: number, neededCapital: number, riskRate: number, urlLink: string, recommended: boolean, investmentCategoryId: number, visible: boolean, stepList: Array<{ title: string, description: string }> };

export type AdminInvestmentsQueryVariables = Exact<{
  investmentCategoryId: number;
}>;


export type AdminInvestmentsQuery = { investments: Array<{ id: number, companyName: string, name: string, description: string, prosList: Array<string>, consList: Array<string>, expectedReturn: number, investHorizontId: number, neededCapital: number, riskRate: number, urlLink: string, recommended: boolean, investmentCategoryId: number, visible: boolean, stepList: Array<{ title: string, description: string }> }> };

export type SaveInvestmentCategoryMutationVariables = Exact<{
  input: InvestmentCategoryInput;
}>;


export type SaveInvestmentCategoryMutation = { saveInvestmentCategory: { id: number, name: string, color: string, subtitle: string, shortDescription: string, description: string, prosList: Array<string>, consList: Array<string>, avgExpectedReturn: number, avgRiskRate: number, visible: boolean } };

export type SaveInvestmentProductMutationVariables = Exact<{
  input: InvestmentProductInput;
}>;


export type SaveInvestmentProductMutation = { saveInvestmentProduct: { id: number, companyName: string, name: string, description: string, prosList: Array<string>, consList: Array<string>, expectedReturn: number, investHorizontId: number, neededCapital: number, riskRate: number, urlLink: string, recommended: boolean, investmentCategoryId: number, visible: boolean, stepList: Array<{ title: string, description: string }> } };

export type ReorderInvestmentsMutationVariables = Exact<{
  ids: Array<number> | number;
  products: boolean;
}>;


export type ReorderInvestmentsMutation = { reorderInvestments: boolean };

export type NewsletterFieldsFragment = { id: number, subject: string, creationTimestamp: number, recipients: number, sent: number, failed: number, skipped: number };

export type NewslettersQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type NewslettersQuery = { newsletters: { totalCount: number, itemsPerPage: number, items: Array<{ id: number, subject: string, creationTimestamp: number, recipients: number, sent: number, failed: number, skipped: number }> } };

export type SendNewsletterMutationVariables = Exact<{
  input: NewsletterInput;
}>;


export type SendNewsletterMutation = { sendNewsletter: { id: number, subject: string, creationTimestamp: number, recipients: number, sent: number, failed: number, skipped: number } };

export type AdminOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOverviewQuery = { adminOverview: { totalUsers: number, activeBonuses: number, totalEarnings: number, conversionRate: number, activeUsers: number, todayBonuses: number, todayIncome: number, recentActivity: Array<{ kind: ActivityKind, text: string, timestamp: number, memberId: string, memberName: string }> } };

export type AdminOverviewTrendsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOverviewTrendsQuery = { adminOverviewTrends: { month: string, previousMonth: string, members: { current: number, previous: number }, registrations: { current: number, previous: number }, revenue: { current: number, previous: number }, bonuses: { current: number, previous: number }, pendingPayouts: { count: number, amount: number, unbatched: number }, revenueByMonth: Array<{ month: string, value: number }>, missedStepsByMonth: Array<{ month: string, value: number }> } };

export type PendingEarningsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type PendingEarningsQuery = { pendingEarnings: { totalCount: number, itemsPerPage: number, items: Array<{ id: number, memberName: string, bonusName: string, expectedValue: number, reachedProfit: number, creationTimestamp: number }> } };

export type ReviewEarningsMutationVariables = Exact<{
  id: number;
  approve: boolean;
}>;


export type ReviewEarningsMutation = { reviewEarnings: boolean };

export type PayoutTotalFieldsFragment = { count: number, amountHalere: number };

export type AdminPayoutFieldsFragment = { id: number, creationTimestamp: number, kind: PayoutKind, amountHalere: number, status: PayoutStatus, memberName: string, memberEmail: string | null, bankAccount: string, batchId: number | null };

export type PayoutBatchFieldsFragment = { id: number, creationTimestamp: number, createdByName: string | null, format: string, paidOn: string | null, pending: { count: number, amountHalere: number }, paid: { count: number, amountHalere: number }, failed: { count: number, amountHalere: number } };

export type AdminPayoutsQueryVariables = Exact<{
  month: string;
}>;


export type AdminPayoutsQuery = { adminPayouts: { month: string, payouts: Array<{ id: number, creationTimestamp: number, kind: PayoutKind, amountHalere: number, status: PayoutStatus, memberName: string, memberEmail: string | null, bankAccount: string, batchId: number | null }>, totals: { manual: { count: number, amountHalere: number }, auto: { count: number, amountHalere: number }, all: { count: number, amountHalere: number } } } };

export type PayoutBatchesQueryVariables = Exact<{ [key: string]: never; }>;


export type PayoutBatchesQuery = { payoutBatches: Array<{ id: number, creationTimestamp: number, createdByName: string | null, format: string, paidOn: string | null, pending: { count: number, amountHalere: number }, paid: { count: number, amountHalere: number }, failed: { count: number, amountHalere: number } }> };

export type PayoutBatchFileQueryVariables = Exact<{
  batchId: number;
}>;


export type PayoutBatchFileQuery = { payoutBatchFile: { fileName: string, content: string, batch: { id: number, creationTimestamp: number, createdByName: string | null, format: string, paidOn: string | null, pending: { count: number, amountHalere: number }, paid: { count: number, amountHalere: number }, failed: { count: number, amountHalere: number } } } };

export type ExportPayoutBatchMutationVariables = Exact<{
  month: string;
  payoutIds?: Array<number> | number | null | undefined;
}>;


export type ExportPayoutBatchMutation = { exportPayoutBatch: { fileName: string, content: string, batch: { id: number, creationTimestamp: number, createdByName: string | null, format: string, paidOn: string | null, pending: { count: number, amountHalere: number }, paid: { count: number, amountHalere: number }, failed: { count: number, amountHalere: number } } } };

export type MarkPayoutBatchPaidMutationVariables = Exact<{
  batchId: number;
  paidOn: string;
}>;


export type MarkPayoutBatchPaidMutation = { markPayoutBatchPaid: { mailsQueued: number, batch: { id: number, creationTimestamp: number, createdByName: string | null, format: string, paidOn: string | null, pending: { count: number, amountHalere: number }, paid: { count: number, amountHalere: number }, failed: { count: number, amountHalere: number } } } };

export type MarkPayoutFailedMutationVariables = Exact<{
  payoutId: number;
  reason: string;
}>;


export type MarkPayoutFailedMutation = { markPayoutFailed: { mailsQueued: number, payout: { id: number, creationTimestamp: number, kind: PayoutKind, amountHalere: number, status: PayoutStatus, memberName: string, memberEmail: string | null, bankAccount: string, batchId: number | null } } };

export type AdminPromoCodeFieldsFragment = { id: number, code: string, discountPercent: number, months: number, validFrom: number | null, validUntil: number | null, maxRedemptions: number | null, redemptions: number, state: PromoCodeState, stateLabel: string };

export type AdminPromoCodesQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  search?: string | null | undefined;
}>;


export type AdminPromoCodesQuery = { adminPromoCodes: { totalCount: number, itemsPerPage: number, items: Array<{ id: number, code: string, discountPercent: number, months: number, validFrom: number | null, validUntil: number | null, maxRedemptions: number | null, redemptions: number, state: PromoCodeState, stateLabel: string }> } };

export type CreatePromoCodeMutationVariables = Exact<{
  input: PromoCodeInput;
}>;


export type CreatePromoCodeMutation = { createPromoCode: { id: number, code: string, discountPercent: number, months: number, validFrom: number | null, validUntil: number | null, maxRedemptions: number | null, redemptions: number, state: PromoCodeState, stateLabel: string } };

export type EndPromoCodeMutationVariables = Exact<{
  id: number;
}>;


export type EndPromoCodeMutation = { endPromoCode: { id: number, code: string, discountPercent: number, months: number, validFrom: number | null, validUntil: number | null, maxRedemptions: number | null, redemptions: number, state: PromoCodeState, stateLabel: string } };

export type SiteSettingsFieldsFragment = { siteName: string, siteEmail: string, maintenanceMode: boolean, registrationEnabled: boolean, autoApproveUsers: boolean, emailNotifications: boolean, maxBonusesPerUser: number, referralReward: number, minWithdrawal: number };

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsQuery = { siteSettings: { siteName: string, siteEmail: string, maintenanceMode: boolean, registrationEnabled: boolean, autoApproveUsers: boolean, emailNotifications: boolean, maxBonusesPerUser: number, referralReward: number, minWithdrawal: number } };

export type SaveSiteSettingsMutationVariables = Exact<{
  input: SiteSettingsInput;
}>;


export type SaveSiteSettingsMutation = { saveSiteSettings: { siteName: string, siteEmail: string, maintenanceMode: boolean, registrationEnabled: boolean, autoApproveUsers: boolean, emailNotifications: boolean, maxBonusesPerUser: number, referralReward: number, minWithdrawal: number } };

export type AdminUserFieldsFragment = { id: string, name: string, fullName: string, email: string | null, tierName: string, creationTimestamp: number, earnings: number, active: boolean, admin: boolean, pendingApproval: boolean };

export type AdminUserDetailFieldsFragment = { id: string, name: string, fullName: string, email: string | null, tierName: string, creationTimestamp: number, earnings: number, active: boolean, admin: boolean, pendingApproval: boolean, bonusRevenue: number, referralRevenue: number, balance: number, paidOut: number, completedBonuses: number, referredUsers: number, orders: Array<{ id: string, tierName: string, status: string, amount: number, creationTimestamp: number, expirationTimestamp: number | null, waiverTimestamp: number | null, waiverTermsVersion: string | null }>, payouts: Array<{ id: number, amount: number, status: string, creationTimestamp: number }>, consents: Array<{ kind: string, label: string, granted: boolean, termsVersion: string, recordedTimestamp: number }> };

export type AdminUsersQueryVariables = Exact<{
  input?: AdminUserQueryInput | null | undefined;
}>;


export type AdminUsersQuery = { adminUsers: { totalCount: number, currentPage: number, pageCount: number, users: Array<{ id: string, name: string, fullName: string, email: string | null, tierName: string, creationTimestamp: number, earnings: number, active: boolean, admin: boolean, pendingApproval: boolean }> } };

export type AdminUserQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminUserQuery = { adminUser: { id: string, name: string, fullName: string, email: string | null, tierName: string, creationTimestamp: number, earnings: number, active: boolean, admin: boolean, pendingApproval: boolean, bonusRevenue: number, referralRevenue: number, balance: number, paidOut: number, completedBonuses: number, referredUsers: number, orders: Array<{ id: string, tierName: string, status: string, amount: number, creationTimestamp: number, expirationTimestamp: number | null, waiverTimestamp: number | null, waiverTermsVersion: string | null }>, payouts: Array<{ id: number, amount: number, status: string, creationTimestamp: number }>, consents: Array<{ kind: string, label: string, granted: boolean, termsVersion: string, recordedTimestamp: number }> } };

export type UpdateAdminUserMutationVariables = Exact<{
  id: string | number;
  active?: boolean | null | undefined;
}>;


export type UpdateAdminUserMutation = { updateAdminUser: { id: string, name: string, fullName: string, email: string | null, tierName: string, creationTimestamp: number, earnings: number, active: boolean, admin: boolean, pendingApproval: boolean, bonusRevenue: number, referralRevenue: number, balance: number, paidOut: number, completedBonuses: number, referredUsers: number, orders: Array<{ id: string, tierName: string, status: string, amount: number, creationTimestamp: number, expirationTimestamp: number | null, waiverTimestamp: number | null, waiverTermsVersion: string | null }>, payouts: Array<{ id: number, amount: number, status: string, creationTimestamp: number }>, consents: Array<{ kind: string, label: string, granted: boolean, termsVersion: string, recordedTimestamp: number }> } };

export type SetAdminRightsMutationVariables = Exact<{
  input: AdminRightsInput;
}>;


export type SetAdminRightsMutation = { setAdminRights: { id: string, name: string, fullName: string, email: string | null, tierName: string, creationTimestamp: number, earnings: number, active: boolean, admin: boolean, pendingApproval: boolean, bonusRevenue: number, referralRevenue: number, balance: number, paidOut: number, completedBonuses: number, referredUsers: number, orders: Array<{ id: string, tierName: string, status: string, amount: number, creationTimestamp: number, expirationTimestamp: number | null, waiverTimestamp: number | null, waiverTermsVersion: string | null }>, payouts: Array<{ id: number, amount: number, status: string, creationTimestamp: number }>, consents: Array<{ kind: string, label: string, granted: boolean, termsVersion: string, recordedTimestamp: number }> } };

export type ApproveAdminUserMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveAdminUserMutation = { approveAdminUser: { id: string, name: string, fullName: string, email: string | null, tierName: string, creationTimestamp: number, earnings: number, active: boolean, admin: boolean, pendingApproval: boolean, bonusRevenue: number, referralRevenue: number, balance: number, paidOut: number, completedBonuses: number, referredUsers: number, orders: Array<{ id: string, tierName: string, status: string, amount: number, creationTimestamp: number, expirationTimestamp: number | null, waiverTimestamp: number | null, waiverTermsVersion: string | null }>, payouts: Array<{ id: number, amount: number, status: string, creationTimestamp: number }>, consents: Array<{ kind: string, label: string, granted: boolean, termsVersion: string, recordedTimestamp: number }> } };

export type DeleteAdminUserMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAdminUserMutation = { deleteAdminUser: boolean };

export type AdminSelfQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSelfQuery = { me: { id: string } };

export type AdminWebhookEndpointFieldsFragment = { id: number, url: string, description: string, events: Array<WebhookEventType>, secret: string, enabled: boolean, createdAt: number };

export type AdminWebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminWebhookEndpointsQuery = { webhookEndpoints: Array<{ id: number, url: string, description: string, events: Array<WebhookEventType>, secret: string, enabled: boolean, createdAt: number }> };

export type AdminWebhookDeliveriesQueryVariables = Exact<{
  endpointId: number;
}>;


export type AdminWebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: number, eventId: number, eventType: WebhookEventType, status: WebhookDeliveryStatus, attempts: number, lastStatusCode: number | null, lastError: string | null, lastAttemptAt: number | null, nextAttemptAt: number, createdAt: number }> };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: WebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { id: number, url: string, description: string, events: Array<WebhookEventType>, secret: string, enabled: boolean, createdAt: number } };

export type SetWebhookEndpointEnabledMutationVariables = Exact<{
  id: number;
  enabled: boolean;
}>;


export type SetWebhookEndpointEnabledMutation = { setWebhookEndpointEnabled: { id: number, url: string, description: string, events: Array<WebhookEventType>, secret: string, enabled: boolean, createdAt: number } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: number;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: boolean };

export type SendTestWebhookMutationVariables = Exact<{
  id: number;
  eventType: string;
}>;


export type SendTestWebhookMutation = { sendTestWebhook: { ok: boolean, statusCode: number | null, error: string | null } };

export type AdminUsersCsvQueryVariables = Exact<{
  input?: AdminUserQueryInput | null | undefined;
}>;


export type AdminUsersCsvQuery = { adminUsersCsv: string };

export const AdminBonusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBonusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bonus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"endTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"specialMark"}},{"kind":"Field","name":{"kind":"Name","value":"stepList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"withinDays"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"urlBonusConditions"}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}},{"kind":"Field","name":{"kind":"Name","value":"riskRate"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bonusTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityStartTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityEndTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gameStudio"}},{"kind":"Field","name":{"kind":"Name","value":"rtp"}},{"kind":"Field","name":{"kind":"Name","value":"volatility"}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewingDays"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valueTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusAmount"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"wageringMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"wageringBase"}},{"kind":"Field","name":{"kind":"Name","value":"contributionPercent"}},{"kind":"Field","name":{"kind":"Name","value":"maxBet"}},{"kind":"Field","name":{"kind":"Name","value":"maxCashout"}}]}}]}}]} as unknown as DocumentNode<AdminBonusFieldsFragment, unknown>;
export const AdminFaqFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFaqFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Faq"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"faqCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]} as unknown as DocumentNode<AdminFaqFieldsFragment, unknown>;
export const AdminInvestmentCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvestmentCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prosList"}},{"kind":"Field","name":{"kind":"Name","value":"consList"}},{"kind":"Field","name":{"kind":"Name","value":"avgExpectedReturn"}},{"kind":"Field","name":{"kind":"Name","value":"avgRiskRate"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]} as unknown as DocumentNode<AdminInvestmentCategoryFieldsFragment, unknown>;
export const AdminInvestmentProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvestmentProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prosList"}},{"kind":"Field","name":{"kind":"Name","value":"consList"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReturn"}},{"kind":"Field","name":{"kind":"Name","value":"investHorizontId"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"riskRate"}},{"kind":"Field","name":{"kind":"Name","value":"stepList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"investmentCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]} as unknown as DocumentNode<AdminInvestmentProductFieldsFragment, unknown>;
export const NewsletterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newsletter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]} as unknown as DocumentNode<NewsletterFieldsFragment, unknown>;
export const AdminPayoutFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountHalere"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"memberEmail"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}}]}}]} as unknown as DocumentNode<AdminPayoutFieldsFragment, unknown>;
export const PayoutTotalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutTotalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutTotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountHalere"}}]}}]} as unknown as DocumentNode<PayoutTotalFieldsFragment, unknown>;
export const PayoutBatchFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutBatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutTotalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutTotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountHalere"}}]}}]} as unknown as DocumentNode<PayoutBatchFieldsFragment, unknown>;
export const AdminPromoCodeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPromoCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPromoCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"maxRedemptions"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}}]} as unknown as DocumentNode<AdminPromoCodeFieldsFragment, unknown>;
export const SiteSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteEmail"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMode"}},{"kind":"Field","name":{"kind":"Name","value":"registrationEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveUsers"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"maxBonusesPerUser"}},{"kind":"Field","name":{"kind":"Name","value":"referralReward"}},{"kind":"Field","name":{"kind":"Name","value":"minWithdrawal"}}]}}]} as unknown as DocumentNode<SiteSettingsFieldsFragment, unknown>;
export const AdminUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApproval"}}]}}]} as unknown as DocumentNode<AdminUserFieldsFragment, unknown>;
export const AdminUserDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApproval"}},{"kind":"Field","name":{"kind":"Name","value":"bonusRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"referralRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}},{"kind":"Field","name":{"kind":"Name","value":"completedBonuses"}},{"kind":"Field","name":{"kind":"Name","value":"referredUsers"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"waiverTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"waiverTermsVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"recordedTimestamp"}}]}}]}}]} as unknown as DocumentNode<AdminUserDetailFieldsFragment, unknown>;
export const AdminWebhookEndpointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminWebhookEndpointFieldsFragment, unknown>;
export const AdminAnalyticsDocument = {"__meta__":{"hash":"sha256:47f4b2287a3ac7baf06e6a7bba3e952f45265754c71104c57c723687d96fb70f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"earnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"load"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAnalyticsQuery, AdminAnalyticsQueryVariables>;
export const AuditLogDocument = {"__meta__":{"hash":"sha256:16efb66e1d2ce1fa4c669bc3c143528867d6269ac3301fbda97bbf3bc149ae61"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const MeDocument = {"__meta__":{"hash":"sha256:5d375c3e7a2d5caed9fac82b528114241337f450efd1bbf0897e0e8679f64f94"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const AdminBonusDocument = {"__meta__":{"hash":"sha256:4797f6a10a110ed921ff1d939ce99308bec5ab85fe015c2279f12195c56acba8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBonus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBonusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBonusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bonus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"endTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"specialMark"}},{"kind":"Field","name":{"kind":"Name","value":"stepList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"withinDays"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"urlBonusConditions"}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}},{"kind":"Field","name":{"kind":"Name","value":"riskRate"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bonusTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityStartTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityEndTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gameStudio"}},{"kind":"Field","name":{"kind":"Name","value":"rtp"}},{"kind":"Field","name":{"kind":"Name","value":"volatility"}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewingDays"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valueTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusAmount"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"wageringMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"wageringBase"}},{"kind":"Field","name":{"kind":"Name","value":"contributionPercent"}},{"kind":"Field","name":{"kind":"Name","value":"maxBet"}},{"kind":"Field","name":{"kind":"Name","value":"maxCashout"}}]}}]}}]} as unknown as DocumentNode<AdminBonusQuery, AdminBonusQueryVariables>;
export const AdminBonusesDocument = {"__meta__":{"hash":"sha256:45a549370a2fbae74ee48152c3b71d7353189953c90180bda928cd56ed07d225"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBonuses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"states"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBonuses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"states"},"value":{"kind":"Variable","name":{"kind":"Name","value":"states"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBonusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBonusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bonus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"endTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"specialMark"}},{"kind":"Field","name":{"kind":"Name","value":"stepList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"withinDays"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"urlBonusConditions"}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}},{"kind":"Field","name":{"kind":"Name","value":"riskRate"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bonusTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityStartTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityEndTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gameStudio"}},{"kind":"Field","name":{"kind":"Name","value":"rtp"}},{"kind":"Field","name":{"kind":"Name","value":"volatility"}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewingDays"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valueTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusAmount"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"wageringMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"wageringBase"}},{"kind":"Field","name":{"kind":"Name","value":"contributionPercent"}},{"kind":"Field","name":{"kind":"Name","value":"maxBet"}},{"kind":"Field","name":{"kind":"Name","value":"maxCashout"}}]}}]}}]} as unknown as DocumentNode<AdminBonusesQuery, AdminBonusesQueryVariables>;
export const CreateBonusDocument = {"__meta__":{"hash":"sha256:10f75eb21c196e9b2f04f3f5e1e0d070d0bf06911f029606fe0a0ab4a3cac047"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBonus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusWriteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBonusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBonusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bonus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"endTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"specialMark"}},{"kind":"Field","name":{"kind":"Name","value":"stepList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"withinDays"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"urlBonusConditions"}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}},{"kind":"Field","name":{"kind":"Name","value":"riskRate"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bonusTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityStartTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityEndTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gameStudio"}},{"kind":"Field","name":{"kind":"Name","value":"rtp"}},{"kind":"Field","name":{"kind":"Name","value":"volatility"}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewingDays"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valueTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusAmount"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"wageringMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"wageringBase"}},{"kind":"Field","name":{"kind":"Name","value":"contributionPercent"}},{"kind":"Field","name":{"kind":"Name","value":"maxBet"}},{"kind":"Field","name":{"kind":"Name","value":"maxCashout"}}]}}]}}]} as unknown as DocumentNode<CreateBonusMutation, CreateBonusMutationVariables>;
export const UpdateBonusDocument = {"__meta__":{"hash":"sha256:e8ab7127329c53ee321168f2baa84d59b825a67cd4ae771b42233714f400cfe7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBonus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusWriteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBonusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBonusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bonus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"endTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"specialMark"}},{"kind":"Field","name":{"kind":"Name","value":"stepList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineDays"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"withinDays"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"urlBonusConditions"}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}},{"kind":"Field","name":{"kind":"Name","value":"riskRate"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bonusTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityStartTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityEndTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gameStudio"}},{"kind":"Field","name":{"kind":"Name","value":"rtp"}},{"kind":"Field","name":{"kind":"Name","value":"volatility"}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewingDays"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valueTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusAmount"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"wageringMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"wageringBase"}},{"kind":"Field","name":{"kind":"Name","value":"contributionPercent"}},{"kind":"Field","name":{"kind":"Name","value":"maxBet"}},{"kind":"Field","name":{"kind":"Name","value":"maxCashout"}}]}}]}}]} as unknown as DocumentNode<UpdateBonusMutation, UpdateBonusMutationVariables>;
export const SetBonusVisibilityDocument = {"__meta__":{"hash":"sha256:1a352ae81127327eafec32829f2fab53213799816fb70e0856c5b286c0d16142"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBonusVisibility"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visible"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBonusVisibility"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"visible"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visible"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}}]}}]}}]} as unknown as DocumentNode<SetBonusVisibilityMutation, SetBonusVisibilityMutationVariables>;
export const CatalogueOptionsDocument = {"__meta__":{"hash":"sha256:fff7e29d71ab31994e418894165ad0cc88d4ea7b92b72ee6f9fc087453aced6b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gameStudio"}},{"kind":"Field","name":{"kind":"Name","value":"rtp"}},{"kind":"Field","name":{"kind":"Name","value":"volatility"}}]}}]}}]} as unknown as DocumentNode<CatalogueOptionsQuery, CatalogueOptionsQueryVariables>;
export const AdminBonusTermsDocument = {"__meta__":{"hash":"sha256:9e416fae8e6493d4517a0c5a7d4832cbdc70c397ccdef97d2401c606d221b856"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBonusTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bonusId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bonusId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBonusTermsQuery, AdminBonusTermsQueryVariables>;
export const AdminCompaniesDocument = {"__meta__":{"hash":"sha256:9ce1aac684ce08c63f24df31e209416a8196de128775f069c25fe5274a47a57c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"license"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCompaniesQuery, AdminCompaniesQueryVariables>;
export const UpdateCompanyDocument = {"__meta__":{"hash":"sha256:d78b79a3dc3b9a61e78b560d1d4e851dac2715eaa58334e56692cae09b6f087a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"license"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCompanyMutation, UpdateCompanyMutationVariables>;
export const AdminFaqsDocument = {"__meta__":{"hash":"sha256:188396c015624513dd602179a686becd079779493f7885d74e51cdc526f20b50"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFaqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFaqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFaqFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFaqFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Faq"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"faqCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]} as unknown as DocumentNode<AdminFaqsQuery, AdminFaqsQueryVariables>;
export const SaveFaqDocument = {"__meta__":{"hash":"sha256:7d9f49e24a82d7a8899f78150389c5a65785fcffab292b079bc826584fd927e8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFaq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFaqFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFaqFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Faq"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"faqCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]} as unknown as DocumentNode<SaveFaqMutation, SaveFaqMutationVariables>;
export const ReorderFaqsDocument = {"__meta__":{"hash":"sha256:84fea747cb3f0f36da430ee092831082a045bb7189fbf7a4fe0d24444665d03e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderFaqs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderFaqs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<ReorderFaqsMutation, ReorderFaqsMutationVariables>;
export const AdminInvestmentCategoriesDocument = {"__meta__":{"hash":"sha256:e42b46086709d53200b56185964bacc7d6f6b54a236357098c4a274c47460a9c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInvestmentCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminInvestmentCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvestmentCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvestmentCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prosList"}},{"kind":"Field","name":{"kind":"Name","value":"consList"}},{"kind":"Field","name":{"kind":"Name","value":"avgExpectedReturn"}},{"kind":"Field","name":{"kind":"Name","value":"avgRiskRate"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]} as unknown as DocumentNode<AdminInvestmentCategoriesQuery, AdminInvestmentCategoriesQueryVariables>;
export const AdminInvestmentsDocument = {"__meta__":{"hash":"sha256:965947fab85dbddec29969c0574de749f7a468e07c379904e486c8d2440804f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInvestments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"investmentCategoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"investmentCategoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"investmentCategoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvestmentProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvestmentProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prosList"}},{"kind":"Field","name":{"kind":"Name","value":"consList"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReturn"}},{"kind":"Field","name":{"kind":"Name","value":"investHorizontId"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"riskRate"}},{"kind":"Field","name":{"kind":"Name","value":"stepList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"investmentCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]} as unknown as DocumentNode<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>;
export const SaveInvestmentCategoryDocument = {"__meta__":{"hash":"sha256:19229ba3fad160b48be37fedc6c7db81ce48fc3cdbb80c8d825f335926296909"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveInvestmentCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveInvestmentCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvestmentCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvestmentCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prosList"}},{"kind":"Field","name":{"kind":"Name","value":"consList"}},{"kind":"Field","name":{"kind":"Name","value":"avgExpectedReturn"}},{"kind":"Field","name":{"kind":"Name","value":"avgRiskRate"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]} as unknown as DocumentNode<SaveInvestmentCategoryMutation, SaveInvestmentCategoryMutationVariables>;
export const SaveInvestmentProductDocument = {"__meta__":{"hash":"sha256:69148535fb3fa0dbdd388818c53626d7982d5783ac3a1adc6c8da13a724330ca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveInvestmentProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveInvestmentProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvestmentProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvestmentProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"prosList"}},{"kind":"Field","name":{"kind":"Name","value":"consList"}},{"kind":"Field","name":{"kind":"Name","value":"expectedReturn"}},{"kind":"Field","name":{"kind":"Name","value":"investHorizontId"}},{"kind":"Field","name":{"kind":"Name","value":"neededCapital"}},{"kind":"Field","name":{"kind":"Name","value":"riskRate"}},{"kind":"Field","name":{"kind":"Name","value":"stepList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"urlLink"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"investmentCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}}]}}]} as unknown as DocumentNode<SaveInvestmentProductMutation, SaveInvestmentProductMutationVariables>;
export const ReorderInvestmentsDocument = {"__meta__":{"hash":"sha256:8c4e02ccf34f8344a58d55eb3f46bc17433af389f8532eedc0fa77ab8c77a85f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderInvestments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"products"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderInvestments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"products"},"value":{"kind":"Variable","name":{"kind":"Name","value":"products"}}}]}]}}]} as unknown as DocumentNode<ReorderInvestmentsMutation, ReorderInvestmentsMutationVariables>;
export const NewslettersDocument = {"__meta__":{"hash":"sha256:708107540bb07816892ad6a9a19b61e6581aa40ca04b6c6185f7c1fac976d31c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Newsletters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newsletter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]} as unknown as DocumentNode<NewslettersQuery, NewslettersQueryVariables>;
export const SendNewsletterDocument = {"__meta__":{"hash":"sha256:f87a7f53c1476e1f56b5600f144fc4d0e35b2f5d3479ed879422dae220ad8db5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newsletter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]} as unknown as DocumentNode<SendNewsletterMutation, SendNewsletterMutationVariables>;
export const AdminOverviewDocument = {"__meta__":{"hash":"sha256:98c7401ec517885a4bff1d61c55e5ac4254ca8603aa634753d7a7ab2caecd7e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"activeBonuses"}},{"kind":"Field","name":{"kind":"Name","value":"totalEarnings"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}},{"kind":"Field","name":{"kind":"Name","value":"activeUsers"}},{"kind":"Field","name":{"kind":"Name","value":"todayBonuses"}},{"kind":"Field","name":{"kind":"Name","value":"todayIncome"}},{"kind":"Field","name":{"kind":"Name","value":"recentActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOverviewQuery, AdminOverviewQueryVariables>;
export const AdminOverviewTrendsDocument = {"__meta__":{"hash":"sha256:4b0a42cf8be487ed65b87ce90a42c468307e9ba00097b2a1597a3ba6110aef9b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOverviewTrends"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOverviewTrends"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"previousMonth"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingPayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unbatched"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revenueByMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missedStepsByMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOverviewTrendsQuery, AdminOverviewTrendsQueryVariables>;
export const PendingEarningsDocument = {"__meta__":{"hash":"sha256:093fb341b47a4cc5d9ec3c25fefd993f07806494280b4c1f72678984484a2754"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingEarnings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingEarnings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"bonusName"}},{"kind":"Field","name":{"kind":"Name","value":"expectedValue"}},{"kind":"Field","name":{"kind":"Name","value":"reachedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}}]}}]}}]} as unknown as DocumentNode<PendingEarningsQuery, PendingEarningsQueryVariables>;
export const ReviewEarningsDocument = {"__meta__":{"hash":"sha256:873f48b9cf10fe40fec87fcbd64d2306559f5c843b4e7f7bb161ba4716b2d79a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewEarnings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewEarnings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}}]}]}}]} as unknown as DocumentNode<ReviewEarningsMutation, ReviewEarningsMutationVariables>;
export const AdminPayoutsDocument = {"__meta__":{"hash":"sha256:269473aee6a0887b5be9a3fa34fd1ca17ed32fc3674fb690fb419278de586fb0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPayouts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPayouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPayoutFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manual"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountHalere"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"memberEmail"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutTotalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutTotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountHalere"}}]}}]} as unknown as DocumentNode<AdminPayoutsQuery, AdminPayoutsQueryVariables>;
export const PayoutBatchesDocument = {"__meta__":{"hash":"sha256:9435b223a56751e0dbe852619e0107c40cc1114e05b13d4aa4ff48abe6e98f6c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutBatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutBatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutBatchFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutTotalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutTotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountHalere"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutBatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}}]}}]} as unknown as DocumentNode<PayoutBatchesQuery, PayoutBatchesQueryVariables>;
export const PayoutBatchFileDocument = {"__meta__":{"hash":"sha256:3ae316dd798af98cba98f6e99d63055fa3aa67410dcfe49c5d3c0c0766f9b666"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutBatchFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutBatchFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"batch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutBatchFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutTotalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutTotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountHalere"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutBatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}}]}}]} as unknown as DocumentNode<PayoutBatchFileQuery, PayoutBatchFileQueryVariables>;
export const ExportPayoutBatchDocument = {"__meta__":{"hash":"sha256:fe74931a88f09cd3814d0975d4dffec856edf078d76d7dd71401306d8e0bfbbf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportPayoutBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payoutIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportPayoutBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"payoutIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payoutIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"batch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutBatchFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutTotalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutTotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountHalere"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutBatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}}]}}]} as unknown as DocumentNode<ExportPayoutBatchMutation, ExportPayoutBatchMutationVariables>;
export const MarkPayoutBatchPaidDocument = {"__meta__":{"hash":"sha256:86e5b47a1ae1938bb6ff589123ff38b04a12e14bbbdfc65a5c0182fbec089953"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkPayoutBatchPaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paidOn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markPayoutBatchPaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paidOn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paidOn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailsQueued"}},{"kind":"Field","name":{"kind":"Name","value":"batch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutBatchFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutTotalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutTotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountHalere"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutBatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutTotalFields"}}]}}]}}]} as unknown as DocumentNode<MarkPayoutBatchPaidMutation, MarkPayoutBatchPaidMutationVariables>;
export const MarkPayoutFailedDocument = {"__meta__":{"hash":"sha256:69e0c76a58464a790b84c6b7860ff38c48c96fb42cc30704cf10ce70e5f877f6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkPayoutFailed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markPayoutFailed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payoutId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailsQueued"}},{"kind":"Field","name":{"kind":"Name","value":"payout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPayoutFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountHalere"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"memberEmail"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}}]}}]} as unknown as DocumentNode<MarkPayoutFailedMutation, MarkPayoutFailedMutationVariables>;
export const AdminPromoCodesDocument = {"__meta__":{"hash":"sha256:7cf6db63b77312b949a0009435fab335a2bf934bc8e2ed5784fe8bfa785ce348"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPromoCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPromoCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPromoCodeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPromoCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPromoCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"maxRedemptions"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}}]} as unknown as DocumentNode<AdminPromoCodesQuery, AdminPromoCodesQueryVariables>;
export const CreatePromoCodeDocument = {"__meta__":{"hash":"sha256:4c775e4c2cfb0d0894d7f963c28cc8f6c783886d82f43ff66ef1ea1894a99c8f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePromoCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPromoCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPromoCodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPromoCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPromoCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"maxRedemptions"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}}]} as unknown as DocumentNode<CreatePromoCodeMutation, CreatePromoCodeMutationVariables>;
export const EndPromoCodeDocument = {"__meta__":{"hash":"sha256:611c24641051fd8fa86f6eb204707c7ad5e11882f8bd92434d66addf63ae55c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndPromoCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endPromoCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPromoCodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPromoCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPromoCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"maxRedemptions"}},{"kind":"Field","name":{"kind":"Name","value":"redemptions"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}}]}}]} as unknown as DocumentNode<EndPromoCodeMutation, EndPromoCodeMutationVariables>;
export const SiteSettingsDocument = {"__meta__":{"hash":"sha256:454e867e75501e9c4f1c219a94d0334ea521a5e5747050a866f93109ba7220a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteEmail"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMode"}},{"kind":"Field","name":{"kind":"Name","value":"registrationEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveUsers"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"maxBonusesPerUser"}},{"kind":"Field","name":{"kind":"Name","value":"referralReward"}},{"kind":"Field","name":{"kind":"Name","value":"minWithdrawal"}}]}}]} as unknown as DocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables>;
export const SaveSiteSettingsDocument = {"__meta__":{"hash":"sha256:59bb4fe31262a97da5f59aceb52045316cde321c4c642823d79b44f15edba4f6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSiteSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSiteSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteEmail"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMode"}},{"kind":"Field","name":{"kind":"Name","value":"registrationEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveUsers"}},{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"maxBonusesPerUser"}},{"kind":"Field","name":{"kind":"Name","value":"referralReward"}},{"kind":"Field","name":{"kind":"Name","value":"minWithdrawal"}}]}}]} as unknown as DocumentNode<SaveSiteSettingsMutation, SaveSiteSettingsMutationVariables>;
export const AdminUsersDocument = {"__meta__":{"hash":"sha256:3078764374ee8a468104253c6f6332eb58765a4a6593903c0eb77565584291a0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserQueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApproval"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUserDocument = {"__meta__":{"hash":"sha256:0260a1d78477b1cb86de4f7028a689d12790fbff37e48651753f46ed2bcbf0af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApproval"}},{"kind":"Field","name":{"kind":"Name","value":"bonusRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"referralRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}},{"kind":"Field","name":{"kind":"Name","value":"completedBonuses"}},{"kind":"Field","name":{"kind":"Name","value":"referredUsers"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"waiverTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"waiverTermsVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"recordedTimestamp"}}]}}]}}]} as unknown as DocumentNode<AdminUserQuery, AdminUserQueryVariables>;
export const UpdateAdminUserDocument = {"__meta__":{"hash":"sha256:1020425350af56221c3c9504e7118f17390cfbf4506ee2948276308ea4514e6c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAdminUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAdminUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApproval"}},{"kind":"Field","name":{"kind":"Name","value":"bonusRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"referralRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}},{"kind":"Field","name":{"kind":"Name","value":"completedBonuses"}},{"kind":"Field","name":{"kind":"Name","value":"referredUsers"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"waiverTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"waiverTermsVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"recordedTimestamp"}}]}}]}}]} as unknown as DocumentNode<UpdateAdminUserMutation, UpdateAdminUserMutationVariables>;
export const SetAdminRightsDocument = {"__meta__":{"hash":"sha256:029dbcc84c08c3da1e4960bf873d9fe5a908422a736eb91efb0d3c882ef0115e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAdminRights"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRightsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAdminRights"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApproval"}},{"kind":"Field","name":{"kind":"Name","value":"bonusRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"referralRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}},{"kind":"Field","name":{"kind":"Name","value":"completedBonuses"}},{"kind":"Field","name":{"kind":"Name","value":"referredUsers"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"waiverTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"waiverTermsVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"recordedTimestamp"}}]}}]}}]} as unknown as DocumentNode<SetAdminRightsMutation, SetAdminRightsMutationVariables>;
export const ApproveAdminUserDocument = {"__meta__":{"hash":"sha256:eeed69cbbc49008ab8bcc13014a2e42bf21a7599d4693679ab44ce334e6b3b4c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveAdminUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveAdminUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApproval"}},{"kind":"Field","name":{"kind":"Name","value":"bonusRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"referralRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}},{"kind":"Field","name":{"kind":"Name","value":"completedBonuses"}},{"kind":"Field","name":{"kind":"Name","value":"referredUsers"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tierName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"waiverTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"waiverTermsVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creationTimestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"recordedTimestamp"}}]}}]}}]} as unknown as DocumentNode<ApproveAdminUserMutation, ApproveAdminUserMutationVariables>;
export const DeleteAdminUserDocument = {"__meta__":{"hash":"sha256:b641c0ec3aad8598b2f639c62a664a7f7525114ef39ddd0f5c6800ef61e6d1a4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAdminUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAdminUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAdminUserMutation, DeleteAdminUserMutationVariables>;
export const AdminSelfDocument = {"__meta__":{"hash":"sha256:4cb94fc41f77ef16ce275ae420398a78f939e32aad891f21d36f1aabaed077a4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSelf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminSelfQuery, AdminSelfQueryVariables>;
export const AdminWebhookEndpointsDocument = {"__meta__":{"hash":"sha256:e7161f5f6a8500108bc8736d66b4c0799826998ab618edb4fa91907cb9f7950b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminWebhookEndpointsQuery, AdminWebhookEndpointsQueryVariables>;
export const AdminWebhookDeliveriesDocument = {"__meta__":{"hash":"sha256:42807a1933519499a603ec15be9b4cf7f9bfe8e8cce1f9d87590e04d4edb04a6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminWebhookDeliveriesQuery, AdminWebhookDeliveriesQueryVariables>;
export const CreateWebhookEndpointDocument = {"__meta__":{"hash":"sha256:5c23cbaa28541389f4c7d27d7da15b2c2a18b2b400355d7ec66d21833f464a6e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const SetWebhookEndpointEnabledDocument = {"__meta__":{"hash":"sha256:c4e17ef310d08f05210d845905198ea7958f9ffaebdcb82a63b6a37eebe5a375"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWebhookEndpointEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWebhookEndpointEnabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SetWebhookEndpointEnabledMutation, SetWebhookEndpointEnabledMutationVariables>;
export const DeleteWebhookEndpointDocument = {"__meta__":{"hash":"sha256:da3bcb17225b42dde2781fdd5484abf783c5d9a20e81dd27d2da2cc1a1f37ef1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const SendTestWebhookDocument = {"__meta__":{"hash":"sha256:c66d28583b4b9c02f92b40d6ed77d95abe67f5556521380bca0caece1fbc5a07"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<SendTestWebhookMutation, SendTestWebhookMutationVariables>;
export const AdminUsersCsvDocument = {"__meta__":{"hash":"sha256:b911f946955c536a2ebcd68e067df427ffb05ca36c2f801f695a49af34591834"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsersCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserQueryInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsersCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AdminUsersCsvQuery, AdminUsersCsvQueryVariables>;