import { transactionKind } from '@bonus/domain';
import { ForeignCurrencyError, halere, parseFioStatement } from './fio-api-statement';
import { entryIdentity, foreignCurrencyMessage } from './parsed-statement';

/**
 * Fio's JSON as the public Python client fiobank (github.com/honzajavorek/fiobank, tests/fixtures/periods.json)
 * records a /periods answer: two card payments with their columns as Fio names them, unused columns null. The
 * account number is the fixture's; a third entry (an incoming transfer with a counter-account, KS and SS) follows
 * the same column layout (Fio's API documentation, "API Bankovnictví", the transaction columns).
 */
const FIO_PERIODS = {
  accountStatement: {
    info: {
      dateStart: '2016-08-03+0200',
      idList: null,
      idLastDownload: null,
      closingBalance: 2060.52,
      bic: 'FIOBCZPPXXX',
      yearList: null,
      idTo: 10000000001,
      currency: 'CZK',
      openingBalance: 2543.81,
      iban: 'CZ1220100000001234567890',
      idFrom: 10000000002,
      bankId: '2010',
      dateEnd: '2016-08-03+0200',
      accountId: '1234567890',
    },
    transactionList: {
      transaction: [
        {
          column18: null,
          column26: null,
          column10: null,
          column12: null,
          column14: { name: 'Měna', value: 'CZK', id: 14 },
          column17: { name: 'ID pokynu', value: 12210748893, id: 17 },
          column16: { name: 'Zpráva pro příjemce', value: 'Nákup: ORDR, PRAGUE, CZ, dne 1.8.2016, částka  130.00 CZK', id: 16 },
          column22: { name: 'ID pohybu', value: 10000000002, id: 22 },
          column9: { name: 'Provedl', value: 'Javorek, Jan', id: 9 },
          column8: { name: 'Typ', value: 'Platba kartou', id: 8 },
          column25: { name: 'Komentář', value: 'Nákup: ORDR, PRAGUE, CZ, dne 1.8.2016, částka  130.00 CZK', id: 25 },
          column5: { name: 'VS', value: '5678', id: 5 },
          column4: null,
          column7: { name: 'Uživatelská identifikace', value: 'Nákup: ORDR, PRAGUE, CZ, dne 1.8.2016, částka  130.00 CZK', id: 7 },
          column6: null,
          column1: { name: 'Objem', value: -130.0, id: 1 },
          column0: { name: 'Datum', value: '2016-08-03+0200', id: 0 },
          column3: null,
          column2: null,
        },
        {
          column14: { name: 'Měna', value: 'CZK', id: 14 },
          column16: { name: 'Zpráva pro příjemce', value: 'Nákup: Billa Ul. Konevova, Praha - Vitko, CZ, dne 1.8.2016, částka  353.29 CZK', id: 16 },
          column22: { name: 'ID pohybu', value: 10000000001, id: 22 },
          column8: { name: 'Typ', value: 'Platba kartou', id: 8 },
          column5: { name: 'VS', value: '1234', id: 5 },
          column1: { name: 'Objem', value: -353.29, id: 1 },
          column0: { name: 'Datum', value: '2016-08-03+0200', id: 0 },
          column2: null,
          column3: null,
        },
        {
          column22: { name: 'ID pohybu', value: 10000000003, id: 22 },
          column0: { name: 'Datum', value: '2016-08-03+0200', id: 0 },
          column1: { name: 'Objem', value: 25000.1, id: 1 },
          column14: { name: 'Měna', value: 'CZK', id: 14 },
          column2: { name: 'Protiúčet', value: '19-2000145399', id: 2 },
          column3: { name: 'Kód banky', value: '0800', id: 3 },
          column10: { name: 'Název protiúčtu', value: 'Novák Jan', id: 10 },
          column4: { name: 'KS', value: '308', id: 4 },
          column5: { name: 'VS', value: '0000001101', id: 5 },
          column6: { name: 'SS', value: '77', id: 6 },
          column7: null,
          column16: { name: 'Zpráva pro příjemce', value: 'Výplata', id: 16 },
          column8: { name: 'Typ', value: 'Bezhotovostní příjem', id: 8 },
          column25: null,
        },
      ],
    },
  },
};

describe("Fio banka's API answer as a statement", () => {
  it('reads the account, the period and every entry as the readers do', () => {
    const statement = parseFioStatement(FIO_PERIODS);
    expect(statement).toMatchObject({ format: 'fio_api', account: { prefix: '', number: '1234567890', bankCode: '2010' }, from: '2016-08-03', to: '2016-08-03', skipped: [] });
    expect(statement.entries[0]).toEqual({
      reference: '10000000002',
      bookedOn: '2016-08-03',
      amountHalere: -13000,
      currency: 'CZK',
      bankTransactionCode: null,
      counterpartyName: null,
      counterpartyAccount: null,
      symbols: { variable: '5678', constant: null, specific: null },
      description: 'Nákup: ORDR, PRAGUE, CZ, dne 1.8.2016, částka  130.00 CZK · Platba kartou · VS 5678',
      merchantCategoryCode: null,
    });
    expect(statement.entries[1]).toMatchObject({ reference: '10000000001', amountHalere: -35329 });
    expect(statement.entries[2]).toMatchObject({
      reference: '10000000003',
      amountHalere: 2500010,
      counterpartyName: 'Novák Jan',
      counterpartyAccount: { prefix: '19', number: '2000145399', bankCode: '0800' },
      symbols: { variable: '1101', constant: '0308', specific: '77' },
      description: 'Výplata · Bezhotovostní příjem · VS 1101 · KS 0308 · SS 77',
    });
  });

  it('gives the entries kinds through the same text rules as uploads (column8 "Platba kartou" is a card payment)', () => {
    const [card, , incoming] = parseFioStatement(FIO_PERIODS).entries;
    expect(transactionKind(card, [])).toBe('card_payment');
    expect(transactionKind(incoming, [])).toBe('transfer_in');
  });

  it('gives each entry a distinct identity, the same on every fetch', () => {
    const identities = parseFioStatement(FIO_PERIODS).entries.map(entryIdentity);
    expect(new Set(identities).size).toBe(3);
    expect(parseFioStatement(structuredClone(FIO_PERIODS)).entries.map(entryIdentity)).toEqual(identities);
  });

  it('turns amounts into haléře exactly, never through float multiplication', () => {
    expect([0.1, 0.29, 353.29, -1379.5, 1234567.89, -0.07, 19.99, 1e5].map((value) => halere(value))).toEqual([10, 29, 35329, -137950, 123456789, -7, 1999, 10000000]);
    expect(() => halere(1.005)).toThrow(/neplatnou částku/);
    expect(() => halere(null)).toThrow(/neplatnou částku/);
  });

  it("refuses a non-CZK account with the readers' Czech message", () => {
    const euro = structuredClone(FIO_PERIODS);
    euro.accountStatement.info.currency = 'EUR';
    expect(() => parseFioStatement(euro)).toThrow(ForeignCurrencyError);
    expect(() => parseFioStatement(euro)).toThrow(foreignCurrencyMessage('EUR'));
  });

  it('reads an answer without entries, and refuses one that is not a statement', () => {
    const empty = { accountStatement: { ...FIO_PERIODS.accountStatement, transactionList: { transaction: [] } } };
    expect(parseFioStatement(empty).entries).toEqual([]);
    expect(() => parseFioStatement({ error: 'x' })).toThrow(/chybí accountStatement.info/);
    const badDate = structuredClone(FIO_PERIODS);
    badDate.accountStatement.transactionList.transaction[0].column0 = { name: 'Datum', value: '03.08.2016', id: 0 };
    expect(() => parseFioStatement(badDate)).toThrow(/neplatné datum/);
  });
});
