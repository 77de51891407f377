/** Shapes of the public calls as they travel on the wire (money in whole Kč, time in unix seconds). */
import { TierCode } from './tiers';

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
  active_order: OrderDto | null;
  /** 'password' for an e-mail account. */
  provider_id: string;
  bonus_history_len: number;
}
