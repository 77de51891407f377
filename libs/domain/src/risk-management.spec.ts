import { lowestTierWith, tierHasFeature } from './tier-features';
import { NEAR_MAX_RETURN_SHARE, riskOverview, StartedBonus } from './risk-management';

const bonus = (id: number, neededCapital: number, riskRate: number, day: number): StartedBonus => ({ id, name: `Bonus ${id}`, neededCapital, riskRate, endAt: new Date(Date.UTC(2026, 10, day)) });

describe('tier features (pricing table extras)', () => {
  it('grants risk management and monthly reports from basic, tax reports and weekly analysis only with premium', () => {
    expect(['free', 'basic', 'premium'].map((tier) => tierHasFeature(tier as never, 'riskManagement'))).toEqual([false, true, true]);
    expect(['free', 'basic', 'premium'].map((tier) => tierHasFeature(tier as never, 'monthlyReport'))).toEqual([false, true, true]);
    expect(['free', 'basic', 'premium'].map((tier) => tierHasFeature(tier as never, 'taxReport'))).toEqual([false, false, true]);
    expect(['free', 'basic', 'premium'].map((tier) => tierHasFeature(tier as never, 'weeklyAnalysis'))).toEqual([false, false, true]);
    expect(lowestTierWith('riskManagement')).toBe('basic');
    expect(lowestTierWith('taxReport')).toBe('premium');
  });
});

describe('riskOverview', () => {
  it('sums the capital of started bonuses, by risk level, with the capital-weighted average risk, soonest deadline first', () => {
    const overview = riskOverview([bonus(1, 1000, 2, 30), bonus(2, 3000, 4, 25), bonus(3, 0, 1, 28)], 1200, 8000);
    expect(overview.capitalTiedUp).toBe(4000);
    expect(overview.capitalByRisk).toEqual([
      { riskRate: 1, capital: 0 },
      { riskRate: 2, capital: 1000 },
      { riskRate: 3, capital: 0 },
      { riskRate: 4, capital: 3000 },
      { riskRate: 5, capital: 0 },
    ]);
    expect(overview.averageRisk).toBe(3.5); // (1000·2 + 3000·4) / 4000
    expect(overview.startedBonuses.map((b) => b.id)).toEqual([2, 3, 1]);
    expect(overview).toMatchObject({ monthReturn: 1200, maxMonthReturn: 8000, monthReturnPercent: 15, returnLevel: 'ok' });
  });

  it('has no average risk with nothing started, and a plain average when nothing needs capital', () => {
    expect(riskOverview([], 0, 2000)).toMatchObject({ capitalTiedUp: 0, averageRisk: null, monthReturnPercent: 0, returnLevel: 'ok' });
    expect(riskOverview([bonus(1, 0, 1, 1), bonus(2, 0, 4, 2)], 0, 2000).averageRisk).toBe(2.5);
  });

  it('warns from 80 % of the tier maximum and says when it is reached, never showing more than 100 %', () => {
    expect(riskOverview([], 8000 * NEAR_MAX_RETURN_SHARE - 1, 8000).returnLevel).toBe('ok');
    expect(riskOverview([], 8000 * NEAR_MAX_RETURN_SHARE, 8000)).toMatchObject({ returnLevel: 'near', monthReturnPercent: 80 });
    expect(riskOverview([], 8000, 8000)).toMatchObject({ returnLevel: 'reached', monthReturnPercent: 100 });
    expect(riskOverview([], 9500, 8000)).toMatchObject({ returnLevel: 'reached', monthReturnPercent: 100 });
    expect(riskOverview([], -200, 8000)).toMatchObject({ returnLevel: 'ok', monthReturnPercent: 0 });
    // A tier without a maximum (0) counts as reached.
    expect(riskOverview([], 0, 0)).toMatchObject({ returnLevel: 'reached', monthReturnPercent: 100 });
  });
});
