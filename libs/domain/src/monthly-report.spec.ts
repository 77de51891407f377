import { czechMonthName, lastFinishedMonth, monthlyReport, previousMonth } from './monthly-report';
import { taxSummary, TaxYearRecords } from './tax-summary';

const NO_TAX_RECORDS: TaxYearRecords = { bonuses: [], referrals: [] };

describe('monthlyReport', () => {
  it('sums a month by bonus type with its success rate, referral income and payouts, against the month before', () => {
    const report = monthlyReport(
      '2026-10',
      { completed: [{ type: 'bank', profit: 1500 }, { type: 'bank', profit: 0 }, { type: 'slot', profit: -200 }, { type: 'live', profit: 700 }], referralIncome: 390, payouts: 1000 },
      { completed: [{ type: 'bank', profit: 800 }], referralIncome: 0, payouts: 0 },
      NO_TAX_RECORDS,
    );
    expect(report.current).toEqual({
      month: '2026-10',
      completedCount: 4,
      earnings: 2000,
      earningsByType: [
        { type: 'bank', count: 2, earnings: 1500 },
        { type: 'slot', count: 1, earnings: -200 },
        { type: 'live', count: 1, earnings: 700 },
      ],
      successRate: 0.5,
      referralIncome: 390,
      payouts: 1000,
    });
    expect(report.previous).toMatchObject({ month: '2026-09', completedCount: 1, earnings: 800, successRate: 1 });
    expect(report.change).toEqual({ completedCount: 3, earnings: 1200, successRate: -0.5, referralIncome: 390, payouts: 1000 });
  });

  it('reports an empty month as zeros, not as missing', () => {
    const empty = { completed: [], referralIncome: 0, payouts: 0 };
    expect(monthlyReport('2026-01', empty, empty, NO_TAX_RECORDS).current).toEqual({ month: '2026-01', completedCount: 0, earnings: 0, earningsByType: [], successRate: 0, referralIncome: 0, payouts: 0 });
  });

  it('carries the tax position of the year as it stood at the end of the month (Prague time), computed as the tax summary', () => {
    const records = {
      bonuses: [
        { at: new Date('2026-01-10T10:00:00Z'), type: 'slot' as const, profit: 50000 },
        { at: new Date('2026-10-31T22:30:00Z'), type: 'live' as const, profit: 30000 }, // 31 October 23:30 in Prague
        { at: new Date('2026-10-31T23:30:00Z'), type: 'slot' as const, profit: 90000 }, // 1 November in Prague: after the month
      ],
      referrals: [{ at: new Date('2026-03-01T10:00:00Z'), amount: 10000 }],
    };
    const empty = { completed: [], referralIncome: 0, payouts: 0 };
    const { taxPosition } = monthlyReport('2026-10', empty, empty, records);
    expect(taxPosition).toEqual(taxSummary(2026, { bonuses: records.bonuses.slice(0, 2), referrals: records.referrals }));
    expect(taxPosition.gambling).toEqual([
      { gameType: 'technicke_hry', net: 500 },
      { gameType: 'zive_hry', net: 300 },
    ]);
  });

  it('counts months across the year and in Prague time', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
    // 1 December 00:30 in Prague is still 30 November in UTC: the finished month is November.
    expect(lastFinishedMonth(new Date('2026-11-30T23:30:00Z'))).toBe('2026-11');
    expect(lastFinishedMonth(new Date('2026-11-30T22:30:00Z'))).toBe('2026-10');
    expect(czechMonthName('2026-11')).toBe('listopad 2026');
  });
});
