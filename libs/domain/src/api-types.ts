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
