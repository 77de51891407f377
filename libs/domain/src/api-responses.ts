/**
 * Wire shapes of the public and member calls (money in whole Kč, time in unix seconds). The REST
 * edge serialises each success body through its schema and documents it in /openapi.json, so a field
 * missing here never leaves the server.
 */
import { z } from 'zod';
import { BONUS_LOCK_CODES } from './bonus-limits';
import { BONUS_TYPES, GAME_VOLATILITIES, SPECIAL_MARKS } from './bonuses';
import { CONSENT_KINDS } from './consents';
import { ELIGIBILITY_REASON_CODE_LIST } from './eligibility';
import { COMPANY_KINDS } from './responsible-play';
import { eligibilityRuleSchema } from './eligibility-rules';
import { TERMS_FIELDS } from './bonus-terms';
import { valueTermsSchema } from './bonus-value-terms';
import { stepRequirementSchema } from './step-requirements';
import { ORDER_STATUSES, PAYOUT_STATUSES } from './orders';
import { TIER_CODES } from './tiers';

export const unixSecondsSchema = z.number().int().describe('Unix seconds');
export const wholeCzkSchema = z.number().int().describe('Whole Kč');
const monthSchema = z.string().describe('"YYYY-MM" in Prague time');

export const tierDtoSchema = z.object({
  id: z.number().int(),
  code: z.enum(TIER_CODES),
  name: z.string(),
  subtitle: z.string(),
  features: z.array(z.string()),
  featured: z.boolean(),
  color: z.string(),
  price: wholeCzkSchema.describe('Monthly price in whole Kč for the generation currently on sale.'),
  button_text: z.string(),
  max_return: wholeCzkSchema,
  referral_reward: z.number().describe('Referral share in percent.'),
  special_mark: z.string().nullable(),
  places_left: z.number().int().nullable().describe('Places left in a tier with a member limit (premium: 500); null when the tier has no limit.'),
});
export type TierDto = z.infer<typeof tierDtoSchema>;

export const generationDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  limit: z.number().int(),
  current_load: z.number().int(),
  in_use: z.boolean(),
});
export type GenerationDto = z.infer<typeof generationDtoSchema>;

export const homeStatsDtoSchema = z.object({
  total_users: z.number().int(),
  avg_month_revenue: wholeCzkSchema.describe('Average bonus earnings per member per month, whole Kč.'),
  total_made: wholeCzkSchema.describe('Total bonus earnings recorded by all members, whole Kč.'),
  avg_month_window: z.number().int().describe('Months the average looks back over.'),
  avg_month_results: z.number().int().describe('Completed bonuses of those months the average is computed from.'),
  avg_month_earners: z.number().int().describe('Members who recorded them.'),
  median_result: wholeCzkSchema.describe('Median result of one completed bonus over the same months (percentile_cont), whole Kč; 0 without results.'),
  total_results: z.number().int().describe('Completed bonuses total_made is the sum of.'),
});
export type HomeStatsDto = z.infer<typeof homeStatsDtoSchema>;

/** An order as the REST calls return it. */
export const orderDtoSchema = z.object({
  id: z.string(),
  amount: wholeCzkSchema,
  creation_timestamp: unixSecondsSchema,
  expiration_timestamp: unixSecondsSchema.nullable(),
  status_id: z.enum(ORDER_STATUSES),
  tier_id: z.number().int(),
  user_id: z.string(),
  last_paid_amount: wholeCzkSchema,
  redirection_url: z.string().nullable(),
  next_payment_amount: wholeCzkSchema.describe('What the next payment charges (the prorated first month of an upgrade, a promo month, or the full price).'),
  promo_percent: z.number().int(),
  promo_months: z.number().int(),
  cancel_at_period_end: z.boolean().describe('The member cancelled: access stays until expiration_timestamp, then the subscription ends.'),
});
export type OrderDto = z.infer<typeof orderDtoSchema>;

/** GET /order-status, GET /order-status-manual. */
export const orderStatusDtoSchema = z.object({ order_status: z.enum(ORDER_STATUSES) });

/** GET /order-paywall-url. */
export const paywallUrlDtoSchema = z.object({ paywall_url: z.string().describe("The payment provider's checkout page") });

/** GET /order-managing. */
export const managingUrlDtoSchema = z.object({ managing_url: z.string().describe("The provider's subscription-management page") });

/** GET /promo_code: a valid promo code's discount. */
export const promoCodeDtoSchema = z.object({
  code: z.string(),
  discount_percent: z.number().int(),
  months: z.number().int(),
});
export type PromoCodeDto = z.infer<typeof promoCodeDtoSchema>;

/** GET /user (spec section 3, User). */
export const userDtoSchema = z.object({
  id: z.string(),
  admin: z.boolean(),
  creation_timestamp: unixSecondsSchema,
  email: z.string().nullable(),
  generation_id: z.number().int().nullable(),
  name: z.string().describe('Nickname.'),
  full_name: z.string(),
  picture_link: z.string().nullable(),
  referral_code: z.string().nullable().describe("The member's first referral code in use, if any."),
  tier: z.object({ id: z.number().int(), name: z.string(), code: z.enum(TIER_CODES), referral_reward: z.number() }),
  tier_name: z.string(),
  referral_revenue: wholeCzkSchema,
  bonus_revenue: wholeCzkSchema,
  potential_bonus_revenue: wholeCzkSchema,
  balance: wholeCzkSchema,
  paid_out: wholeCzkSchema,
  bank_account: z.string().nullable(),
  auto_withdraw: z.boolean(),
  marketing_consent: z.boolean().describe('Wants newsletters and news of bonuses by e-mail.'),
  active_order: orderDtoSchema.nullable(),
  provider_id: z.string().describe("'password' for an e-mail account."),
  bonus_history_len: z.number().int(),
  casino_pause_until: unixSecondsSchema.nullable().describe('The end of a running casino pause (issue #38); null when none runs.'),
});
export type UserDto = z.infer<typeof userDtoSchema>;

/** GET /user/password_forgotten, POST /referenced/send_reg_email: the e-mail was handed over for sending. */
export const sentDtoSchema = z.object({ sent: z.literal(true) });

/** One consent as last recorded: given or withdrawn, when, and against which terms version. */
export const consentDtoSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  label: z.string(),
  granted: z.boolean(),
  terms_version: z.string(),
  recorded_timestamp: unixSecondsSchema,
});
export type ConsentDto = z.infer<typeof consentDtoSchema>;

/** GET /company_all. */
export const companyDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bank_code: z.string().nullable().describe("A bank's ČNB code (four digits); null for casinos."),
  kind: z.enum(COMPANY_KINDS),
  license: z
    .object({ number: z.string(), valid_until: unixSecondsSchema })
    .nullable()
    .describe("A casino operator's Ministry of Finance licence; null for banks and operators without one."),
});
export type CompanyDto = z.infer<typeof companyDtoSchema>;

/** GET /game_all and a bonus's games. */
export const gameDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  game_studio: z.string(),
  game_studio_id: z.number().int(),
  rtp: z.number().describe('Return to player in percent.'),
  volatility: z.enum(GAME_VOLATILITIES),
  url_link: z.string(),
});
export type GameDto = z.infer<typeof gameDtoSchema>;

export const bonusStepDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string().describe('Sanitised HTML.'),
  icon: z.string(),
  order: z.number().int(),
  category: z.string().describe("'custom' for an admin-written step, otherwise the predefined template's id."),
  deadline_days: z.number().int().nullable().describe('Due this many days after the member started the offer; null: no deadline.'),
  due_timestamp: unixSecondsSchema.nullable().describe('When this member must complete the step: set once they started the offer and the step has a deadline.'),
  overdue: z.boolean().describe('Due, passed and not completed by this member.'),
  requirement: stepRequirementSchema.nullable().describe("What the member's imported statements must show for this step; null: nothing to count."),
  requirement_progress: z
    .object({
      done: z.number().int().describe('Payments counted, or whole Kč come in.'),
      needed: z.number().int(),
      met: z.boolean().describe('Enough counted: the member can confirm the step in one click (it is never ticked for them).'),
      remaining_days: z.number().int().describe('Whole days left of the window, today included (0 once it closed).'),
      counted_transaction_ids: z.array(z.number().int()).describe('The ids (as GET /bank_transaction_all) of the transactions that counted, newest first.'),
    })
    .nullable()
    .describe("This member's progress from their statements; null until they start the offer or when the step has no requirement."),
});
export type BonusStepDto = z.infer<typeof bonusStepDtoSchema>;

/** Why a member cannot take a bonus, and whether a higher tier would let them. */
export const bonusLockDtoSchema = z.object({
  code: z.enum(BONUS_LOCK_CODES),
  message: z.string(),
  upgradable: z.boolean(),
});
export type BonusLockDto = z.infer<typeof bonusLockDtoSchema>;

/** Why the member cannot claim an offer now (issue #36 §3). */
export const eligibilityReasonDtoSchema = z.object({
  code: z.enum(ELIGIBILITY_REASON_CODE_LIST).describe('From the error catalogue.'),
  message: z.string().describe('In Czech, for the member.'),
  eligible_from: unixSecondsSchema.nullable().describe('When time alone lifts this reason; null when it will not.'),
});

/** Whether the member can claim an offer now, and every reason they cannot. */
export const eligibilityDtoSchema = z.object({
  eligible: z.boolean(),
  reasons: z.array(eligibilityReasonDtoSchema),
  remind_timestamp: unixSecondsSchema.nullable().describe('The day the member asked to be reminded of (POST /bonus_reminder), in their calendar feed.'),
});
export type EligibilityDto = z.infer<typeof eligibilityDtoSchema>;

/** What members really earned with an offer (issue #38 §2), whole Kč. */
export const earningsStatsDtoSchema = z.object({
  n: z.number().int().describe('Approved results of the last 12 months the figures are computed from.'),
  median: wholeCzkSchema,
  p25: wholeCzkSchema.describe('25th percentile (percentile_cont).'),
  p75: wholeCzkSchema.describe('75th percentile (percentile_cont).'),
});

/** A bonus as a member sees it (spec section 3, Bonus). */
export const bonusDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().describe('Sanitised HTML.'),
  creation_timestamp: unixSecondsSchema,
  start_timestamp: unixSecondsSchema,
  end_timestamp: unixSecondsSchema,
  visibility_start_timestamp: unixSecondsSchema.nullable(),
  visibility_end_timestamp: unixSecondsSchema.nullable(),
  visible: z.boolean(),
  draft: z.boolean().describe('Not published yet (admins only ever see one).'),
  expected_value: wholeCzkSchema,
  needed_capital: wholeCzkSchema,
  special_mark: z.enum(SPECIAL_MARKS).nullable(),
  step_list: z.array(bonusStepDtoSchema),
  step_idx: z.number().int().describe('How many of the steps this member has completed.'),
  url_bonus_conditions: z.string(),
  url_link: z.string(),
  risk_rate: z.number().int(),
  company: companyDtoSchema,
  games: z.array(gameDtoSchema),
  bonus_type_name: z.enum(BONUS_TYPES),
  renewing_days: z.array(z.number().int()).describe('Weekday numbers, 0 = Monday.'),
  lock: bonusLockDtoSchema.nullable().describe('Null when the member may take the bonus.'),
  eligibility_rules: z.array(eligibilityRuleSchema).describe('Who may claim the offer: the machine-readable rules an admin set.'),
  value_terms: valueTermsSchema.nullable().describe('A casino offer’s wagering terms (GET /bonus_value computes its worth from them); null: none entered.'),
  eligibility: eligibilityDtoSchema.describe("Whether this member may claim the offer now (in the admin's list: as a member without accounts or history would)."),
  next_due_timestamp: unixSecondsSchema.nullable().describe("The earliest due time of a step this member has not completed (may be past); null when not started or no step has a deadline."),
  overdue: z.boolean().describe('A step with a deadline is past due and not completed.'),
  terms_version: z.number().int().describe('The newest version of the terms (GET /bonus_terms).'),
  started_terms_version: z.number().int().nullable().describe('The version this member started under; null when not started.'),
  terms_changed: z.boolean().describe('The terms changed since this member started the offer.'),
  earnings_stats: earningsStatsDtoSchema.nullable().describe("What members' approved results of the offer in the last 12 months were, whole Kč; null below 30 results."),
});
export type BonusDto = z.infer<typeof bonusDtoSchema>;

/** A value of one of the terms: text (description, conditions URL), a number (whole Kč, unix seconds), the steps or the rules. */
const termsValueSchema = z.union([
  z.string(),
  z.number(),
  z.array(z.object({ title: z.string(), subtitle: z.string(), description: z.string(), deadline_days: z.number().int().nullable(), requirement: stepRequirementSchema.nullable() })),
  z.array(eligibilityRuleSchema),
]);

/** GET /bonus_terms: one version of an offer's terms; version 1 is the creation and lists no changes. */
export const bonusTermsVersionDtoSchema = z.object({
  version: z.number().int(),
  created_timestamp: unixSecondsSchema,
  changes: z.array(
    z.object({
      field: z.enum(TERMS_FIELDS as [string, ...string[]]).describe('The changed field, named as in POST /bonus.'),
      before: termsValueSchema.describe("The field's value before, as on the wire (whole Kč, unix seconds)."),
      after: termsValueSchema.describe("The field's value after."),
    }),
  ),
});
export type BonusTermsVersionDto = z.infer<typeof bonusTermsVersionDtoSchema>;

/** POST /bonus_reminder: the reminder put in the member's calendar feed. */
export const bonusReminderDtoSchema = z.object({ bonus_id: z.number().int(), remind_timestamp: unixSecondsSchema });
export type BonusReminderDto = z.infer<typeof bonusReminderDtoSchema>;

/** PUT /bonus_hide. */
export const hiddenBonusDtoSchema = z.object({ id: z.number().int().describe('The hidden bonus') });

/** PUT /bonus_progress. */
export const bonusProgressDtoSchema = z.object({ bonus_id: z.number().int(), step_idx: z.number().int() });
export type BonusProgressDto = z.infer<typeof bonusProgressDtoSchema>;

/** A completed bonus (spec section 3, Bonus history entry). */
export const bonusHistoryEntryDtoSchema = z.object({
  id: z.number().int(),
  bonus: z.object({ id: z.number().int(), name: z.string(), bonus_type: z.enum(BONUS_TYPES), expected_value: wholeCzkSchema, company_name: z.string() }),
  note: z.string(),
  reached_profit: wholeCzkSchema,
  creation_timestamp: unixSecondsSchema,
});
export type BonusHistoryEntryDto = z.infer<typeof bonusHistoryEntryDtoSchema>;

/** POST /bonus_history_all. */
export const bonusHistoryPageDtoSchema = z.object({
  items: z.array(bonusHistoryEntryDtoSchema),
  total_count: z.number().int(),
  current_page: z.number().int(),
  items_per_page: z.number().int(),
});
export type BonusHistoryPageDto = z.infer<typeof bonusHistoryPageDtoSchema>;

/** GET /bonus_history_stats: one row per month, oldest first. */
export const monthlyStatsDtoSchema = z.object({
  month: monthSchema,
  reached_profit: wholeCzkSchema,
  success_rate: z.number().describe("Share (0..1) of the month's completed bonuses that earned more than 0 Kč."),
  bonuses: z.number().int(),
});
export type MonthlyStatsDto = z.infer<typeof monthlyStatsDtoSchema>;

/** POST /referral_code, GET /referral_code_all. */
export const referralCodeDtoSchema = z.object({
  id: z.number().int(),
  creation_timestamp: unixSecondsSchema,
  code: z.string(),
  in_use: z.boolean(),
});
export type ReferralCodeDto = z.infer<typeof referralCodeDtoSchema>;

/** GET /referenced/check_validity: who invites the visitor. */
export const referralPageDtoSchema = z.object({ referencer_name: z.string(), referral_code: z.string() });
export type ReferralPageDto = z.infer<typeof referralPageDtoSchema>;

/** GET /referenced_all: a member the caller invited. */
export const referencedUserDtoSchema = z.object({
  name: z.string(),
  creation_timestamp: unixSecondsSchema,
  tier_name: z.string(),
  referencer_reward: wholeCzkSchema.describe('What the caller has earned from this member so far, Kč.'),
});
export type ReferencedUserDto = z.infer<typeof referencedUserDtoSchema>;

/** A payout (spec section 3, Transaction). */
export const transactionDtoSchema = z.object({
  id: z.number().int(),
  amount: wholeCzkSchema,
  creation_timestamp: unixSecondsSchema,
  note: z.string(),
  trans_status_name: z.string(),
  trans_status: z.enum(PAYOUT_STATUSES).describe('pending, paid or failed (trans_status_name is its Czech text, with the reason of a return).'),
  bank_account: z.string().describe('Masked to the last 9 characters.'),
});
export type TransactionDto = z.infer<typeof transactionDtoSchema>;

/** GET /transaction_stats: referral rewards and payouts per month (Prague time), oldest first. */
export const transactionStatsDtoSchema = z.object({ month: monthSchema, reward: wholeCzkSchema, paid_out: wholeCzkSchema });
export type TransactionStatsDto = z.infer<typeof transactionStatsDtoSchema>;

/** GET /faq_all (spec section 3, FAQ). */
export const faqDtoSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  faq_category_name: z.string(),
  visible: z.boolean().describe('Admin lists include hidden entries.'),
});
export type FaqDto = z.infer<typeof faqDtoSchema>;

/** GET /investment_category_all (spec section 3, Investment category). */
export const investmentCategoryDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  subtitle: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  pros_list: z.array(z.string()),
  cons_list: z.array(z.string()),
  avg_expected_return: z.number().describe('Percent a year.'),
  avg_risk_rate: z.number().int(),
  visible: z.boolean(),
});
export type InvestmentCategoryDto = z.infer<typeof investmentCategoryDtoSchema>;

/** GET /investment_all, GET /investment (spec section 3, Investment product). */
export const investmentProductDtoSchema = z.object({
  id: z.number().int(),
  investment_category_id: z.number().int(),
  company_name: z.string(),
  name: z.string(),
  description: z.string(),
  pros_list: z.array(z.string()),
  cons_list: z.array(z.string()),
  expected_return: z.number().describe('Percent a year.'),
  invest_horizont_id: z.number().int(),
  needed_capital: wholeCzkSchema,
  risk_rate: z.number().int(),
  step_list: z.array(z.object({ title: z.string(), description: z.string() })),
  url_link: z.string(),
  creation_timestamp: unixSecondsSchema,
  recommended: z.boolean(),
  visible: z.boolean(),
});
export type InvestmentProductDto = z.infer<typeof investmentProductDtoSchema>;

/** POST /webhooks/stripe: the event was accepted, and whether it changed an order (a replay does not). */
export const webhookReceiptDtoSchema = z.object({ received: z.literal(true), applied: z.boolean() });
