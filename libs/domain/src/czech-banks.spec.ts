import { bankAccountDisplay, bankAccountParts, czechBankName, czechBanks } from './czech-banks';

describe('bankAccountDisplay', () => {
  it('shows the last four digits, the bank code and the bank name', () => {
    expect(bankAccountDisplay('19-2000145399/0800')).toBe('•••• 5399 / 0800 · Česká spořitelna');
  });

  it('reads an account the server already masked', () => {
    expect(bankAccountDisplay('*********5399/0800')).toBe('•••• 5399 / 0800 · Česká spořitelna');
  });

  it('leaves the name out for a code it does not know', () => {
    expect(bankAccountDisplay('2000145399/9999')).toBe('•••• 5399 / 9999');
  });

  it('keeps text that is not an account as it is', () => {
    expect(bankAccountDisplay('neuložen')).toBe('neuložen');
  });

  it('gives the number and the bank apart, for a screen that keeps each on one line', () => {
    expect(bankAccountParts('19-2000145399/0800')).toEqual({ number: '•••• 5399 / 0800', bankName: 'Česká spořitelna' });
    expect(bankAccountParts('2000145399/9999')).toEqual({ number: '•••• 5399 / 9999', bankName: null });
    expect(bankAccountParts('neuložen')).toEqual({ number: 'neuložen', bankName: null });
  });
});

describe('czechBankName', () => {
  it('knows the banks members use most', () => {
    expect(czechBankName('3030')).toBe('Air Bank');
    expect(czechBankName('2010')).toBe('Fio banka');
    expect(czechBankName('0000')).toBeNull();
  });
});

describe('czechBanks', () => {
  it('lists every bank once, by name in Czech order', () => {
    const banks = czechBanks();
    expect(banks.find((bank) => bank.code === '0800')).toEqual({ code: '0800', name: 'Česká spořitelna' });
    expect(new Set(banks.map((bank) => bank.code)).size).toBe(banks.length);
    const names = banks.map((bank) => bank.name);
    expect(names.indexOf('Citibank Europe')).toBeLessThan(names.indexOf('Česká spořitelna'));
    expect(names.indexOf('Česká spořitelna')).toBeLessThan(names.indexOf('Deutsche Bank'));
  });
});
