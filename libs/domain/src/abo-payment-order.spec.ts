import { aboPaymentOrder, AboPaymentOrder } from './abo-payment-order';
import { parseCzechBankAccount } from './bank-account';

interface ParsedPayment {
  prefix: string;
  number: string;
  bankCode: string;
  amountHalere: number;
  variableSymbol: number;
  constantSymbol: string;
  specificSymbol: string;
  message: string;
}

/**
 * Reads an ABO/KPC payment order back field by field, the way a bank's import does, failing on any
 * line that does not have the fixed layout.
 */
function parseAbo(file: string) {
  expect(file.endsWith('\r\n')).toBe(true);
  expect(file).toMatch(/^[\x20-\x7e\r\n]*$/); // plain ASCII
  const lines = file.slice(0, -2).split('\r\n');
  const header = /^UHL1(\d{6})(.{20})(\d{10})(\d{3})(\d{3})(\d{6})(\d{6})$/.exec(lines[0]);
  const accounting = /^1 1501 (\d{3})(\d{3}) (\d{4})$/.exec(lines[1]);
  const group = /^2 (\d{6})-(\d{10}) (\d{14}) (\d{6})$/.exec(lines[2]);
  if (!header || !accounting || !group) throw new Error(`Bad headers:\n${lines.slice(0, 3).join('\n')}`);
  expect(lines.slice(-2)).toEqual(['3 +', '5 +']);
  const payments: ParsedPayment[] = lines.slice(3, -2).map((line) => {
    const item = /^(\d{6})-(\d{10}) (\d{12}) (\d{10}) (\d{4})(\d{4}) (\d{10}) AV:(.*)$/.exec(line);
    if (!item) throw new Error(`Bad payment line: ${line}`);
    return {
      prefix: item[1],
      number: item[2],
      amountHalere: Number(item[3]),
      variableSymbol: Number(item[4]),
      bankCode: item[5],
      constantSymbol: item[6],
      specificSymbol: item[7],
      message: item[8],
    };
  });
  return {
    created: header[1],
    clientName: header[2],
    clientNumber: header[3],
    interval: `${header[4]}-${header[5]}`,
    fileNumber: accounting[1],
    payerBankCode: accounting[3],
    payerPrefix: group[1],
    payerNumber: group[2],
    totalHalere: Number(group[3]),
    dueDate: group[4],
    payments,
  };
}

const payer = { account: parseCzechBankAccount('2101234569/2010')!, name: 'Bonus Klub s.r.o. – výplaty odměn' };
const order = (overrides: Partial<AboPaymentOrder> = {}): AboPaymentOrder => ({
  payer,
  dueDate: '2026-12-03',
  fileNumber: 7,
  payments: [
    { account: '19-2000145399/0800', amountHalere: 49450, variableSymbol: 7, message: 'Bonus Klub – výplata odměn' },
    { account: '2000145399/0800', amountHalere: 100005, variableSymbol: 1234567890, message: 'Výplata' },
  ],
  ...overrides,
});

describe('ABO/KPC payment order', () => {
  it('reads back as the payer, the total and one payment per payout with prefix, bank code and the payout id as variable symbol', () => {
    const parsed = parseAbo(aboPaymentOrder(order()));
    expect(parsed).toEqual({
      created: '031226',
      clientName: 'Bonus Klub s r o vyp',
      clientNumber: '2101234569',
      interval: '001-999',
      fileNumber: '007',
      payerBankCode: '2010',
      payerPrefix: '000000',
      payerNumber: '2101234569',
      totalHalere: 149455,
      dueDate: '031226',
      payments: [
        { prefix: '000019', number: '2000145399', bankCode: '0800', amountHalere: 49450, variableSymbol: 7, constantSymbol: '0000', specificSymbol: '0000000000', message: 'Bonus Klub vyplata odmen' },
        { prefix: '000000', number: '2000145399', bankCode: '0800', amountHalere: 100005, variableSymbol: 1234567890, constantSymbol: '0000', specificSymbol: '0000000000', message: 'Vyplata' },
      ],
    });
  });

  it('keeps the file number within 1–999', () => {
    expect(parseAbo(aboPaymentOrder(order({ fileNumber: 999 }))).fileNumber).toBe('999');
    expect(parseAbo(aboPaymentOrder(order({ fileNumber: 1000 }))).fileNumber).toBe('001');
  });

  it('refuses what a bank could not book: no payments, an invalid account, amounts or symbols beyond their fields, a bad date', () => {
    const payment = order().payments[0];
    expect(() => aboPaymentOrder(order({ payments: [] }))).toThrow(RangeError);
    expect(() => aboPaymentOrder(order({ payments: [{ ...payment, account: '19-2000145398/0800' }] }))).toThrow(/invalid account/);
    for (const amountHalere of [0, -1, 1.5, 1_000_000_000_000]) expect(() => aboPaymentOrder(order({ payments: [{ ...payment, amountHalere }] }))).toThrow(/amount/);
    expect(() => aboPaymentOrder(order({ payments: [{ ...payment, variableSymbol: 12_345_678_901 }] }))).toThrow(/10 digits/);
    expect(() => aboPaymentOrder(order({ payments: Array.from({ length: 101 }, () => ({ ...payment, amountHalere: 999_999_999_999 })) }))).toThrow(/group/);
    expect(() => aboPaymentOrder(order({ dueDate: '3. 12. 2026' }))).toThrow(/Not a date/);
  });
});
