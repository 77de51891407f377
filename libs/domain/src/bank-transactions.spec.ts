import { AccountKey, isGamblingTransaction, operatorBrands, sameAccount, TransactionFacts, transactionKind } from './bank-transactions';

const OPERATORS = ['Tipsport', 'Fortuna', 'Chance', 'SYNOT TIP', 'Betano', 'Kingsbet', 'Grandwin', 'Sazka Hry', 'Merkur Casino'];
const own: AccountKey[] = [{ prefix: '19', number: '2000145399', bankCode: null }];
const entry = (overrides: Partial<TransactionFacts>): TransactionFacts => ({
  amountHalere: -10_000,
  bankTransactionCode: null,
  counterpartyName: null,
  counterpartyAccount: null,
  description: '',
  merchantCategoryCode: null,
  ...overrides,
});

describe('transactionKind', () => {
  it('reads CAMT bank transaction codes', () => {
    expect(transactionKind(entry({ bankTransactionCode: 'PMNT/CCRD/POSD' }), own)).toBe('card_payment');
    expect(transactionKind(entry({ bankTransactionCode: 'PMNT/CCRD/CWDL' }), own)).toBe('cash_withdrawal');
    expect(transactionKind(entry({ bankTransactionCode: 'PMNT/ICDT/DMCT', counterpartyAccount: { prefix: '', number: '1234567899', bankCode: '0800' } }), own)).toBe('transfer_out');
    expect(transactionKind(entry({ amountHalere: 2_500_000, bankTransactionCode: 'PMNT/RCDT/DMCT' }), own)).toBe('transfer_in');
    expect(transactionKind(entry({ bankTransactionCode: 'ACMT/MDOP/CHRG' }), own)).toBe('fee');
    expect(transactionKind(entry({ bankTransactionCode: 'PMNT/CDPT/ATMW' }), own)).toBe('cash_withdrawal');
    expect(transactionKind(entry({ bankTransactionCode: 'PMNT/CHRG/OTHR' }), own)).toBe('fee');
    expect(transactionKind(entry({ amountHalere: -50_000, bankTransactionCode: 'PMNT/RDDT/ESDD' }), own)).toBe('transfer_out');
    // A code of another kind goes by the other side: an account is a transfer, none is something else.
    expect(transactionKind(entry({ amountHalere: 10_000, bankTransactionCode: 'XTND/NTAV/NTAV', counterpartyAccount: { prefix: '', number: '4567', bankCode: '0300' } }), own)).toBe('transfer_in');
    expect(transactionKind(entry({ bankTransactionCode: 'XTND/NTAV/NTAV', description: 'Nákup kartou' }), own)).toBe('other');
    // A refund to a card is money in, not a card payment.
    expect(transactionKind(entry({ amountHalere: 10_000, bankTransactionCode: 'PMNT/CCRD/POSD' }), own)).toBe('other');
  });

  it('calls a transfer to or from another imported account of the member an own transfer, whatever its code; a GPC own account matches by prefix and number', () => {
    const toSavings = entry({ bankTransactionCode: 'PMNT/ICDT/DMCT', counterpartyAccount: { prefix: '000019', number: '2000145399', bankCode: '0800' } });
    expect(transactionKind(toSavings, own)).toBe('own_transfer');
    expect(transactionKind(toSavings, [{ prefix: '19', number: '2000145399', bankCode: '0100' }])).toBe('transfer_out');
    expect(sameAccount({ prefix: '', number: '0000004567', bankCode: '0300' }, { prefix: '0', number: '4567', bankCode: null })).toBe(true);
  });

  it('falls back to the text of a GPC entry, which has no code', () => {
    expect(transactionKind(entry({ description: 'Nákup: Albert Praha' }), own)).toBe('card_payment');
    expect(transactionKind(entry({ description: 'Výběr z bankomatu' }), own)).toBe('cash_withdrawal');
    expect(transactionKind(entry({ description: 'Poplatek za vedení účtu' }), own)).toBe('fee');
    expect(transactionKind(entry({ amountHalere: 2_500_000, description: 'Mzda', counterpartyAccount: { prefix: '', number: '2900000001', bankCode: '2010' } }), own)).toBe('transfer_in');
    expect(transactionKind(entry({ description: 'Něco jiného' }), own)).toBe('other');
  });
});

describe('isGamblingTransaction', () => {
  it('knows merchant category 7995 and the catalogue operators by their brand, in any case and punctuation', () => {
    expect(isGamblingTransaction(entry({ merchantCategoryCode: '7995', counterpartyName: 'PAYSAFE' }), OPERATORS)).toBe(true);
    expect(isGamblingTransaction(entry({ counterpartyName: 'TIPSPORT.CZ' }), OPERATORS)).toBe(true);
    expect(isGamblingTransaction(entry({ description: 'Platba SAZKA a.s. Praha' }), OPERATORS)).toBe(true);
    expect(isGamblingTransaction(entry({ description: 'merkur vklad' }), OPERATORS)).toBe(true);
    expect(isGamblingTransaction(entry({ counterpartyName: 'ALBERT 0412 PRAHA', merchantCategoryCode: '5411' }), OPERATORS)).toBe(false);
    // Generic words of a name are not the operator: "hry" or "casino" alone say nothing of whose it is.
    expect(isGamblingTransaction(entry({ description: 'Deskové hry Praha' }), OPERATORS)).toBe(false);
  });

  it('takes the brand words of an operator name', () => {
    expect(operatorBrands('Merkur Casino')).toEqual(['merkur']);
    expect(operatorBrands('SYNOT TIP')).toEqual(['synot']);
    expect(operatorBrands('Sazka Hry')).toEqual(['sazka']);
  });
});
