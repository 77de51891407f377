import { GAME_VOLATILITIES } from './bonuses';
import { hashText, seededRandom } from './seeded-random';
import { SPIN_SHAPES, spinModel } from './spin-model';

describe('one spin', () => {
  it.each(GAME_VOLATILITIES)('returns the RTP on average whatever the volatility (%s)', (volatility) => {
    const probabilities = SPIN_SHAPES[volatility].reduce((sum, [, probability]) => sum + probability, 0);
    expect(probabilities).toBeCloseTo(1, 12);
    expect(spinModel(volatility, 96.5).mean).toBe(0.965);
    const random = seededRandom(volatility);
    const model = spinModel(volatility, 96.5);
    const draws = 200_000;
    let sum = 0;
    for (let index = 0; index < draws; index += 1) sum += model.sample(random);
    expect(Math.abs(sum / draws - 0.965)).toBeLessThan((5 * model.sd) / Math.sqrt(draws));
  });

  it('swings more the more volatile the game', () => {
    const [low, medium, high] = GAME_VOLATILITIES.map((volatility) => spinModel(volatility, 96).sd);
    expect(low).toBeLessThan(medium);
    expect(medium).toBeLessThan(high);
  });

  it('pays the top prize for a draw at the very end of [0, 1)', () => {
    const model = spinModel('high', 100);
    expect(model.sample(() => 0.999_999_999)).toBeCloseTo(500 / 2.36);
    expect(model.sample(() => 0)).toBe(0);
  });
});

describe('the seeded random numbers', () => {
  it('repeat for the same seed and differ for another, within [0, 1)', () => {
    const take = (seed: string) => {
      const random = seededRandom(seed);
      return Array.from({ length: 1000 }, () => random());
    };
    expect(take('a')).toEqual(take('a'));
    expect(take('a')).not.toEqual(take('b'));
    expect(take('a').every((value) => value >= 0 && value < 1)).toBe(true);
    expect(hashText('')).toBe(0x811c9dc5);
  });
});
