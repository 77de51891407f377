import { TAX_REPORT_NOTE, taxReport, taxReportCsv, taxYearSchema } from './tax-report';

describe('taxReport', () => {
  const report = taxReport(
    2026,
    [
      { at: new Date('2026-03-10T10:00:00Z'), name: 'Air Bank; účet', type: 'bank', profit: 1500 },
      { at: new Date('2026-12-31T23:30:00Z'), name: 'Next year in Prague', type: 'bank', profit: 1 }, // 1 January 2027 in Prague: the caller filters the year, the date shows it
      { at: new Date('2026-02-01T12:00:00Z'), name: 'Grandwin', type: 'slot', profit: -300 },
      { at: new Date('2026-05-05T12:00:00Z'), name: 'Livebet', type: 'live', profit: 2000 },
    ],
    [{ at: new Date('2026-04-01T08:00:00Z'), amount: 135 }],
  );

  it('separates bank bonuses, gambling winnings (casino bonus types) and referral income, dated and sorted', () => {
    expect(report.entries.map((entry) => [entry.date, entry.category, entry.amount])).toEqual([
      ['2026-02-01', 'gambling', -300],
      ['2026-03-10', 'bank', 1500],
      ['2026-04-01', 'referral', 135],
      ['2026-05-05', 'gambling', 2000],
      ['2027-01-01', 'bank', 1],
    ]);
    expect(report.totals).toEqual({ bank: 1501, gambling: 1700, referral: 135 });
    expect(report.total).toBe(3336);
  });

  it('writes a CSV for Czech Excel with every entry, the totals and the note that it is no tax advice', () => {
    const csv = taxReportCsv(report);
    expect(csv.startsWith('\uFEFFDatum;Kategorie;Popis;Částka (Kč)\r\n')).toBe(true);
    expect(csv).toContain('2026-03-10;Příjmy z bankovních bonusů;"Air Bank; účet (Bankovní)";1500\r\n');
    expect(csv).toContain('2026-02-01;Výhry z hazardních her;Grandwin (Automaty);-300\r\n');
    expect(csv).toContain(';Celkem: Příjmy z doporučení;;135\r\n');
    expect(csv).toContain(';Celkem;;3336\r\n');
    expect(csv).toContain(TAX_REPORT_NOTE);
  });

  it('accepts a year from 2020 on, with Czech messages', () => {
    expect(taxYearSchema.parse({ year: '2026' })).toEqual({ year: 2026 });
    expect(taxYearSchema.safeParse({ year: 2019 }).error?.issues[0].message).toBe('Přehled je k dispozici od roku 2020.');
    expect(taxYearSchema.safeParse({ year: 'x' }).error?.issues[0].message).toBe('Zadejte rok.');
  });
});
