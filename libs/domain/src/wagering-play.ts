import type { ValueTerms } from './bonus-value-terms';
import type { GameVolatility } from './bonuses';
import { spinModel } from './spin-model';

/**
 * How a wagering plays out, computed exactly (issue #53 §1): dynamic programming over the balance and
 * the steps of play on the game's payout distribution, instead of random play-throughs. The balance lives
 * on a grid; a balance between two grid points is split between them in proportion (which keeps every
 * mean exact), and the grid is fine next to a step's spread so that the split adds under 3 % to its variance.
 */

/** One outcome of the play: what is withdrawn minus what was deposited (Kč), with its probability. */
export interface PlayAtom {
  value: number;
  mass: number;
}

export interface PlayOutcome {
  /** Sorted by value; the masses add up to 1. */
  atoms: PlayAtom[];
  /** The share of play-throughs that lose the whole balance before the wagering is done. */
  bust: number;
}

/** At most this many steps of play: a wagering of more spins is played in blocks of equal spins, each keeping the RTP and the variance of its spins. */
export const MAX_STEPS = 400;
/** Grid cells × steps per computation at most (about 10 ms): past it, a wagering of many spins takes fewer, larger blocks. */
const WORK_BUDGET = 1_500_000;
/** The fewest blocks a wagering is played in; the grid then has at most the budget's share of points (a coarser one past it). */
const MIN_STEPS = 20;
const MAX_POINTS = WORK_BUDGET / MIN_STEPS;
/** Grid points per stake, and per standard deviation of a block's result. */
const POINTS_PER_STAKE = 4;
const POINTS_PER_SPREAD = 3;
/** Below this balance (Kč) no stake can be placed: the play-through is bust. */
export const MIN_STAKE_CZK = 1;
// Bound once: in jest's vm context every lookup of the global Math is slow, and the steps run in hot loops.
const { ceil, floor, max, min, sqrt } = Math;

/** A step's return per staked Kč for each spin outcome: the spread of one spin shrunk by √spins. */
const stepReturns = (outcomes: ReadonlyArray<readonly [number, number]>, rtp: number, spins: number) =>
  Float64Array.from(outcomes, ([multiple]) => rtp + (multiple - rtp) / sqrt(max(1, spins)));

/**
 * The steps the wagering is played in (as many spins of the max bet as the work budget allows) and the
 * grid of the balance: from start − total (no lower: a step loses at most its stake) up to where no
 * remaining stake could bust the balance. Never more than MAX_POINTS points: terms far beyond any real
 * offer (a wagering of 10¹³ Kč at a 1 Kč bet) get a coarser grid, not gigabytes and minutes.
 */
function stepPlan(start: number, total: number, maxBet: number, spinSd: number) {
  let steps = min(MAX_STEPS, total / maxBet);
  for (;;) {
    const spinsPerStep = max(1, total / maxBet / steps);
    const stake = spinsPerStep * maxBet;
    const span = min(start, total) + total + 2 * min(stake, total);
    const delta = max(span / MAX_POINTS, min(stake / POINTS_PER_STAKE, (stake * spinSd) / sqrt(spinsPerStep) / POINTS_PER_SPREAD));
    const base = max(0, start - total - delta);
    const points = ceil(span / delta) + 4;
    if (steps * points <= WORK_BUDGET || steps <= MIN_STEPS) return { spinsPerStep, stake, delta, base, points };
    steps *= 0.8;
  }
}

/**
 * Plays the wagering: each spin stakes the max bet (a balance below it stakes all of it, and the stake it
 * lacks is charged to the wagering at the house edge); play stops when the wagering is done or less than
 * 1 Kč is left; the withdrawal is capped at the max cashout. A balance so high that no remaining stake
 * could bust it is taken to its expected end.
 */
export function playWagering(terms: ValueTerms, total: number, game: { rtp: number; volatility: GameVolatility }): PlayOutcome {
  const houseKeeps = 1 - game.rtp / 100;
  const start = terms.deposit + terms.bonus_amount;
  const cap = terms.max_cashout ?? Infinity;
  const withdrawn = (balance: number) => min(balance, cap) - terms.deposit;
  const minStake = min(MIN_STAKE_CZK, terms.max_bet);
  if (start < minStake) return { atoms: [{ value: -terms.deposit, mass: 1 }], bust: 1 };
  if (!(total > 0)) return { atoms: [{ value: withdrawn(start), mass: 1 }], bust: 0 };

  const model = spinModel(game.volatility, game.rtp);
  const probabilities = Float64Array.from(model.outcomes, ([, probability]) => probability);
  const plan = stepPlan(start, total, terms.max_bet, model.sd);
  const { stake: stepStake, delta, base, points } = plan;
  const fullSteps = floor(total / stepStake + 1e-9);
  const lastStake = total - fullSteps * stepStake;
  const stepCount = fullSteps + (lastStake > 1e-9 ? 1 : 0);
  const fullReturns = stepReturns(model.outcomes, game.rtp / 100, plan.spinsPerStep);
  const lastReturns = stepReturns(model.outcomes, game.rtp / 100, lastStake / terms.max_bet);
  const firstAlive = max(0, ceil((minStake - base) / delta - 1e-9));

  let mass = new Float64Array(points);
  let next = new Float64Array(points);
  let bust = 0;
  let aboveMass = 0;
  let aboveValue = 0;

  /** Puts weight at a balance: bust below the least stake, at its expected end above the grid, else split between two grid points. */
  const place = (balance: number, weight: number, wageringLeft: number) => {
    if (balance < minStake) {
      bust += weight;
      return;
    }
    const position = (balance - base) / delta;
    if (position >= points - 2) {
      aboveMass += weight;
      aboveValue += weight * withdrawn(balance - houseKeeps * wageringLeft);
      return;
    }
    const index = max(0, floor(position));
    const upper = max(0, position - index);
    next[index] += weight * (1 - upper);
    next[index + 1] += weight * upper;
  };

  const startPosition = (start - base) / delta;
  mass[floor(startPosition)] = 1 - (startPosition - floor(startPosition));
  mass[floor(startPosition) + 1] += startPosition - floor(startPosition);
  for (let step = 0; step < stepCount; step += 1) {
    const stake = step === fullSteps ? lastStake : stepStake;
    const returns = step === fullSteps ? lastReturns : fullReturns;
    const wageringLeft = max(0, total - step * stepStake - stake);
    next.fill(0);
    for (let index = 0; index < firstAlive; index += 1) bust += mass[index];
    // Below one stake the balance is staked whole: the general rule, point by point.
    const firstFull = max(firstAlive, ceil((stake - base) / delta - 1e-9));
    for (let index = firstAlive; index < firstFull; index += 1) {
      const weight = mass[index];
      if (weight === 0) continue;
      const balance = base + index * delta;
      for (let outcome = 0; outcome < returns.length; outcome += 1) {
        place(balance * returns[outcome] - houseKeeps * (stake - balance), weight * probabilities[outcome], wageringLeft);
      }
    }
    // From one stake up every point moves by the same amount for an outcome: a shift on the grid.
    for (let outcome = 0; outcome < returns.length; outcome += 1) {
      const shift = (stake * (returns[outcome] - 1)) / delta;
      const whole = floor(shift);
      const upper = shift - whole;
      const probability = probabilities[outcome];
      const lowShare = probability * (1 - upper);
      const highShare = probability * upper;
      // Targets inside the grid and at least the least stake; the rest (bust, above the grid) go through place.
      const interiorFrom = max(firstFull, -whole, ceil((minStake - base) / delta - shift - 1e-9));
      const interiorTo = min(points, points - 2 - whole);
      for (let index = firstFull; index < min(interiorFrom, points); index += 1) {
        if (mass[index] !== 0) place(base + index * delta + stake * (returns[outcome] - 1), mass[index] * probability, wageringLeft);
      }
      for (let index = interiorFrom; index < interiorTo; index += 1) {
        const weight = mass[index];
        next[index + whole] += weight * lowShare;
        next[index + whole + 1] += weight * highShare;
      }
      for (let index = max(interiorFrom, interiorTo); index < points; index += 1) {
        if (mass[index] !== 0) place(base + index * delta + stake * (returns[outcome] - 1), mass[index] * probability, wageringLeft);
      }
    }
    [mass, next] = [next, mass];
  }

  const atoms: PlayAtom[] = [];
  for (let index = 0; index < points; index += 1) {
    if (mass[index] === 0) continue;
    if (index < firstAlive) bust += mass[index];
    else atoms.push({ value: withdrawn(base + index * delta), mass: mass[index] });
  }
  if (aboveMass > 0) atoms.push({ value: aboveValue / aboveMass, mass: aboveMass });
  if (bust > 0) atoms.push({ value: -terms.deposit, mass: bust });
  return { atoms: atoms.sort((a, b) => a.value - b.value), bust };
}
