import type { AdminActivityKind, Halere } from '@bonus/domain';

/** An event of the overview's recent activity, with its Czech line. */
export interface ActivityEvent {
  kind: AdminActivityKind;
  text: string;
  at: Date;
}

/** The admin overview: headline figures, the live block and recent events. */
export interface AdminOverview {
  totalUsers: number;
  activeBonuses: number;
  /** All recorded bonus earnings. */
  totalEarnings: Halere;
  /** Share (0..1) of members on a paid tier. */
  conversionRate: number;
  /** Members who used the app in the last 15 minutes. */
  activeUsers: number;
  todayBonuses: number;
  /** Subscription payments received today (Prague). */
  todayIncome: Halere;
  recentActivity: ActivityEvent[];
}

export interface MonthCount {
  /** YYYY-MM. */
  month: string;
  count: number;
}

export interface MonthAmount {
  /** YYYY-MM. */
  month: string;
  amount: Halere;
}

export interface TierShare {
  name: string;
  count: number;
  percent: number;
}

export interface GenerationFill {
  name: string;
  limit: number;
  load: number;
  /** Received for this generation. */
  revenue: Halere;
}

/** The admin analytics: the last twelve Prague months, tiers and generations. */
export interface AdminAnalytics {
  registrations: MonthCount[];
  /** Bonus earnings per month. */
  earnings: MonthAmount[];
  tiers: TierShare[];
  generations: GenerationFill[];
}
