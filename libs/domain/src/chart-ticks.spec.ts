import fc from 'fast-check';
import { roundTicks } from './chart-ticks';

describe('roundTicks', () => {
  it('steps a referral axis by round amounts', () => {
    expect(roundTicks(330)).toEqual([0, 100, 200, 300, 400]);
    expect(roundTicks(15415)).toEqual([0, 5000, 10000, 15000, 20000]);
    expect(roundTicks(1000)).toEqual([0, 250, 500, 750, 1000]);
  });

  it('gives an empty series an axis', () => {
    expect(roundTicks(0)).toEqual([0, 1]);
  });

  it('always reaches the maximum in at most steps + 1 round marks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (maximum) => {
        const ticks = roundTicks(maximum);
        const step = ticks[1];
        expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(maximum);
        expect(ticks.length).toBeLessThanOrEqual(5);
        expect(Number.isInteger(step)).toBe(true);
        expect(/^(1|2|25|5)0*$/.test(String(step))).toBe(true);
      }),
    );
  });
});
