import { TAX_REPORT_NOTE, taxReport, taxReportCsv, taxYearSchema } from './tax-report';
import { taxSummary } from './tax-summary';

describe('taxReport', () => {
  const report = taxReport(2026, {
    bonuses: [
      { at: new Date('2026-03-10T10:00:00Z'), name: 'Air Bank; účet', type: 'bank', profit: 150000 },
      { at: new Date('2026-12-31T23:30:00Z'), name: 'Next year in Prague', type: 'bank', profit: 100 }, // 1 January 2027 in Prague: not this year
      { at: new Date('2026-02-01T12:00:00Z'), name: 'Grandwin', type: 'slot', profit: -30000 },
      { at: new Date('2026-05-05T12:00:00Z'), name: 'Livebet', type: 'live', profit: 200000 },
    ],
    referrals: [{ at: new Date('2026-04-01T08:00:00Z'), amount: 13500 }],
  });

  it('dates every entry of the Prague year by game type, bank bonus or referral, sorted', () => {
    expect(report.entries.map((entry) => [entry.date, entry.category, entry.amount])).toEqual([
      ['2026-02-01', 'technicke_hry', -300],
      ['2026-03-10', 'bank', 1500],
      ['2026-04-01', 'referral', 135],
      ['2026-05-05', 'zive_hry', 2000],
    ]);
  });

  it('carries the same position as the tax summary', () => {
    expect(report.summary).toEqual(
      taxSummary(2026, {
        bonuses: [
          { at: new Date('2026-03-10T10:00:00Z'), type: 'bank', profit: 150000 },
          { at: new Date('2026-02-01T12:00:00Z'), type: 'slot', profit: -30000 },
          { at: new Date('2026-05-05T12:00:00Z'), type: 'live', profit: 200000 },
        ],
        referrals: [{ at: new Date('2026-04-01T08:00:00Z'), amount: 13500 }],
      }),
    );
    expect(report.summary.gambling).toEqual([
      { gameType: 'technicke_hry', net: -300 },
      { gameType: 'zive_hry', net: 2000 },
    ]);
    expect(report.summary.otherIncome.total).toBe(1635);
  });

  it('writes a CSV for Czech Excel with every entry, the position per game type, the sources and the note that it is no tax advice', () => {
    const csv = taxReportCsv(report);
    expect(csv.startsWith('\uFEFFDatum;Kategorie;Popis;Částka (Kč)\r\n')).toBe(true);
    expect(csv).toContain('2026-03-10;Bankovní bonusy;"Air Bank; účet (Bankovní)";1500\r\n');
    expect(csv).toContain('2026-02-01;Hazardní hry: technické hry;Grandwin (Automaty);-300\r\n');
    expect(csv).toContain(';Čistá výhra: Technické hry (limit 50\u00a0000\u00a0Kč);;-300\r\n');
    expect(csv).toContain(';Čistá výhra: Živé hry (limit 50\u00a0000\u00a0Kč);;2000\r\n');
    expect(csv).toContain(';Bankovní bonusy a odměny za doporučení (limit 30\u00a0000\u00a0Kč, informativní, ověřte s daňovým poradcem);;1635\r\n');
    expect(csv).toContain('Zdroj (zveřejněno 17.\u00a012.\u00a02025, ověřeno 29.\u00a011.\u00a02026)');
    expect(csv).toContain(TAX_REPORT_NOTE);
  });

  it('orders entries of one day by category', () => {
    const day = new Date('2026-06-01T10:00:00Z');
    const sameDay = taxReport(2026, { bonuses: [{ at: day, name: 'Živě', type: 'live', profit: 100 }, { at: day, name: 'Banka', type: 'bank', profit: 100 }], referrals: [{ at: day, amount: 100 }] });
    expect(sameDay.entries.map((entry) => entry.category)).toEqual(['bank', 'referral', 'zive_hry']);
  });

  it('lists the warnings of the year', () => {
    const near = taxReport(2026, { bonuses: [{ at: new Date('2026-03-10T10:00:00Z'), name: 'Banka', type: 'bank', profit: 2_500_000 }], referrals: [] });
    expect(taxReportCsv(near)).toContain(';Upozornění;');
  });

  it('accepts a year from 2020 on, with Czech messages', () => {
    expect(taxYearSchema.parse({ year: '2026' })).toEqual({ year: 2026 });
    expect(taxYearSchema.safeParse({ year: 2019 }).error?.issues[0].message).toBe('Přehled je k dispozici od roku 2020.');
    expect(taxYearSchema.safeParse({ year: 'x' }).error?.issues[0].message).toBe('Zadejte rok.');
  });
});
