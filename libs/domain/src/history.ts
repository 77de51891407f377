/** Bonus history list options (spec sections 2 and 9). */
export const HISTORY_PAGE_SIZES = [10, 20, 50, 100] as const;
export type HistoryPageSize = (typeof HISTORY_PAGE_SIZES)[number];
export const DEFAULT_HISTORY_PAGE_SIZE: HistoryPageSize = 10;

export const HISTORY_PERIODS = ['week', 'month', 'year', 'all'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];
export const DEFAULT_HISTORY_PERIOD: HistoryPeriod = 'month';

/** The earnings chart covers the last six months or the whole last year. */
export const STATS_PERIODS = ['half_year', 'year'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = 'half_year';

/** How the history's total names its period: "Za poslední měsíc: 4 600 Kč z 4 500 Kč očekávaných". */
export const HISTORY_PERIOD_TOTAL_LABELS: Record<HistoryPeriod, string> = {
  week: 'Za posledních 7 dní',
  month: 'Za poslední měsíc',
  year: 'Za poslední rok',
  all: 'Za celou dobu',
};

/** Where a history period begins, counting back from `now`; null for all time. */
export function historyPeriodStart(period: HistoryPeriod, now: Date): Date | null {
  const start = new Date(now);
  if (period === 'week') start.setDate(start.getDate() - 7);
  else if (period === 'month') start.setMonth(start.getMonth() - 1);
  else if (period === 'year') start.setFullYear(start.getFullYear() - 1);
  else return null;
  return start;
}

/** How many months (this one included) a stats period covers. */
export function statsMonthCount(period: StatsPeriod): number {
  return period === 'half_year' ? 6 : 12;
}

/** The first day of the first month the stats chart shows (6 or 12 months including this one). */
export function statsPeriodStart(period: StatsPeriod, now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth() - (statsMonthCount(period) - 1), 1);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

const CZECH_MONTHS_SHORT = ['led', 'úno', 'bře', 'dub', 'kvě', 'čvn', 'čvc', 'srp', 'zář', 'říj', 'lis', 'pro'] as const;

/** "2026-11" → "lis 2026" for chart axes. */
export function czechMonthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) throw new RangeError(`Expected YYYY-MM, got ${month}`);
  return `${CZECH_MONTHS_SHORT[Number(match[2]) - 1]} ${match[1]}`;
}

/** The earnings line of the overview chart: each month's total plus every month before it. */
export function cumulativeProfit(months: readonly { reached_profit: number }[]): number[] {
  let total = 0;
  return months.map((m) => (total += m.reached_profit));
}
