import { MINUTES_PER_STEP, weeklyAnalysis } from './weekly-analysis';

const NOW = new Date('2026-11-23T10:00:00Z');
const DAY = 24 * 3_600_000;
const bonus = (id: number, expectedValue: number, neededCapital: number, steps: number, endsInDays: number, startedDaysAgo = 1) => ({
  id,
  name: `Bonus ${id}`,
  expectedValue,
  neededCapital,
  steps,
  endAt: new Date(NOW.getTime() + endsInDays * DAY),
  startAt: new Date(NOW.getTime() - startedDaysAgo * DAY),
});

describe('weeklyAnalysis', () => {
  const analysis = weeklyAnalysis(
    [
      bonus(1, 1000, 5000, 4, 30), // 1 h → 1 000 Kč/h, 0.2 Kč per Kč
      bonus(2, 600, 0, 2, 3), // 0.5 h → 1 200 Kč/h, no capital
      bonus(3, 3000, 10000, 8, 6.5), // 2 h → 1 500 Kč/h, 0.3 Kč per Kč
      bonus(4, 9000, 1000, 4, -1), // ended: out
      bonus(5, 9000, 1000, 4, 20, -2), // not started yet: out
    ],
    NOW,
  );

  it(`ranks by expected value per estimated hour (${MINUTES_PER_STEP} minutes a step)`, () => {
    expect(analysis.byHour.map((b) => [b.id, b.hours, b.valuePerHour])).toEqual([
      [3, 2, 1500],
      [2, 0.5, 1200],
      [1, 1, 1000],
    ]);
  });

  it('ranks by expected value per crown of capital, bonuses needing none first', () => {
    expect(analysis.byCapital.map((b) => [b.id, b.valuePerCzk])).toEqual([
      [2, null],
      [3, 0.3],
      [1, 0.2],
    ]);
  });

  it('lists what ends within seven days, soonest first', () => {
    expect(analysis.expiringThisWeek.map((b) => b.id)).toEqual([2, 3]);
  });
});
