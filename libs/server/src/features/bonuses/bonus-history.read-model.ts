import type { BonusType, Halere } from '@bonus/domain';

/** A completed bonus and what it earned. */
export interface BonusHistoryEntry {
  id: number;
  bonus: { id: number; name: string; bonusType: BonusType; expectedValue: Halere; companyName: string };
  note: string;
  reachedProfit: Halere;
  creationTimestamp: Date;
}

/** What a filtered history earned against what its bonuses were expected to earn. */
export interface BonusHistoryTotals {
  reachedProfit: Halere;
  expectedValue: Halere;
}

/** A page of the member's history, newest first, with the totals of every entry the filters select. */
export interface BonusHistoryPage {
  items: readonly BonusHistoryEntry[];
  totalCount: number;
  totals: BonusHistoryTotals;
  currentPage: number;
  itemsPerPage: number;
}

/** One month (Prague time, YYYY-MM) of the member's results. */
export interface MonthlyStats {
  month: string;
  reachedProfit: Halere;
  /** Share (0..1) of the month's completed bonuses that earned more than 0 Kč. */
  successRate: number;
  bonuses: number;
}
