import type { GameVolatility } from './bonuses';
import { roundTicks } from './chart-ticks';
import { offerValueSentence, valuePlayAssumption } from './bonus-value-text';
import { rtpSchema, valueTermsSchema, type ValueTerms } from './bonus-value-terms';
import { DomainError } from './errors';
import { playWagering, PlayAtom } from './wagering-play';

/** The game a value is computed for: RTP in percent and the catalogue's volatility. */
export interface ValueGame {
  rtp: number;
  volatility: GameVolatility;
}

/** One bar of the outcome chart: outcomes in [from, to) Kč and their share of the play-throughs (0–1); from = to for one amount (the whole deposit lost). */
export interface OutcomeBucket {
  from: number;
  to: number;
  share: number;
}

/** What an offer is worth on a game (Kč; rtp in percent; shares 0–1). */
export interface BonusValue {
  wageringTotal: number;
  expectedLoss: number;
  expectedValue: number;
  /** Of expectedValue, Kč: 0, the value is computed exactly (no sampling). */
  standardError: number;
  /** The share of play-throughs that lose the whole balance before the wagering is done. */
  bustProbability: number;
  p10: number;
  p90: number;
  rtp: number;
  /** The stake of each spin the figure assumes: the max bet, or the wagering left when less. */
  stakePerSpin: number;
  distribution: OutcomeBucket[];
  /** The usual outcome first, then the average ("V 8 z 10 případů přijdete o celý vklad 1 000 Kč; v průměru 226 Kč, …"). */
  headline: string;
  /** The play the figures assume, in Czech: the stake per spin, when play stops, the max bet and max cashout. */
  playAssumption: string;
}

const CHART_BUCKETS = 10;
const { floor, max, min } = Math;

const round2 = (value: number) => Math.round(value * 100) / 100;
/** Whole Kč, never −0 (it would print as "−0 Kč" and differ from 0 in a comparison). */
const wholeCzk = (value: number) => Math.round(value) + 0;

/** Stakes needed to clear the wagering: multiplier × base ÷ (contribution / 100). */
export function wageringTotal(terms: ValueTerms): number {
  const base = terms.wagering_base === 'bonus' ? terms.bonus_amount : terms.deposit + terms.bonus_amount;
  return (terms.wagering_multiplier * base) / (terms.contribution_percent / 100);
}

/** What the house keeps of the wagering on average: wagering_total × (1 − RTP). */
export const expectedLoss = (terms: ValueTerms, rtp: number): number => wageringTotal(terms) * (1 - rtp / 100);

/** The smallest outcome at or below which at least the share q of the mass lies (atoms sorted by value). */
function quantile(atoms: readonly PlayAtom[], q: number): number {
  const total = atoms.reduce((sum, atom) => sum + atom.mass, 0);
  let below = 0;
  for (const atom of atoms) {
    below += atom.mass;
    if (below >= q * total - 1e-12) return atom.value;
  }
  return atoms[atoms.length - 1].value;
}

/**
 * The outcome chart: a bar of its own for the whole deposit lost (from = to = −deposit), then bars of a
 * round width (1, 2, 2.5 or 5 × 10ⁿ Kč, about ten) over the 2nd to the 98th percentile of the other
 * outcomes, the outer few per cent falling into the end bars. Edges are multiples of the width, so 0 Kč
 * is an edge and each bar holds only losses or only gains; a bar starts at no amount that cannot happen.
 */
export function outcomeDistribution(atoms: readonly PlayAtom[], lost: number | null): OutcomeBucket[] {
  const lostAtom = lost === null ? undefined : atoms.find((atom) => atom.value === lost);
  const rest = atoms.filter((atom) => atom !== lostAtom && atom.mass > 0);
  const total = atoms.reduce((sum, atom) => sum + atom.mass, 0);
  const buckets: OutcomeBucket[] = lostAtom ? [{ from: lost as number, to: lost as number, share: lostAtom.mass / total }] : [];
  if (rest.length === 0) return buckets;
  const low = Math.floor(quantile(rest, 0.02));
  const high = Math.ceil(quantile(rest, 0.98));
  const lowest = Math.ceil(rest[0].value);
  if (low === high && rest.every((atom) => atom.value === rest[0].value)) return [...buckets, { from: rest[0].value, to: rest[0].value, share: 1 - (lostAtom?.mass ?? 0) / total }];
  const width = roundTicks(high - low + 1, CHART_BUCKETS)[1];
  const first = Math.floor(low / width) * width;
  const bars = Math.ceil((high + 1 - first) / width);
  const shares = new Array<number>(bars).fill(0);
  for (const atom of rest) shares[min(bars - 1, max(0, floor((atom.value - first) / width)))] += atom.mass / total;
  return [
    ...buckets,
    ...shares.map((share, index) => ({ from: index === 0 ? max(first, lowest) : first + index * width, to: first + (index + 1) * width, share })),
  ];
}

/**
 * What a casino offer is worth on a game: the closed-form wagering and expected loss, and the exact
 * distribution of the outcome of playing the wagering at the max bet until it is done or the balance is
 * gone (bust-out), the withdrawal capped at the max cashout. No sampling: the same inputs give the same
 * answer, a better game never a worse one, and a tiny change of an input moves it a tiny amount.
 */
export function bonusValue(terms: ValueTerms, game: ValueGame): BonusValue {
  // Within the schemas' bounds every figure is finite and the play is computable; outside them (terms stored
  // before a bound existed) the answer would be NaN, Infinity or an array too long to allocate, so it is refused.
  if (!valueTermsSchema.safeParse(terms).success || !rtpSchema.safeParse(game.rtp).success) throw new DomainError('BONUS_VALUE_TERMS_INVALID', { terms, rtp: game.rtp });
  const total = wageringTotal(terms);
  const { atoms, bust } = playWagering(terms, total, game);
  const mean = atoms.reduce((sum, atom) => sum + atom.value * atom.mass, 0) / atoms.reduce((sum, atom) => sum + atom.mass, 0);
  const figures = {
    wageringTotal: round2(total),
    expectedLoss: round2(expectedLoss(terms, game.rtp)),
    expectedValue: wholeCzk(mean),
    standardError: 0,
    bustProbability: Math.round(bust * 10_000) / 10_000,
    p10: wholeCzk(quantile(atoms, 0.1)),
    p90: wholeCzk(quantile(atoms, 0.9)),
    rtp: game.rtp,
    stakePerSpin: round2(min(terms.max_bet, total)),
    distribution: outcomeDistribution(atoms, bust > 0 ? -terms.deposit : null),
  };
  return { ...figures, headline: offerValueSentence(figures, terms.deposit), playAssumption: valuePlayAssumption(figures, terms) };
}

/** An offer's value and the game it is reached on. */
export interface OfferValue {
  expectedValue: number;
  gameId: number;
}

/**
 * The one value of a casino offer (issue #53 §1): its expected value on the best of its games, the one a
 * member would play, whole Kč. It is the offer's value everywhere (card, detail, sorting, tier caps,
 * reports); null when the offer has no value terms or no game to play them on.
 */
export function offerValue(terms: ValueTerms | null, games: readonly (ValueGame & { id: number })[]): OfferValue | null {
  if (!terms || games.length === 0) return null;
  return games
    .map((game) => ({ expectedValue: bonusValue(terms, game).expectedValue, gameId: game.id }))
    .reduce((best, candidate) => (candidate.expectedValue > best.expectedValue ? candidate : best));
}
