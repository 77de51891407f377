import { formatSignedCzk, offerValueSentence, outcomeRange, valuePlayAssumption } from './bonus-value-text';

const figures = { expectedValue: 412, p10: -200, p90: 1100, wageringTotal: 30_000, bustProbability: 0.02 };

describe('the value of an offer in words', () => {
  it('gives the range of eight in ten play-throughs first when few go bust, then the average', () => {
    expect(offerValueSentence(figures, 1000)).toBe('V 8 z 10 případů \u2212200 až 1\u00a0100\u00a0Kč; v průměru 412\u00a0Kč, protočit 30\u00a0000\u00a0Kč');
  });

  it('says first that the whole deposit is lost when that is the usual outcome (the issue’s 8 in 10)', () => {
    const mostlyLost = { expectedValue: 226, p10: -1000, p90: -1000, wageringTotal: 35_000, bustProbability: 0.81 };
    expect(offerValueSentence(mostlyLost, 1000)).toBe('V 8 z 10 případů přijdete o celý vklad 1\u00a0000\u00a0Kč; v průměru 226\u00a0Kč, protočit 35\u00a0000\u00a0Kč');
    expect(offerValueSentence({ ...mostlyLost, bustProbability: 0.12 }, 1000)).toMatch(/^V 1 z 10 případů přijdete o celý vklad/);
    expect(offerValueSentence({ ...mostlyLost, bustProbability: 0.97 }, 1000)).toMatch(/^Téměř vždy přijdete o celý vklad/);
    expect(offerValueSentence({ ...mostlyLost, bustProbability: 0.5 }, 0)).toMatch(/^V 5 z 10 případů bonus propadne a nic nevyberete;/);
  });

  it('names one amount when eight in ten end the same, and signs losses', () => {
    expect(outcomeRange({ p10: -1000, p90: -1000 })).toBe('\u22121\u00a0000\u00a0Kč');
    expect(formatSignedCzk(-0.4)).toBe('0\u00a0Kč');
    expect(formatSignedCzk(-12_345)).toBe('\u221212\u00a0345\u00a0Kč');
  });
});

describe('the play a value assumes', () => {
  it('names the stake per spin, when play stops and the max cashout', () => {
    expect(valuePlayAssumption({ stakePerSpin: 125, wageringTotal: 35_000 }, { max_bet: 125, max_cashout: 5000 })).toBe(
      'Počítáme se sázkou 125\u00a0Kč na otočku (max. sázka), a když zůstatek klesne pod ni, s vsazením celého zůstatku. Hraje se, dokud není protočeno 35\u00a0000\u00a0Kč, nebo dokud zůstatek nedojde. Vybrat lze nejvýš 5\u00a0000\u00a0Kč (max. výběr).',
    );
    expect(valuePlayAssumption({ stakePerSpin: 12.5, wageringTotal: 12.5 }, { max_bet: 100, max_cashout: null })).toMatch(/^Počítáme se sázkou 12,5\u00a0Kč na otočku, a když.* Výběr není omezen\.$/);
  });

  it('says there is nothing to wager when there is no wagering', () => {
    expect(valuePlayAssumption({ stakePerSpin: 0, wageringTotal: 0 }, { max_bet: 100, max_cashout: null })).toBe('Bonus nemá podmínku protočení: zůstatek lze vybrat hned.');
    expect(valuePlayAssumption({ stakePerSpin: 0, wageringTotal: 0 }, { max_bet: 100, max_cashout: 800 })).toBe('Bonus nemá podmínku protočení: vybrat lze hned, nejvýš 800\u00a0Kč (max. výběr).');
  });
});
