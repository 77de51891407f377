import { EARNINGS_STATS_MIN_RESULTS, EARNINGS_STATS_MONTHS, earningsStats, earningsStatsInCzk, earningsStatsText, percentile, resultsBasis } from './earnings-stats';

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

describe('percentile', () => {
  it('interpolates between the closest ranks as percentile_cont does', () => {
    const values = [10, 20, 30, 40];
    expect(percentile(values, 0.5)).toBe(25);
    expect(percentile(values, 0.25)).toBe(17.5);
    expect(percentile(values, 0.75)).toBe(32.5);
    expect(percentile(values, 0)).toBe(10);
    expect(percentile(values, 1)).toBe(40);
    expect(percentile([7], 0.5)).toBe(7);
    expect(percentile([1, 2, 3, 4, 5], 0.5)).toBe(3);
  });

  it('refuses no values and a share outside 0..1', () => {
    expect(() => percentile([], 0.5)).toThrow(RangeError);
    expect(() => percentile([1], 1.5)).toThrow(RangeError);
    expect(() => percentile([1], Number.NaN)).toThrow(RangeError);
  });
});

describe('earningsStats', () => {
  const results = (count: number) => ascending(Array.from({ length: count }, (_, index) => (index + 1) * 1000));

  it('is null below 30 results and the median with the middle half from 30 on', () => {
    expect(earningsStats(results(EARNINGS_STATS_MIN_RESULTS - 1))).toBeNull();
    // 1 000 … 30 000 haléře: positions 7.25, 14.5 and 21.75.
    expect(earningsStats(results(EARNINGS_STATS_MIN_RESULTS))).toEqual({ n: 30, median: 15500, p25: 8250, p75: 22750 });
  });

  it('rounds to whole haléře and keeps losses', () => {
    const values = ascending([...Array.from({ length: 29 }, () => -5000), 1]);
    expect(earningsStats(values)).toEqual({ n: 30, median: -5000, p25: -5000, p75: -5000 });
    const odd = ascending([...Array.from({ length: 15 }, () => 0), ...Array.from({ length: 15 }, () => 3)]);
    expect(earningsStats(odd)?.median).toBe(2); // 1.5 rounds half up
  });

  it('converts to whole Kč for the wire', () => {
    expect(earningsStatsInCzk({ n: 31, median: 102_049, p25: 90_050, p75: 115_000 })).toEqual({ n: 31, median: 1020, p25: 901, p75: 1150 });
  });
});

describe('earningsStatsText', () => {
  it('says the median, the middle half, and the period and number of results it is computed from', () => {
    expect(earningsStatsText({ n: 143, median: 1020, p25: 900, p75: 1150 })).toBe('Medián 1\u00a0020\u00a0Kč, polovina členů 900–1\u00a0150\u00a0Kč (za posledních 12\u00a0měsíců, 143\u00a0výsledků)');
    expect(earningsStatsText({ n: 32, median: 5, p25: 1, p75: 9 })).toBe('Medián 5\u00a0Kč, polovina členů 1–9\u00a0Kč (za posledních 12\u00a0měsíců, 32\u00a0výsledků)');
  });

  it('writes a range with a loss in words', () => {
    expect(earningsStatsText({ n: 40, median: 100, p25: -200, p75: 300 })).toBe('Medián 100\u00a0Kč, polovina členů -200\u00a0Kč až 300\u00a0Kč (za posledních 12\u00a0měsíců, 40\u00a0výsledků)');
  });

  it('names the period and agrees the count with it (resultsBasis)', () => {
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(plain(resultsBasis(EARNINGS_STATS_MONTHS, 36))).toBe('za posledních 12 měsíců, 36 výsledků');
    expect(plain(resultsBasis(3, 32))).toBe('za poslední 3 měsíce, 32 výsledků');
    expect(plain(resultsBasis(1, 2))).toBe('za poslední měsíc, 2 výsledky');
  });

  it('says there are too few results yet', () => {
    expect(earningsStatsText(null)).toBe('Zatím málo výsledků');
  });
});
