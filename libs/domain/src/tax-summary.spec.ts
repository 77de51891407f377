import { gamblingExemptionLimit, limitShare, OCCASIONAL_INCOME_LIMIT_CZK, pragueYear, sourceDates, taxGameType, taxSources, taxSummary, TaxYearRecords } from './tax-summary';

const kc = (czk: number) => czk * 100;
const at = (iso: string) => new Date(iso);
const none: TaxYearRecords = { bonuses: [], referrals: [] };

describe('taxGameType', () => {
  it('files slots and registration free spins as technical games, live casino as live games, bank offers as no gambling', () => {
    expect([taxGameType('slot'), taxGameType('registration'), taxGameType('live'), taxGameType('bank')]).toEqual(['technicke_hry', 'technicke_hry', 'zive_hry', null]);
  });
});

describe('pragueYear', () => {
  it('counts the Prague calendar year: 31. 12. 23:30 in Prague is that year, 1. 1. 00:30 the next', () => {
    expect(pragueYear(at('2026-12-31T22:30:00Z'))).toBe(2026); // 23:30 in Prague (CET)
    expect(pragueYear(at('2026-12-31T23:30:00Z'))).toBe(2027); // 00:30 on 1 January in Prague
  });
});

describe('taxSummary', () => {
  it('nets each game type on its own, never across types, summing over operators of a type', () => {
    const summary = taxSummary(2026, {
      bonuses: [
        { at: at('2026-02-01T12:00:00Z'), type: 'slot', profit: kc(1500) },
        { at: at('2026-03-01T12:00:00Z'), type: 'registration', profit: kc(-400) },
        { at: at('2026-04-01T12:00:00Z'), type: 'live', profit: kc(-900) },
      ],
      referrals: [],
    });
    expect(summary.gambling).toEqual([
      { gameType: 'technicke_hry', net: 1100 },
      { gameType: 'zive_hry', net: -900 },
    ]);
    expect(summary.gamblingLimit).toBe(50_000);
  });

  it('uses the limit of the income year: 1 000 000 Kč for 2020–2023, 50 000 Kč from 2024', () => {
    expect([2020, 2021, 2022, 2023, 2024, 2025, 2026, 2030].map(gamblingExemptionLimit)).toEqual([1_000_000, 1_000_000, 1_000_000, 1_000_000, 50_000, 50_000, 50_000, 50_000]);
    expect(taxSummary(2023, none).gamblingLimit).toBe(1_000_000);
    expect(taxSummary(2025, none).gamblingLimit).toBe(50_000);
    // The issue's member: 45 000 Kč of technical games in 2025 is 90 % of that year's limit, not 4.5 % of a million.
    const issue = { bonuses: [{ at: at('2025-06-01T10:00:00Z'), type: 'slot' as const, profit: kc(45_000) }], referrals: [] };
    expect(taxSummary(2025, issue).warnings).toEqual([
      { code: 'GAMBLING_LIMIT_NEAR', message: 'Čistá výhra z hazardních her druhu technické hry za rok 2025 (45\u00a0000\u00a0Kč) dosáhla 80 % osvobozeného limitu 50\u00a0000\u00a0Kč pro rok 2025.' },
    ]);
    expect(limitShare(taxSummary(2025, issue).gambling[0].net, taxSummary(2025, issue).gamblingLimit)).toBe(0.9);
    const in2023 = { bonuses: [{ at: at('2023-06-01T10:00:00Z'), type: 'slot' as const, profit: kc(45_000) }], referrals: [] };
    expect(taxSummary(2023, in2023).warnings).toEqual([]);
  });

  it('takes a result at 31. 12. 23:30 Prague time into that year and one at 1. 1. 00:30 into the next', () => {
    const records: TaxYearRecords = {
      bonuses: [
        { at: at('2026-12-31T22:30:00Z'), type: 'slot', profit: kc(100) },
        { at: at('2026-12-31T23:30:00Z'), type: 'slot', profit: kc(7) },
        { at: at('2025-12-31T23:30:00Z'), type: 'live', profit: kc(50) }, // 1. 1. 2026 00:30 in Prague
      ],
      referrals: [
        { at: at('2026-12-31T22:59:59Z'), amount: kc(20) },
        { at: at('2026-12-31T23:00:00Z'), amount: kc(30) },
      ],
    };
    expect(taxSummary(2026, records)).toMatchObject({ gambling: [{ net: 100 }, { net: 50 }], otherIncome: { total: 20 } });
    expect(taxSummary(2027, records)).toMatchObject({ gambling: [{ net: 7 }, { net: 0 }], otherIncome: { total: 30 } });
  });

  it('counts bank bonuses and referral rewards as other income against 30 000 Kč, informative; a bank loss lowers nothing', () => {
    const summary = taxSummary(2026, {
      bonuses: [
        { at: at('2026-05-01T10:00:00Z'), type: 'bank', profit: kc(2000) },
        { at: at('2026-05-02T10:00:00Z'), type: 'bank', profit: kc(-150) },
      ],
      referrals: [{ at: at('2026-06-01T10:00:00Z'), amount: 13550 }],
    });
    expect(summary.otherIncome).toEqual({ total: 2136, limit: OCCASIONAL_INCOME_LIMIT_CZK, note: 'informativní, ověřte s daňovým poradcem' });
    expect(summary.gambling.every((row) => row.net === 0)).toBe(true);
    expect(summary.warnings).toEqual([]);
  });

  it('warns from 80 % of the gambling limit, per game type, and says when it is exceeded', () => {
    const justBelow = taxSummary(2023, { bonuses: [{ at: at('2023-05-01T10:00:00Z'), type: 'slot', profit: kc(799_999) }], referrals: [] });
    expect(justBelow.warnings).toEqual([]);
    const near = taxSummary(2023, {
      bonuses: [
        { at: at('2023-05-01T10:00:00Z'), type: 'slot', profit: kc(800_000) },
        { at: at('2023-05-01T10:00:00Z'), type: 'live', profit: kc(1_000_000) },
      ],
      referrals: [],
    });
    expect(near.warnings.map((warning) => warning.code)).toEqual(['GAMBLING_LIMIT_NEAR', 'GAMBLING_LIMIT_NEAR']);
    expect(near.warnings[0].message).toBe('Čistá výhra z hazardních her druhu technické hry za rok 2023 (800\u00a0000\u00a0Kč) dosáhla 80 % osvobozeného limitu 1\u00a0000\u00a0000\u00a0Kč pro rok 2023.');
    const over = taxSummary(2026, { bonuses: [{ at: at('2026-05-01T10:00:00Z'), type: 'live', profit: kc(50_001) }], referrals: [] });
    expect(over.warnings).toEqual([{ code: 'GAMBLING_LIMIT_EXCEEDED', message: expect.stringContaining('živé hry za rok 2026 (50\u00a0001\u00a0Kč) přesáhla osvobozený limit 50\u00a0000\u00a0Kč pro rok 2026') }]);
  });

  it('does not let a loss of one type hide a win of the other from the warning', () => {
    const summary = taxSummary(2023, {
      bonuses: [
        { at: at('2023-05-01T10:00:00Z'), type: 'slot', profit: kc(900_000) },
        { at: at('2023-05-01T10:00:00Z'), type: 'live', profit: kc(-900_000) },
      ],
      referrals: [],
    });
    expect(summary.warnings.map((warning) => warning.code)).toEqual(['GAMBLING_LIMIT_NEAR']);
  });

  it('warns from 80 % of the occasional-income limit and when it is exceeded, marked informative', () => {
    const at80 = taxSummary(2026, { bonuses: [{ at: at('2026-05-01T10:00:00Z'), type: 'bank', profit: kc(24_000) }], referrals: [] });
    expect(at80.warnings).toEqual([{ code: 'OTHER_INCOME_LIMIT_NEAR', message: expect.stringMatching(/dosáhly 80 % limitu 30\u00a0000\u00a0Kč pro příležitostné příjmy\. Údaj je informativní, ověřte s daňovým poradcem\.$/) }]);
    const over = taxSummary(2026, { bonuses: [{ at: at('2026-05-01T10:00:00Z'), type: 'bank', profit: kc(20_000) }], referrals: [{ at: at('2026-05-01T10:00:00Z'), amount: kc(10_001) }] });
    expect(over.warnings.map((warning) => warning.code)).toEqual(['OTHER_INCOME_LIMIT_EXCEEDED']);
    expect(taxSummary(2026, { bonuses: [{ at: at('2026-05-01T10:00:00Z'), type: 'bank', profit: kc(23_999) }], referrals: [] }).warnings).toEqual([]);
  });

  it('names every rule of the year with its law, address, the source’s date and the day it was checked, and marks none of them unconfirmed', () => {
    expect(taxSummary(2026, none).sources).toEqual(taxSources(2026));
    for (const year of [2022, 2026]) {
      for (const source of taxSources(year)) {
        expect(source.law).toMatch(/zákon č\. \d+\/\d{4} Sb\./);
        expect(source.url).toMatch(/^https:\/\//);
        expect(source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (source.publishedOn !== null) expect(source.publishedOn).toMatch(/^\d{4}(-\d{2}-\d{2})?$/);
        expect(source.rule).not.toMatch(/Nepotvrzeno/i);
      }
    }
    expect(taxSources(2026).map((source) => source.rule).join(' ')).toContain('50 000 Kč');
    expect(taxSources(2026).map((source) => source.rule).join(' ')).not.toContain('1 000 000 Kč');
    expect(taxSources(2023)[0].rule).toContain('1 000 000 Kč');
    expect(sourceDates({ publishedOn: '2025-12-17', checkedOn: '2026-11-29' })).toBe('zveřejněno 17.\u00a012.\u00a02025, ověřeno 29.\u00a011.\u00a02026');
    expect(sourceDates({ publishedOn: '2025', checkedOn: '2026-11-29' })).toBe('zveřejněno 2025, ověřeno 29.\u00a011.\u00a02026');
    expect(sourceDates({ publishedOn: null, checkedOn: '2026-11-29' })).toBe('ověřeno 29.\u00a011.\u00a02026');
  });
});

describe('limitShare', () => {
  it('is the share of the limit reached, none for a loss, at most the whole bar', () => {
    expect([limitShare(250_000, 1_000_000), limitShare(-5, 100), limitShare(45_000, 30_000)]).toEqual([0.25, 0, 1]);
  });
});
