import { COUNTED, czechPlural, formatCount, remainingCount, remainsVerb } from './czech-plural';

const forms = { one: 'bonus', few: 'bonusy', other: 'bonusů' };

describe('czechPlural', () => {
  it.each([
    [1, 'bonus'],
    [2, 'bonusy'],
    [4, 'bonusy'],
    [0, 'bonusů'],
    [5, 'bonusů'],
    [22, 'bonusů'],
    [1.5, 'bonusy'],
  ])('%s → %s', (count, expected) => {
    expect(czechPlural(count, forms)).toBe(expected);
  });
});

describe('formatCount', () => {
  it.each([
    [1, COUNTED.record, '1 záznam'],
    [3, COUNTED.record, '3 záznamy'],
    [11, COUNTED.record, '11 záznamů'],
    [21, COUNTED.bonus, '21 bonusů'],
    [1250, COUNTED.record, '1 250 záznamů'],
    [1, COUNTED.day, '1 den'],
    [4, COUNTED.day, '4 dny'],
    [4, COUNTED.investmentCategory, '4 kategorie investic'],
    [5, COUNTED.investmentCategory, '5 kategorií investic'],
    [1, COUNTED.memberDative, '1 členovi'],
  ])('%s %o → %s', (count, nouns, expected) => {
    // Compared with plain spaces: the number's group separator and the gap before the noun are non-breaking.
    expect(formatCount(count, nouns).replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it.each([
    [1, 'zbývá 1 den'],
    [3, 'zbývají 3 dny'],
    [12, 'zbývá 12 dní'],
  ])('agrees the verb too: %s → %s', (count, expected) => {
    expect(remainingCount(count, COUNTED.day).replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it('agrees "zbývá" alone, for a count followed by "z …"', () => {
    expect([1, 3, 10].map(remainsVerb)).toEqual(['zbývá', 'zbývají', 'zbývá']);
  });

  it('keeps the number and its noun on one line', () => {
    expect(formatCount(7, COUNTED.bonus)).toBe('7\u00a0bonusů');
  });
});
