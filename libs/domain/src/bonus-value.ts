import type { GameVolatility } from './bonuses';
import { roundTicks } from './chart-ticks';
import type { ValueTerms } from './bonus-value-terms';
import { seededRandom } from './seeded-random';
import { spinModel, SpinModel } from './spin-model';

/** The game a value is computed for: RTP in percent and the catalogue's volatility. */
export interface ValueGame {
  rtp: number;
  volatility: GameVolatility;
}

/** One bar of the outcome chart: outcomes in [from, to) Kč and their share of the runs (0–1). */
export interface OutcomeBucket {
  from: number;
  to: number;
  share: number;
}

/** What an offer is worth on a game (Kč; rtp in percent). */
export interface BonusValue {
  wageringTotal: number;
  expectedLoss: number;
  expectedValue: number;
  p10: number;
  p90: number;
  rtp: number;
  distribution: OutcomeBucket[];
}

/** Simulated play-throughs per evaluation: the expected value's error stays small next to the outcome's spread (±2 % of its SD). */
export const SIMULATION_RUNS = 2000;
/**
 * At most this many betting rounds per play-through. A wagering of 30 000 Kč at 5 Kč a spin is 6 000
 * spins; 2 000 runs of that would take far too long for a card. Spins are therefore played in blocks
 * of k: a block returns stake × (r + (X − r) / √k) for one spin's return X (mean r). That keeps the
 * block's mean (RTP) and variance (k spins') exactly and never loses more than the stake; only the
 * skew of the block is understated. One evaluation stays well under 50 ms (see the spec).
 */
export const MAX_ROUNDS = 200;
/** Below this balance (Kč) no stake can be placed: the run is bust. */
export const MIN_STAKE_CZK = 1;
const CHART_BUCKETS = 10;
// Bound once: in jest's vm context every lookup of the global Math is slow, and playThrough runs in hot loops.
const { min, max, sqrt } = Math;

/** How many spins a round's stake stands for: at the max bet each, and at least one (a smaller last stake is one spin). */
export const spinsIn = (stake: number, maxBet: number): number => max(1, stake / maxBet);

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Stakes needed to clear the wagering: multiplier × base ÷ (contribution / 100). */
export function wageringTotal(terms: ValueTerms): number {
  const base = terms.wagering_base === 'bonus' ? terms.bonus_amount : terms.deposit + terms.bonus_amount;
  return (terms.wagering_multiplier * base) / (terms.contribution_percent / 100);
}

/** What the house keeps of the wagering on average: wagering_total × (1 − RTP). */
export const expectedLoss = (terms: ValueTerms, rtp: number): number => wageringTotal(terms) * (1 - rtp / 100);

/** The inputs as one text, so that the same inputs always seed the same play-throughs. */
const seedText = (terms: ValueTerms, game: ValueGame) =>
  [terms.bonus_amount, terms.deposit, terms.wagering_multiplier, terms.wagering_base, terms.contribution_percent, terms.max_bet, terms.max_cashout, game.rtp, game.volatility].join('|');

/** The outcome (money withdrawn − money deposited) of one play-through of the wagering. */
function playThrough(terms: ValueTerms, total: number, model: SpinModel, random: () => number): number {
  const minStake = min(MIN_STAKE_CZK, terms.max_bet);
  const spins = Math.ceil(total / terms.max_bet);
  const roundStake = spins === 0 ? 0 : total / min(spins, MAX_ROUNDS);
  let balance = terms.deposit + terms.bonus_amount;
  let wagered = 0;
  // Each round stakes roundStake (or the balance when less): the loop ends when the wagering is cleared or the balance is gone.
  while (total - wagered > 1e-9 && balance >= minStake) {
    const stake = min(roundStake, balance, total - wagered);
    const spinsInRound = spinsIn(stake, terms.max_bet);
    const spin = model.sample(random);
    balance += stake * (model.mean + (spin - model.mean) / sqrt(spinsInRound)) - stake;
    wagered += stake;
  }
  const left = balance >= minStake ? balance : 0;
  const withdrawn = terms.max_cashout === null ? left : min(left, terms.max_cashout);
  return withdrawn - terms.deposit;
}

/** The value at the q-quantile (nearest rank) of sorted outcomes. */
const quantile = (sorted: readonly number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];

/**
 * Bars of a round width (1, 2, 2.5 or 5 × 10ⁿ Kč, about ten of them) from the 2nd to the 98th percentile,
 * the outer few per cent falling into the end bars. Edges are multiples of the width, so 0 Kč is always
 * an edge and each bar holds only losses or only gains.
 */
export function outcomeDistribution(sorted: readonly number[]): OutcomeBucket[] {
  const low = Math.floor(quantile(sorted, 0.02));
  const high = Math.ceil(quantile(sorted, 0.98));
  const width = roundTicks(high - low + 1, CHART_BUCKETS)[1];
  const start = Math.floor(low / width) * width;
  const bars = Math.ceil((high + 1 - start) / width);
  const counts = new Array<number>(bars).fill(0);
  for (const outcome of sorted) counts[Math.min(bars - 1, Math.max(0, Math.floor((outcome - start) / width)))] += 1;
  return counts.map((count, index) => ({ from: start + index * width, to: start + (index + 1) * width, share: count / sorted.length }));
}

/**
 * What a casino offer is worth on a game: the closed-form wagering and expected loss, and the expected
 * outcome with its 10th and 90th percentiles from a seeded simulation that plays the wagering at the
 * max bet, stops when the balance is gone (bust-out) and caps the withdrawal at the max cashout.
 * The same inputs always give the same answer.
 */
export function bonusValue(terms: ValueTerms, game: ValueGame): BonusValue {
  const total = wageringTotal(terms);
  const model = spinModel(game.volatility, game.rtp);
  const random = seededRandom(seedText(terms, game));
  const outcomes = Array.from({ length: SIMULATION_RUNS }, () => playThrough(terms, total, model, random)).sort((a, b) => a - b);
  const mean = outcomes.reduce((sum, outcome) => sum + outcome, 0) / outcomes.length;
  return {
    wageringTotal: round2(total),
    expectedLoss: round2(expectedLoss(terms, game.rtp)),
    expectedValue: Math.round(mean),
    p10: Math.round(quantile(outcomes, 0.1)),
    p90: Math.round(quantile(outcomes, 0.9)),
    rtp: game.rtp,
    distribution: outcomeDistribution(outcomes),
  };
}
