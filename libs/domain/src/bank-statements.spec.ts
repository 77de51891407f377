import { bankStatementQuerySchema, statementCounterparty, statementDayStart, writtenStatementAccount } from './bank-statements';

describe('bank statement wire helpers', () => {
  it('writes an imported account in Czech form, without the bank while it is not known', () => {
    expect(writtenStatementAccount({ prefix: '19', number: '2000145399', bankCode: '0800' })).toBe('19-2000145399/0800');
    expect(writtenStatementAccount({ prefix: '', number: '2400123456', bankCode: null })).toBe('2400123456');
  });

  it('names the other side by the name the bank gave, else its account, else nothing', () => {
    expect(statementCounterparty({ counterpartyName: 'ALBERT PRAHA', counterpartyAccount: { prefix: '', number: '4567', bankCode: '0300' } })).toBe('ALBERT PRAHA');
    expect(statementCounterparty({ counterpartyName: null, counterpartyAccount: { prefix: '123', number: '4567', bankCode: '0300' } })).toBe('123-4567/0300');
    expect(statementCounterparty({ counterpartyName: null, counterpartyAccount: null })).toBeNull();
  });

  it('dates a statement day from its Prague midnight', () => {
    expect(statementDayStart('2026-11-01')).toEqual(new Date('2026-10-31T23:00:00Z'));
    expect(statementDayStart('2026-07-01')).toEqual(new Date('2026-06-30T22:00:00Z'));
  });

  it('takes a four-digit bank code for a GPC import, or none, and says so in Czech otherwise', () => {
    expect(bankStatementQuerySchema.parse({ bank_code: '0800' })).toEqual({ bank_code: '0800' });
    expect(bankStatementQuerySchema.parse({})).toEqual({});
    expect(bankStatementQuerySchema.safeParse({ bank_code: '80' }).error?.issues[0].message).toBe('Kód banky má čtyři číslice (např. 0800).');
  });
});
