import { COUNTED, czechPlural, formatCount, formatMonths, monthsPhrase, remainingCount, remainsVerb } from './czech-plural';

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

describe('monthsPhrase: months 1–12 in every case the texts use', () => {
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');
  const twelve = Array.from({ length: 12 }, (_, index) => index + 1);
  // The noun after each number, written out: 1 / 2–4 / 5+.
  const noun = (n: number, one: string, few: string, many: string) => (n === 1 ? one : n <= 4 ? few : many);

  it.each(twelve)('%i months as a count (nominative, accusative: "neměli 3 měsíce")', (n) => {
    expect(plain(monthsPhrase(n))).toBe(`${n} ${noun(n, 'měsíc', 'měsíce', 'měsíců')}`);
    expect(formatMonths(n)).toBe(monthsPhrase(n, 'count'));
  });

  it.each(twelve)('%i months after "v posledních" (locative)', (n) => {
    expect(plain(monthsPhrase(n, 'inLast'))).toBe(n === 1 ? 'v posledním měsíci' : `v posledních ${n} měsících`);
  });

  it.each(twelve)('%i months after "za poslední" (accusative; 5+ genitive)', (n) => {
    expect(plain(monthsPhrase(n, 'forLast'))).toBe(noun(n, 'za poslední měsíc', `za poslední ${n} měsíce`, `za posledních ${n} měsíců`));
  });

  it('keeps the number and "měsíc…" on one line', () => {
    expect(monthsPhrase(3, 'inLast')).toBe('v posledních 3\u00a0měsících');
    expect(monthsPhrase(12, 'forLast')).toBe('za posledních 12\u00a0měsíců');
  });
});
