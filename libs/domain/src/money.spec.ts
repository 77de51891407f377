import fc from 'fast-check';
import { czkToHalere, formatCzechDate, formatCzechDateTime, formatCzk, formatCzkAmountsInText, formatCzkWithHalere, formatPercent, halereToWholeCzk, roundHalfUpDivide, sumOfShownCzk } from './money';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('converts crowns to haléře and back to whole crowns', () => {
    expect(czkToHalere(899)).toBe(89900);
    expect(czkToHalere(12.5)).toBe(1250);
    expect(halereToWholeCzk(89900)).toBe(899);
    expect(halereToWholeCzk(89950)).toBe(900);
    expect(halereToWholeCzk(89949)).toBe(899);
    expect(halereToWholeCzk(-150)).toBe(-2);
  });

  it('refuses amounts that are not numbers or not whole haléře', () => {
    expect(() => czkToHalere(Number.NaN)).toThrow(RangeError);
    expect(() => halereToWholeCzk(1.5)).toThrow(RangeError);
  });

  it('formats whole crowns in Czech', () => {
    expect(nbsp(formatCzk(1299))).toBe('1 299 Kč');
    expect(formatCzk(25000)).not.toMatch(/ /); // a line never breaks inside an amount
    expect(nbsp(formatCzk(0))).toBe('0 Kč');
    expect(nbsp(formatCzk(1123.6))).toBe('1 124 Kč');
  });

  it('writes percentages with a decimal comma and a non-breaking space', () => {
    expect(formatPercent(12.5)).toBe('12,5\u00a0%');
    expect(formatPercent(10)).toBe('10\u00a0%');
  });

  it('rounds integer division half away from zero, matching exact arithmetic', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const expected = Math.sign(n) * Math.floor(Math.abs(n) / d + 0.5);
        expect(roundHalfUpDivide(n, d)).toBe(expected || 0);
      }),
    );
  });
});

describe('formatCzechDate', () => {
  it('writes the calendar date in Prague time, whatever the machine time zone', () => {
    expect(nbsp(formatCzechDate(new Date('2026-12-21T23:30:00Z')))).toBe('22. 12. 2026');
    expect(nbsp(formatCzechDate(new Date('2026-07-01T12:00:00Z')))).toBe('1. 7. 2026');
  });

  it('keeps a date on one line; a moment may break only before its time', () => {
    expect(formatCzechDate(new Date('2026-11-24T10:00:00Z'))).toBe('24.\u00a011.\u00a02026');
    expect(formatCzechDateTime(new Date('2026-11-24T10:05:00Z'))).toBe('24.\u00a011.\u00a02026 11:05');
  });
});

describe('formatCzkWithHalere', () => {
  it('keeps the haléře a statement states and writes whole crowns as formatCzk does', () => {
    expect(nbsp(formatCzkWithHalere(-99.5))).toBe('-99,50 Kč');
    expect(nbsp(formatCzkWithHalere(1234.05))).toBe('1 234,05 Kč');
    expect(formatCzkWithHalere(250)).toBe(formatCzk(250));
  });
});

describe('sumOfShownCzk', () => {
  it('adds the parts as shown, so rows of 100 Kč (100,40 Kč each) total 200 Kč, not 201 Kč', () => {
    expect(sumOfShownCzk([10040, 10040])).toBe(200);
    expect(halereToWholeCzk(10040 + 10040)).toBe(201);
  });

  it('is nothing for no parts, and two monthly 15 % rewards of 899 Kč (134,85 Kč) shown as 135 Kč each make 270 Kč', () => {
    expect(sumOfShownCzk([])).toBe(0);
    expect(sumOfShownCzk([13485, 13485])).toBe(270);
  });
});

describe('formatCzkAmountsInText', () => {
  it('sets bare amounts as formatCzk does, with no-break spaces', () => {
    expect(formatCzkAmountsInText('Vložte 2000 Kč a získejte 500Kč.')).toBe(`Vložte ${formatCzk(2000)} a získejte ${formatCzk(500)}.`);
    expect(formatCzkAmountsInText('až 1000000 Kč')).toBe('až 1\u00a0000\u00a0000\u00a0Kč');
  });

  it('leaves grouped and decimal amounts, other units and words as written', () => {
    for (const text of ['2\u00a0000\u00a0Kč', '2 000 Kč', '99,50 Kč', '1.500 Kč', '2000 EUR', '2000 Kčs', 'bez částky']) {
      expect(formatCzkAmountsInText(text)).toBe(text);
    }
  });
});
