import { COUNTED, formatCount, monthsPhrase } from './czech-plural';
import { formatCzk, Halere, halereToWholeCzk } from './money';

/**
 * What members really earned with an offer (issue #38 §2): the median and the middle half of their
 * recorded results (entries that count publicly, libs/domain earnings-review.ts), shown only from
 * EARNINGS_STATS_MIN_RESULTS results on: fewer say too little about the next member's result.
 */
export const EARNINGS_STATS_MIN_RESULTS = 30;

/** The results counted are those recorded in this many months up to now: an offer's old results say less about it today. */
export const EARNINGS_STATS_MONTHS = 12;

/** "za posledních 12 měsíců, 36 výsledků": what a member-results figure is computed from, said beside every one. */
export function resultsBasis(months: number, results: number): string {
  return `${monthsPhrase(months, 'forLast')}, ${formatCount(results, COUNTED.result)}`;
}

/** An offer's results in haléře: how many, the median and the 25th and 75th percentiles. */
export interface EarningsStats {
  n: number;
  median: Halere;
  p25: Halere;
  p75: Halere;
}

/**
 * The `p`-th quantile (0..1) of ascending `sorted` values by linear interpolation between the closest
 * ranks, as PostgreSQL's percentile_cont: position (n − 1) · p, between its neighbours.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('No values');
  if (!(p >= 0 && p <= 1)) throw new RangeError(`Not a share: ${p}`);
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

/** The stats of an offer's results (ascending haléře), whole haléře; null below EARNINGS_STATS_MIN_RESULTS. */
export function earningsStats(sortedResults: readonly Halere[]): EarningsStats | null {
  if (sortedResults.length < EARNINGS_STATS_MIN_RESULTS) return null;
  const at = (p: number) => Math.round(percentile(sortedResults, p));
  return { n: sortedResults.length, median: at(0.5), p25: at(0.25), p75: at(0.75) };
}

export const TOO_FEW_RESULTS = 'Zatím málo výsledků';

/** A range of whole Kč: "900–1 150 Kč", or with words when a bound is negative ("−200 až 300 Kč"). */
function czkRange(from: number, to: number): string {
  return from < 0 || to < 0 ? `${formatCzk(from)} až ${formatCzk(to)}` : `${from.toLocaleString('cs-CZ')}–${formatCzk(to)}`;
}

/** "Medián 1 020 Kč, polovina členů 900–1 150 Kč (za posledních 12 měsíců, 143 výsledků)" from whole Kč, or "Zatím málo výsledků". */
export function earningsStatsText(stats: { n: number; median: number; p25: number; p75: number } | null): string {
  if (!stats) return TOO_FEW_RESULTS;
  return `Medián ${formatCzk(stats.median)}, polovina členů ${czkRange(stats.p25, stats.p75)} (${resultsBasis(EARNINGS_STATS_MONTHS, stats.n)})`;
}

/** Whole Kč for the wire and the screens. */
export function earningsStatsInCzk(stats: EarningsStats): EarningsStats {
  return { n: stats.n, median: halereToWholeCzk(stats.median), p25: halereToWholeCzk(stats.p25), p75: halereToWholeCzk(stats.p75) };
}
