import { czechPlural } from './czech-plural';

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
