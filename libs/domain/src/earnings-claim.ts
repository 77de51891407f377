import { COUNTED, formatCount } from './czech-plural';
import { formatCzk } from './money';

/**
 * The one earnings figure public pages show (home, login): the average a member who recorded results
 * recorded per month over the last EARNINGS_CLAIM_MONTHS months, with its basis named. No "až 25 000 Kč":
 * a figure is computed from members' records or not shown at all.
 */
export const EARNINGS_CLAIM_MONTHS = 12;

/** Fewer results than this are too few to average: the pages show no figure then. */
export const EARNINGS_CLAIM_MIN_RESULTS = 20;

export interface EarningsClaimBasis {
  /** Whole Kč per earning member and month over the window. */
  averageMonthly: number;
  /** Months the average looks back over. */
  months: number;
  /** Results (completed bonuses) the average is computed from. */
  results: number;
  /** Members who recorded them. */
  earners: number;
}

const RESULTS = { one: 'výsledek', few: 'výsledky', other: 'výsledků' };
const MEMBERS_GENITIVE = { one: 'člena', few: 'členů', other: 'členů' };

/** Whether the basis holds enough results to state an average at all. */
export function hasEarningsClaim(basis: EarningsClaimBasis): boolean {
  return basis.results >= EARNINGS_CLAIM_MIN_RESULTS && basis.earners > 0;
}

/** "za posledních 12 měsíců, 128 výsledků od 45 členů": what the average is computed from. */
export function earningsClaimBasis(basis: EarningsClaimBasis): string {
  return `za posledních ${formatCount(basis.months, COUNTED.month)}, ${formatCount(basis.results, RESULTS)} od ${formatCount(basis.earners, MEMBERS_GENITIVE)}`;
}

/** "Členové si zapsali průměrně 940 Kč měsíčně (za posledních 12 měsíců, 128 výsledků od 45 členů).", or null with too few results. */
export function earningsClaim(basis: EarningsClaimBasis): string | null {
  if (!hasEarningsClaim(basis)) return null;
  return `Členové si zapsali průměrně ${formatCzk(basis.averageMonthly)} měsíčně (${earningsClaimBasis(basis)}).`;
}
