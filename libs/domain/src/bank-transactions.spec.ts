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
    expect(transactionKind(entry({ bankTransactionCode: 'PMNT/CNTR/CWDL' }), own)).toBe('cash_withdrawal');
    expect(transactionKind(entry({ amountHalere: 500_000, bankTransactionCode: 'PMNT/CNTR/CDPT' }), own)).toBe('cash_deposit');
    expect(transactionKind(entry({ bankTransactionCode: 'PMNT/CCRD/CHRG' }), own)).toBe('fee');
    expect(transactionKind(entry({ bankTransactionCode: 'PMNT/CHRG/OTHR' }), own)).toBe('fee');
    expect(transactionKind(entry({ amountHalere: -50_000, bankTransactionCode: 'PMNT/RDDT/ESDD' }), own)).toBe('transfer_out');
    // A code of another kind goes by the other side: an account is a transfer, none is something else.
    expect(transactionKind(entry({ amountHalere: 10_000, bankTransactionCode: 'XTND/NTAV/NTAV', counterpartyAccount: { prefix: '', number: '4567', bankCode: '0300' } }), own)).toBe('transfer_in');
    // A code that does not decide leaves it to the text rules.
    expect(transactionKind(entry({ bankTransactionCode: 'XTND/NTAV/NTAV', description: 'Nákup kartou' }), own)).toBe('card_payment');
    expect(transactionKind(entry({ bankTransactionCode: 'XTND/NTAV/NTAV', description: 'Převod' }), own)).toBe('other');
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

  // The wording of real statements: GPC texts (20 characters), Fio's transaction types, Raiffeisenbank's camt texts.
  it.each([
    ['Karetní platba LIDL', -12_900, null, 'card_payment'],
    ['KARETNÍ PLATBA ALBERT', -12_900, null, 'card_payment'],
    ['Platba kartou', -45_000, null, 'card_payment'],
    // Raiffeisenbank's GPC cuts "Transakce platební kartou" at 20 characters.
    ['Transakce platební k · Místo: BENZINA CS 0256 NYMBURK', -59_050, null, 'card_payment'],
    ['Nákup dne 27.2.2023, částka 100.00 CZK', -10_000, '10000405000', 'card_payment'],
    ['Poplatek za výběr', -4_000, null, 'fee'],
    ['Poplatek za výběr z bankomatu', -4_000, null, 'fee'],
    ['Poplatek - platební karta', -4_000, null, 'fee'],
    ['Výběr z bankomatu', -200_000, null, 'cash_withdrawal'],
    ['Výběr pokladnou', -200_000, null, 'cash_withdrawal'],
    ['Vklad v hotovosti', 200_000, null, 'cash_deposit'],
    ['Vklad pokladnou', 200_000, null, 'cash_deposit'],
    ['Příchozí úhrada', 250_000, null, 'transfer_in'],
    ['Incoming payment', 150_000, 'XXX', 'transfer_in'],
    ['Trvalý příkaz k Inkasu číslo', -2_500, null, 'transfer_out'],
    // Citfin's text without diacritics says nothing certain: its −2 Kč lines stay "other".
    ['Odchozi platba tuzem', -200, null, 'other'],
    // Words inside other words do not count: "výběrové řízení" is no withdrawal, "Posílám" no POS.
    ['Záloha na výběrové řízení', -200_000, null, 'other'],
    ['Posílám na dárek', -200_000, null, 'other'],
  ] as const)('reads "%s" (%d haléřů, code %s) as %s', (description, amountHalere, bankTransactionCode, kind) => {
    expect(transactionKind(entry({ description, amountHalere, bankTransactionCode }), own)).toBe(kind);
  });

  it("reads Raiffeisenbank's proprietary codes: 4… is a charge of the bank, whatever its text", () => {
    expect(transactionKind(entry({ amountHalere: -700, bankTransactionCode: '40000104000', description: 'Přích. TPS · KS 0898' }), own)).toBe('fee');
    expect(transactionKind(entry({ amountHalere: -9_900, bankTransactionCode: '40000605000', description: 'Souhrnná položka k účtu 2800061687.' }), own)).toBe('fee');
    // 1… codes are payments: the text and the other account decide.
    expect(transactionKind(entry({ amountHalere: 62_920, bankTransactionCode: '10000107000', counterpartyAccount: { prefix: '', number: '213085319', bankCode: '0800' } }), own)).toBe('transfer_in');
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
