import { companyGenitive } from './czech-genitive';

describe('companyGenitive', () => {
  it.each([
    ['Česká spořitelna', 'České spořitelny'],
    ['Komerční banka', 'Komerční banky'],
    ['Fio banka', 'Fio banky'],
    ['Fortuna', 'Fortuny'],
    ['Tipsport', 'Tipsportu'],
    ['ČSOB', 'ČSOB'],
    ['Air Bank', 'Air Bank'],
    ['MONETA Money Bank', 'MONETA Money Bank'],
    ['mBank', 'mBank'],
    ['Chance', 'Chance'],
  ])('%s → u %s', (name, genitive) => {
    expect(companyGenitive(name)).toBe(genitive);
  });
});
