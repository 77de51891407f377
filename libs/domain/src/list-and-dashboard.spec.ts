import { BonusFilters, bonusButtonLabel, bonusListSummary, filterBonuses, ListedBonus, NO_FILTERS, quickSteps, sortBonuses } from './bonus-list';
import { greeting, isEmptySeries, riskGaugeAngle, riskLabel, successRatePercent, wholeNumberTicks } from './dashboard';
import { czechMonthLabel, cumulativeProfit, DEFAULT_HISTORY_PAGE_SIZE, DEFAULT_HISTORY_PERIOD, DEFAULT_STATS_PERIOD, HISTORY_PAGE_SIZES, historyPeriodStart, pageCount, statsPeriodStart } from './history';
import { canCreateReferralCode, MAX_ACTIVE_REFERRAL_CODES, referralRewardHalere, withdrawalInputMax, withdrawalProblem } from './referrals';
import { canSeeInvestments, showsUpgradeButton, upgradeOptions } from './tiers';


describe('bonus list', () => {
  const bonus = (id: number, type: ListedBonus['bonusType'], mark: ListedBonus['specialMark'], risk: number, value: number, day: number) => ({
    id, bonusType: type, specialMark: mark, riskRate: risk, expectedValue: value, endAt: new Date(2026, 10, day),
  });
  const list = [bonus(1, 'bank', 'VIP', 1, 1000, 30), bonus(2, 'slot', null, 4, 1400, 24), bonus(3, 'live', 'recommended', 3, 800, 26), bonus(4, 'bank', 'exceptional', 2, 2000, 23)];
  const ids = (bonuses: { id: number }[]) => bonuses.map((b) => b.id);
  const filters = (partial: Partial<BonusFilters>) => ({ ...NO_FILTERS, ...partial });

  it('filters by type, mark and risk; empty groups let everything through', () => {
    expect(ids(filterBonuses(list, NO_FILTERS))).toEqual([1, 2, 3, 4]);
    expect(ids(filterBonuses(list, filters({ types: ['bank'] })))).toEqual([1, 4]);
    expect(ids(filterBonuses(list, filters({ marks: ['VIP', 'recommended'] })))).toEqual([1, 3]);
    expect(ids(filterBonuses(list, filters({ risks: [3, 4] })))).toEqual([2, 3]);
    expect(ids(filterBonuses(list, filters({ types: ['bank'], risks: [2] })))).toEqual([4]);
  });

  it('sorts by risk, profit or end date in both directions', () => {
    expect(ids(sortBonuses(list, 'risk', 'asc'))).toEqual([1, 4, 3, 2]);
    expect(ids(sortBonuses(list, 'profit', 'desc'))).toEqual([4, 2, 1, 3]);
    expect(ids(sortBonuses(list, 'endDate', 'asc'))).toEqual([4, 2, 3, 1]);
    expect(ids(list)).toEqual([1, 2, 3, 4]);
  });

  it('shows two quick steps then how many more', () => {
    expect(quickSteps(['a', 'b'])).toEqual({ shown: ['a', 'b'], moreLabel: null });
    expect(quickSteps(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b'], moreLabel: '+1\u00a0další krok' });
    expect(quickSteps(['a', 'b', 'c', 'd', 'e']).moreLabel).toBe('+3\u00a0další kroky');
    expect(quickSteps(Array.from({ length: 7 }, String)).moreLabel).toBe('+5\u00a0dalších kroků');
  });

  it('labels the card button "Začít" before the first step, "Pokračovat" after', () => {
    expect(bonusButtonLabel(0)).toBe('Začít');
    expect(bonusButtonLabel(2)).toBe('Pokračovat');
  });

  it('sums up the listed offers with their Czech plural and the sort', () => {
    expect(bonusListSummary(14, 'endDate', 'asc')).toBe('14\u00a0nabídek · seřazeno podle konce platnosti');
    expect(bonusListSummary(1, 'profit', 'desc')).toBe('1\u00a0nabídka · seřazeno podle zisku, nejvyšší první');
    expect(bonusListSummary(3, 'risk', 'asc')).toBe('3\u00a0nabídky · seřazeno podle rizika, nejnižší první');
    expect(bonusListSummary(0, 'endDate', 'desc')).toBe('0\u00a0nabídek · seřazeno podle konce platnosti, nejpozdější první');
  });
});

describe('dashboard rules', () => {
  it('greets by the time of day', () => {
    expect([0, 11, 12, 17, 18, 23].map(greeting)).toEqual(['Dobré ráno', 'Dobré ráno', 'Dobré odpoledne', 'Dobré odpoledne', 'Dobrý večer', 'Dobrý večer']);
  });

  it('turns the risk gauge 45° per level from -90°', () => {
    expect([1, 2, 3, 4, 5].map(riskGaugeAngle)).toEqual([-90, -45, 0, 45, 90]);
    expect([1, 5].map(riskLabel)).toEqual(['Žádné', 'Extrémní']);
    expect(() => riskGaugeAngle(0)).toThrow(RangeError);
    expect(() => riskLabel(6)).toThrow(RangeError);
  });

  it('shows success in percent', () => {
    expect(successRatePercent(0.756)).toBe(76);
  });

  it('marks a count axis with whole numbers only', () => {
    expect(wholeNumberTicks(1)).toEqual([0, 1]);
    expect(wholeNumberTicks(0)).toEqual([0, 1]);
    expect(wholeNumberTicks(3)).toEqual([0, 1, 2, 3]);
    expect(wholeNumberTicks(7)).toEqual([0, 2, 4, 6, 8]);
    for (const maximum of [1, 2, 5, 9, 13, 40, 101]) {
      const ticks = wholeNumberTicks(maximum);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(maximum);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it('knows a series of zeros has nothing to draw', () => {
    expect(isEmptySeries([0, 0, 0])).toBe(true);
    expect(isEmptySeries([])).toBe(true);
    expect(isEmptySeries([0, 150, 0])).toBe(false);
    expect(isEmptySeries([0, -20])).toBe(false);
  });
});

describe('history', () => {
  const now = new Date(2026, 10, 22, 12);

  it('has the spec page sizes and defaults', () => {
    expect(HISTORY_PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(DEFAULT_HISTORY_PAGE_SIZE).toBe(10);
    expect(DEFAULT_HISTORY_PERIOD).toBe('month');
    expect(DEFAULT_STATS_PERIOD).toBe('half_year');
  });

  it('starts each period counting back from now', () => {
    expect(historyPeriodStart('week', now)).toEqual(new Date(2026, 10, 15, 12));
    expect(historyPeriodStart('month', now)).toEqual(new Date(2026, 9, 22, 12));
    expect(historyPeriodStart('year', now)).toEqual(new Date(2025, 10, 22, 12));
    expect(historyPeriodStart('all', now)).toBeNull();
    expect(statsPeriodStart('half_year', now)).toEqual(new Date(2026, 5, 1));
    expect(statsPeriodStart('year', now)).toEqual(new Date(2025, 11, 1));
  });

  it('always has at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('referrals and withdrawals', () => {
  it('allows at most three referral codes at once', () => {
    expect(MAX_ACTIVE_REFERRAL_CODES).toBe(3);
    expect(canCreateReferralCode(2)).toBe(true);
    expect(canCreateReferralCode(3)).toBe(false);
  });

  it('checks a withdrawal against the balance and the saved account', () => {
    expect(withdrawalProblem('100', 500, null)).toBe('Nejdříve si uložte bankovní účet');
    expect(withdrawalProblem('', 500, '19-2000145399/0800')).toBe('Zadejte částku výběru');
    expect(withdrawalProblem(null, 500, '19-2000145399/0800')).toBe('Zadejte částku výběru');
    expect(withdrawalProblem('0', 500, '19-2000145399/0800')).toBe('Částka musí být větší než 0 Kč');
    expect(withdrawalProblem('abc', 500, '19-2000145399/0800')).toBe('Částka musí být větší než 0 Kč');
    expect(withdrawalProblem('500,5', 500, '19-2000145399/0800')).toBe('Částka nesmí převýšit váš zůstatek');
    expect(withdrawalProblem(500, 500, '19-2000145399/0800')).toBeNull();
    expect(withdrawalProblem('400', 1000, '19-2000145399/0800', 500)).toBe('Minimální výběr je 500 Kč.');
    expect(withdrawalProblem('500', 1000, '19-2000145399/0800', 500)).toBeNull();
    expect(withdrawalInputMax(499.6)).toBe(500);
  });

  it("credits the referrer's share of the amount actually paid", () => {
    expect(referralRewardHalere(129_900, 15)).toBe(19_485);
    expect(referralRewardHalere(89_900, 5)).toBe(4_495);
  });
});

describe('tier rules on screens', () => {
  const tiers = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('offers only higher tiers, shows the upgrade offer below premium, locks investments below premium', () => {
    expect(upgradeOptions(tiers, 1)).toEqual([{ id: 2 }, { id: 3 }]);
    expect(upgradeOptions(tiers, 3)).toEqual([]);
    expect([showsUpgradeButton('free'), showsUpgradeButton('basic'), showsUpgradeButton('premium')]).toEqual([true, true, false]);
    expect([canSeeInvestments('basic'), canSeeInvestments('premium')]).toEqual([false, true]);
  });
});

describe('overview chart helpers', () => {
  it('labels months in Czech and accumulates earnings', () => {
    expect(czechMonthLabel('2026-11')).toBe('lis 2026');
    expect(czechMonthLabel('2027-01')).toBe('led 2027');
    expect(() => czechMonthLabel('11/2026')).toThrow(RangeError);
    expect(cumulativeProfit([{ reached_profit: 100 }, { reached_profit: -30 }, { reached_profit: 0 }, { reached_profit: 50 }])).toEqual([100, 70, 70, 120]);
  });
});
