import { czechMonthName } from './monthly-report';

/** What the headline above a monthly chart says: the whole period's sum, and the latest month against the one before. */
export interface MonthlyHeadline {
  total: number;
  latest: number;
  /** The latest month's value minus the month before (0 when the series has one month). */
  change: number;
  /** "za listopad": the latest month, as the period of its figure. */
  period: string;
}

/** The headline of a series of months (YYYY-MM, oldest first); null for an empty series. */
export function monthlyHeadline(months: readonly { month: string; value: number }[]): MonthlyHeadline | null {
  if (months.length === 0) return null;
  const last = months[months.length - 1];
  const before = months.length > 1 ? months[months.length - 2].value : last.value;
  return {
    total: months.reduce((sum, month) => sum + month.value, 0),
    latest: last.value,
    change: last.value - before,
    period: `za ${czechMonthName(last.month).split(' ')[0]}`,
  };
}
