import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parseCamt053 } from './camt053-statement';
import { StatementFormatError } from './parsed-statement';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

describe('CAMT.053 statements', () => {
  it('reads a camt.053.001.02 statement (Fio layout): IBAN account, period, parties, remittance, bank transaction codes', () => {
    const statement = parseCamt053(fixture('fio-camt053-001-02.xml'));
    expect(statement).toMatchObject({ format: 'camt053', account: { prefix: '', number: '2400123456', bankCode: '2010' }, from: '2026-11-01', to: '2026-11-30' });
    expect(statement.entries).toEqual([
      {
        reference: '26510001',
        bookedOn: '2026-11-05',
        amountHalere: 2_500_000,
        currency: 'CZK',
        bankTransactionCode: 'PMNT/RCDT/DMCT',
        counterpartyName: 'Stavební firma Novák s.r.o.',
        counterpartyAccount: { prefix: '', number: '1234567899', bankCode: '0800' },
        description: 'Mzda 11/2026',
        merchantCategoryCode: null,
      },
      expect.objectContaining({ reference: '26510002', amountHalere: -137_950, bankTransactionCode: 'PMNT/CCRD/POSD', counterpartyName: 'ALBERT 0412 PRAHA', merchantCategoryCode: '5411', description: 'Nákup kartou, MCC 5411' }),
      expect.objectContaining({ reference: '26510003', amountHalere: -50_000, counterpartyAccount: { prefix: '19', number: '2000145399', bankCode: '0800' }, description: 'Převod na spořicí účet' }),
    ]);
  });

  it('reads a camt.053.001.08 statement (Air Bank layout): parties wrapped in Pty, references in TxDtls, date-times, pending entries left out', () => {
    const statement = parseCamt053(fixture('airbank-camt053-001-08.xml'));
    expect(statement.account).toEqual({ prefix: '', number: '1234567890', bankCode: '3030' });
    // No FrToDt: the period is the booked entries' days.
    expect([statement.from, statement.to]).toEqual(['2026-11-14', '2026-11-20']);
    expect(statement.entries).toEqual([
      expect.objectContaining({ reference: 'AB-77001', bookedOn: '2026-11-14', amountHalere: -50_000, counterpartyName: 'TIPSPORT.CZ', merchantCategoryCode: '7995' }),
      expect.objectContaining({ reference: 'AB-77002', amountHalere: -8_990, counterpartyName: 'Rohlík.cz', description: 'Nákup potravin & drogerie' }),
    ]);
  });

  it.each([
    ['broken XML', '<Document><BkToCstmrStmt></Document>', /^Soubor není platné XML: řádek 1, sloupec \d+/],
    ['another XML document', '<?xml version="1.0"?><Invoice><Id>1</Id></Invoice>', 'Soubor není výpis CAMT.053: chybí prvek Document/BkToCstmrStmt/Stmt.'],
    ['a DOCTYPE (entity expansion)', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><Document/>', 'Soubor obsahuje deklaraci DOCTYPE, kterou výpis CAMT.053 nemá.'],
    ['a statement without its account', '<Document><BkToCstmrStmt><Stmt><Id>1</Id></Stmt></BkToCstmrStmt></Document>', 'Výpis 1: chybí číslo účtu (Stmt/Acct/Id/IBAN).'],
    ['a negative amount', fixture('fio-camt053-001-02.xml').replace('25000.00', '-25000.00'), 'Stmt[1]/Ntry[1]/Amt: částka „-25000.00“ není kladné číslo'],
    ['an unknown direction', fixture('fio-camt053-001-02.xml').replace('<CdtDbtInd>DBIT</CdtDbtInd>\n        <Sts>BOOK</Sts>\n        <BookgDt><Dt>2026-11-08', '<CdtDbtInd>X</CdtDbtInd>\n        <Sts>BOOK</Sts>\n        <BookgDt><Dt>2026-11-08'), 'Stmt[1]/Ntry[2]/CdtDbtInd: čekáme CRDT nebo DBIT, ne „X“.'],
    ['an impossible booking date', fixture('fio-camt053-001-02.xml').replace('<Dt>2026-11-12</Dt>', '<Dt>2026-02-30</Dt>'), 'Stmt[1]/Ntry[3]/BookgDt: „2026-02-30“ není platné datum.'],
    ['an entry without a bank reference', fixture('fio-camt053-001-02.xml').replace('<AcctSvcrRef>26510003</AcctSvcrRef>', ''), 'Stmt[1]/Ntry[3]: chybí reference banky (AcctSvcrRef)'],
  ])('refuses %s with a Czech message naming the element', (_name, xml, message) => {
    expect(() => parseCamt053(xml)).toThrow(StatementFormatError);
    expect(() => parseCamt053(xml)).toThrow(message);
  });

  it('either reads any text or refuses it with a StatementFormatError, never anything else', () => {
    const valid = fixture('airbank-camt053-001-08.xml');
    const mutated = fc.tuple(fc.nat(valid.length - 1), fc.string({ minLength: 1, maxLength: 6 })).map(([at, inserted]) => valid.slice(0, at) + inserted + valid.slice(at + inserted.length));
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), mutated), (xml) => {
        try {
          for (const entry of parseCamt053(xml).entries) expect(Number.isInteger(entry.amountHalere)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(StatementFormatError);
        }
      }),
      { numRuns: 1500 },
    );
  });
});
