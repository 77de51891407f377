/** Shapes of the public calls as they travel on the wire (money in whole Kč, time in unix seconds). */
import type { BonusLockCode } from './bonus-limits';
import type { ConsentKind } from './consents';
import type { BonusType, GameVolatility, SpecialMark } from './bonuses';
import type { PayoutStatus } from './orders';
import type { TierCode } from './tiers';

export interface TierDto {
  id: number;
  code: TierCode;
  name: string;
  subtitle: string;
  features: string[];
  featured: boolean;
  color: string;
  /** Monthly price in whole Kč for the generation currently on sale. */
  price: number;
  button_text: string;
  max_return: number;
  /** Referral share in percent. */
  referral_reward: number;
  special_mark: string | null;
  /** Places left in a tier with a member limit (premium: 500); null when the tier has no limit. */
  places_left: number | null;
}

export interface GenerationDto {
  id: number;
  name: string;
  limit: number;
  current_load: number;
  in_use: boolean;
}

export interface HomeStatsDto {
  total_users: number;
  /** Average bonus earnings per member per month, whole Kč. */
  avg_month_revenue: number;
  /** Total bonus earnings recorded by all members, whole Kč. */
  total_made: number;
}

/** An order as the REST calls return it (money in Kč, time in unix seconds). */
export interface OrderDto {
  id: string;
  amount: number;
  creation_timestamp: number;
  expiration_timestamp: number | null;
  status_id: string;
  tier_id: number;
  user_id: string;
  last_paid_amount: number;
  redirection_url: string | null;
  /** What the next payment charges (the prorated first month of an upgrade, a promo month, or the full price). */
  next_payment_amount: number;
  promo_percent: number;
  promo_months: number;
  /** The member cancelled: access stays until expiration_timestamp, then the subscription ends. */
  cancel_at_period_end: boolean;
}

/** GET /promo_code: a valid promo code's discount. */
export interface PromoCodeDto {
  code: string;
  discount_percent: number;
  months: number;
}

/** GET /user (spec section 3, User). */
export interface UserDto {
  id: string;
  admin: boolean;
  creation_timestamp: number;
  email: string | null;
  generation_id: number | null;
  /** Nickname. */
  name: string;
  full_name: string;
  picture_link: string | null;
  /** The member's first referral code in use, if any. */
  referral_code: string | null;
  tier: { id: number; name: string; code: string; referral_reward: number };
  tier_name: string;
  referral_revenue: number;
  bonus_revenue: number;
  potential_bonus_revenue: number;
  balance: number;
  paid_out: number;
  bank_account: string | null;
  auto_withdraw: boolean;
  /** Wants newsletters and news of bonuses by e-mail. */
  marketing_consent: boolean;
  active_order: OrderDto | null;
  /** 'password' for an e-mail account. */
  provider_id: string;
  bonus_history_len: number;
}

/** One consent as last recorded: given or withdrawn, when, and against which terms version. */
export interface ConsentDto {
  kind: ConsentKind;
  label: string;
  granted: boolean;
  terms_version: string;
  recorded_timestamp: number;
}

/** GET /company_all. */
export interface CompanyDto {
  id: number;
  name: string;
}

/** GET /game_all and a bonus's games. */
export interface GameDto {
  id: number;
  name: string;
  game_studio: string;
  game_studio_id: number;
  /** Return to player in percent. */
  rtp: number;
  volatility: GameVolatility;
  url_link: string;
}

export interface BonusStepDto {
  id: number;
  title: string;
  subtitle: string;
  /** Sanitised HTML. */
  description: string;
  icon: string;
  order: number;
  /** 'custom' for an admin-written step, otherwise the predefined template's id. */
  category: string;
}

/** Why a member cannot take a bonus, and whether a higher tier would let them. */
export interface BonusLockDto {
  code: BonusLockCode;
  message: string;
  upgradable: boolean;
}

/** A bonus as a member sees it (spec section 3, Bonus): money in Kč, time in unix seconds. */
export interface BonusDto {
  id: number;
  name: string;
  /** Sanitised HTML. */
  description: string;
  creation_timestamp: number;
  start_timestamp: number;
  end_timestamp: number;
  visibility_start_timestamp: number | null;
  visibility_end_timestamp: number | null;
  visible: boolean;
  expected_value: number;
  needed_capital: number;
  special_mark: SpecialMark | null;
  step_list: BonusStepDto[];
  /** How many of the steps this member has completed. */
  step_idx: number;
  url_bonus_conditions: string;
  url_link: string;
  risk_rate: number;
  company: CompanyDto;
  games: GameDto[];
  bonus_type_name: BonusType;
  /** Weekday numbers, 0 = Monday. */
  renewing_days: number[];
  /** Null when the member may take the bonus. */
  lock: BonusLockDto | null;
}

/** PUT /bonus_progress. */
export interface BonusProgressDto {
  bonus_id: number;
  step_idx: number;
}

/** A completed bonus (spec section 3, Bonus history entry). */
export interface BonusHistoryEntryDto {
  id: number;
  bonus: { id: number; name: string; bonus_type: BonusType; expected_value: number; company_name: string };
  note: string;
  reached_profit: number;
  creation_timestamp: number;
}

/** POST /bonus_history_all. */
export interface BonusHistoryPageDto {
  items: BonusHistoryEntryDto[];
  total_count: number;
  current_page: number;
  items_per_page: number;
}

/** GET /bonus_history_stats: one row per month, oldest first. */
export interface MonthlyStatsDto {
  /** "YYYY-MM" in Prague time. */
  month: string;
  reached_profit: number;
  /** Share (0..1) of the month's completed bonuses that earned more than 0 Kč. */
  success_rate: number;
  bonuses: number;
}

/** POST /referral_code, GET /referral_code_all. */
export interface ReferralCodeDto {
  id: number;
  creation_timestamp: number;
  code: string;
  in_use: boolean;
}

/** GET /referenced/check_validity: who invites the visitor. */
export interface ReferralPageDto {
  referencer_name: string;
  referral_code: string;
}

/** GET /referenced_all: a member the caller invited. */
export interface ReferencedUserDto {
  name: string;
  creation_timestamp: number;
  tier_name: string;
  /** What the caller has earned from this member so far, Kč. */
  referencer_reward: number;
}

/** A payout (spec section 3, Transaction). */
export interface TransactionDto {
  id: number;
  amount: number;
  creation_timestamp: number;
  note: string;
  trans_status_name: string;
  /** pending, paid or failed (trans_status_name is its Czech text, with the reason of a return). */
  trans_status: PayoutStatus;
  /** Masked to the last 9 characters. */
  bank_account: string;
}

/** GET /transaction_stats: referral rewards and payouts per month (Prague time), oldest first. */
export interface TransactionStatsDto {
  month: string;
  reward: number;
  paid_out: number;
}

/** GET /faq_all (spec section 3, FAQ). */
export interface FaqDto {
  id: number;
  question: string;
  answer: string;
  faq_category_name: string;
  /** Admin lists include hidden entries. */
  visible: boolean;
}

/** GET /investment_category_all (spec section 3, Investment category). */
export interface InvestmentCategoryDto {
  id: number;
  name: string;
  color: string;
  subtitle: string;
  shortDescription: string;
  description: string;
  pros_list: string[];
  cons_list: string[];
  /** Percent a year. */
  avg_expected_return: number;
  avg_risk_rate: number;
  visible: boolean;
}

/** GET /investment_all, GET /investment (spec section 3, Investment product). */
export interface InvestmentProductDto {
  id: number;
  investment_category_id: number;
  company_name: string;
  name: string;
  description: string;
  pros_list: string[];
  cons_list: string[];
  expected_return: number;
  invest_horizont_id: number;
  needed_capital: number;
  risk_rate: number;
  step_list: { title: string; description: string }[];
  url_link: string;
  creation_timestamp: number;
  recommended: boolean;
  visible: boolean;
}

/** A row of the admin's user table. */
export interface AdminUserRowDto {
  id: string;
  name: string;
  full_name: string;
  email: string | null;
  tier_name: string;
  creation_timestamp: number;
  /** Bonus plus referral earnings, Kč. */
  earnings: number;
  active: boolean;
  admin: boolean;
  /** Waits for an admin's approval before using the member section. */
  pending_approval: boolean;
}

export interface AdminUserPageDto {
  users: AdminUserRowDto[];
  total_count: number;
  current_page: number;
  page_count: number;
}

/** The admin's view of one member. */
export interface AdminUserDetailDto extends AdminUserRowDto {
  bonus_revenue: number;
  referral_revenue: number;
  balance: number;
  paid_out: number;
  completed_bonuses: number;
  referred_users: number;
  /** Each order with the withdrawal waiver it was bought under (§ 1837 písm. l) NOZ), when recorded. */
  orders: {
    id: string;
    tier_name: string;
    status: string;
    amount: number;
    creation_timestamp: number;
    expiration_timestamp: number | null;
    waiver_timestamp: number | null;
    waiver_terms_version: string | null;
  }[];
  consents: ConsentDto[];
  payouts: { id: number; amount: number; status: string; creation_timestamp: number }[];
}

/** One recorded admin action. */
export interface AuditEntryDto {
  id: number;
  actor_name: string | null;
  action: string;
  details: unknown;
  creation_timestamp: number;
}

/** The admin overview: headline figures, the live block and recent events. */
export interface AdminOverviewDto {
  total_users: number;
  active_bonuses: number;
  /** All recorded bonus earnings, Kč. */
  total_earnings: number;
  /** Share (0..1) of members on a paid tier. */
  conversion_rate: number;
  /** Members who used the app in the last 15 minutes. */
  active_users: number;
  today_bonuses: number;
  /** Subscription payments received today (Prague), Kč. */
  today_income: number;
  recent_activity: { kind: 'registration' | 'bonus' | 'payment' | 'payout'; text: string; timestamp: number }[];
}

/** The admin analytics, from live data. */
export interface AdminAnalyticsDto {
  registrations: { month: string; count: number }[];
  earnings: { month: string; amount: number }[];
  tiers: { name: string; count: number; percent: number }[];
  generations: { name: string; limit: number; load: number; revenue: number }[];
}
