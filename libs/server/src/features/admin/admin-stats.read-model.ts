import type { AdminActivityKind, Halere } from '@bonus/domain';

/** An event of the overview's recent activity, with its Czech line and the member it is about. */
export interface ActivityEvent {
  kind: AdminActivityKind;
  text: string;
  timestamp: Date;
  memberId: string;
  memberName: string;
}

/** A figure of this month so far and of the same span of the month before. */
export interface Comparison {
  current: number;
  previous: number;
}

/** The overview's key figures against the previous month, and the payouts waiting. */
export interface OverviewTrends {
  /** Members (not erased) registered up to now, and up to the same moment a month ago. */
  members: Comparison;
  registrations: Comparison;
  /** Subscription payments received, haléře. */
  revenue: Comparison;
  /** Bonus completions recorded. */
  bonuses: Comparison;
  pendingPayouts: {
    count: number;
    amount: Halere;
    /** Pending payouts not yet in a bank batch. */
    unbatched: number;
  };
}

/** The trends at a moment, with the months they compare and twelve months of revenue for the chart. */
export interface AdminOverviewTrends extends OverviewTrends {
  /** YYYY-MM (Prague) of `now`, and the month it is compared with. */
  month: string;
  previousMonth: string;
  /** Subscription payments per month, the twelve months up to `month`. */
  revenueByMonth: MonthAmount[];
  /** Steps members missed (due, passed, not completed) per month of their due time, the twelve months up to `month`. */
  missedStepsByMonth: MonthCount[];
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
  value: number;
}

export interface MonthAmount {
  /** YYYY-MM. */
  month: string;
  value: Halere;
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
