import { formatSignedCzk, offerValueSentence, outcomeRange } from './bonus-value-text';

describe('the value of an offer in words', () => {
  it('reads as the issue writes it, with non-breaking spaces and a true minus', () => {
    expect(offerValueSentence({ expectedValue: 412, p10: -200, p90: 1100, wageringTotal: 30_000 })).toBe(
      'Očekávaná hodnota 412\u00a0Kč (v 8 z 10 případů \u2212200 až 1\u00a0100\u00a0Kč), protočit 30\u00a0000\u00a0Kč',
    );
  });

  it('names one amount when eight in ten end the same, and signs losses', () => {
    expect(outcomeRange({ p10: -1000, p90: -1000 })).toBe('\u22121\u00a0000\u00a0Kč');
    expect(formatSignedCzk(-0.4)).toBe('0\u00a0Kč');
    expect(formatSignedCzk(-12_345)).toBe('\u221212\u00a0345\u00a0Kč');
  });
});
