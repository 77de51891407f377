import type { GameVolatility } from './bonuses';

/**
 * One spin's return per staked Kč by volatility, as (multiple, probability) pairs before scaling:
 * low pays often and little (SD ≈ 1.8 stakes), high rarely and much (SD ≈ 10 stakes), medium between.
 * spinModel scales the multiples so that the mean return is exactly the game's RTP.
 */
export const SPIN_SHAPES: Record<GameVolatility, ReadonlyArray<readonly [number, number]>> = {
  low: [[0, 0.45], [0.5, 0.2], [1.5, 0.2], [3, 0.12], [10, 0.03]],
  medium: [[0, 0.62], [1, 0.18], [2.5, 0.12], [8, 0.06], [40, 0.02]],
  high: [[0, 0.75], [1, 0.12], [3, 0.08], [10, 0.035], [50, 0.013], [500, 0.002]],
};

export interface SpinModel {
  /** Mean return per staked Kč: RTP / 100. */
  mean: number;
  /** Standard deviation of one spin's return per staked Kč. */
  sd: number;
  /** Every return of one spin per staked Kč with its probability. */
  outcomes: ReadonlyArray<readonly [number, number]>;
  /** One spin's return per staked Kč, from a uniform number in [0, 1). */
  sample: (random: () => number) => number;
}

export function spinModel(volatility: GameVolatility, rtp: number): SpinModel {
  const shape = SPIN_SHAPES[volatility];
  const rawMean = shape.reduce((sum, [multiple, probability]) => sum + multiple * probability, 0);
  const mean = rtp / 100;
  const outcomes = shape.map(([multiple, probability]) => [(multiple * mean) / rawMean, probability] as const);
  const variance = outcomes.reduce((sum, [value, probability]) => sum + probability * (value - mean) ** 2, 0);
  let sum = 0;
  // The last bound is 1 whatever the rounding of the sum, so every draw in [0, 1) finds an outcome.
  const bounds = outcomes.map(([, probability], index) => (index === outcomes.length - 1 ? 1 : (sum += probability)));
  return {
    mean,
    sd: Math.sqrt(variance),
    outcomes,
    sample: (random) => {
      const draw = random();
      return outcomes[bounds.findIndex((bound) => draw < bound)][0];
    },
  };
}
