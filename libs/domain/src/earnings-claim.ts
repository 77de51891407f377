import { COUNTED, formatCount } from './czech-plural';
import { EARNINGS_STATS_MIN_RESULTS, resultsBasis } from './earnings-stats';
import { formatCzk } from './money';

/**
 * The earnings figures public pages show (home, login), each with its basis named: the median result
 * of one completed bonus over the last EARNINGS_CLAIM_MONTHS months, and the total members recorded
 * since the start with its number of results. No monthly average and no "až 25 000 Kč": nothing may
 * read as a steady income (a casino offer can lose money); a figure is computed from members' records
 * or not shown at all.
 */
export const EARNINGS_CLAIM_MONTHS = 12;

/** Fewer results than this are too few to state a median: the pages show no figure then (the offers' threshold too). */
export const EARNINGS_CLAIM_MIN_RESULTS = EARNINGS_STATS_MIN_RESULTS;

export interface EarningsClaimBasis {
  /** Whole Kč: the median result of one completed bonus over the window. */
  medianResult: number;
  /** Months the median looks back over. */
  months: number;
  /** Results (completed bonuses) the median is computed from. */
  results: number;
  /** Members who recorded them. */
  earners: number;
}

const MEMBERS_GENITIVE = { one: 'člena', few: 'členů', other: 'členů' };

/** Said beside every public earnings figure. */
export const EARNINGS_CLAIM_CAVEAT = 'Výsledky se liší a nejsou pravidelným příjmem; u kasinových bonusů můžete i prodělat.';

/** Whether the basis holds enough results to state a median at all. */
export function hasEarningsClaim(basis: EarningsClaimBasis): boolean {
  return basis.results >= EARNINGS_CLAIM_MIN_RESULTS && basis.earners > 0;
}

/** "za posledních 12 měsíců, 128 výsledků od 45 členů": what the median is computed from. */
export function earningsClaimBasis(basis: EarningsClaimBasis): string {
  return `${resultsBasis(basis.months, basis.results)} od ${formatCount(basis.earners, MEMBERS_GENITIVE)}`;
}

/** "od spuštění, 1 250 výsledků": the basis of the total members recorded. */
export function totalMadeBasis(results: number): string {
  return `od spuštění, ${formatCount(results, COUNTED.result)}`;
}

/** "Polovina splněných bonusů vynesla členům víc než 940 Kč (za posledních 12 měsíců, 128 výsledků od 45 členů).", or null with too few results. */
export function earningsClaim(basis: EarningsClaimBasis): string | null {
  if (!hasEarningsClaim(basis)) return null;
  return `Polovina splněných bonusů vynesla členům víc než ${formatCzk(basis.medianResult)}, polovina méně (${earningsClaimBasis(basis)}).`;
}
