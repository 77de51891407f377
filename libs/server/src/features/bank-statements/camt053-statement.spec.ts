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
        // The variable symbol of the end-to-end reference ("VS1126"), shown with the text.
        symbols: { variable: '1126', constant: null, specific: null },
        description: 'Mzda 11/2026 · VS 1126',
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
    ['broken XML', '<Document><BkToCstmrStmt></Document>', /^Soubor není platné XML: chyba na řádku 1, sloupec \d+\. Nahrajte prosím výpis tak, jak ho banka vydala\.$/],
    ['an empty file', '  \n', 'Soubor je prázdný.'],
    ['another XML document', '<?xml version="1.0"?><Invoice><Id>1</Id></Invoice>', 'Soubor není výpis CAMT.053: chybí prvek Document/BkToCstmrStmt/Stmt.'],
    ['a DOCTYPE (entity expansion)', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><Document/>', 'Soubor obsahuje deklaraci DOCTYPE, kterou výpis CAMT.053 nemá.'],
    ['a statement without its account', '<Document><BkToCstmrStmt><Stmt><Id>1</Id></Stmt></BkToCstmrStmt></Document>', 'Výpis 1: chybí číslo účtu (Stmt/Acct/Id/IBAN).'],
    ['a negative amount', fixture('fio-camt053-001-02.xml').replace('25000.00', '-25000.00'), 'Stmt[1]/Ntry[1]/Amt: částka „-25000.00“ není kladné číslo'],
    ['an unknown direction', fixture('fio-camt053-001-02.xml').replace('<CdtDbtInd>DBIT</CdtDbtInd>\n        <Sts>BOOK</Sts>\n        <BookgDt><Dt>2026-11-08', '<CdtDbtInd>X</CdtDbtInd>\n        <Sts>BOOK</Sts>\n        <BookgDt><Dt>2026-11-08'), 'Stmt[1]/Ntry[2]/CdtDbtInd: čekáme CRDT nebo DBIT, ne „X“.'],
    ['an impossible booking date', fixture('fio-camt053-001-02.xml').replace('<Dt>2026-11-12</Dt>', '<Dt>2026-02-30</Dt>'), 'Stmt[1]/Ntry[3]/BookgDt: „2026-02-30“ není platné datum.'],
  ])('refuses %s with a Czech message naming the element', (_name, xml, message) => {
    expect(() => parseCamt053(xml)).toThrow(StatementFormatError);
    expect(() => parseCamt053(xml)).toThrow(message);
  });

  it('tells an entry without any bank reference by its position in the file', () => {
    const statement = parseCamt053(fixture('fio-camt053-001-02.xml').replace('<AcctSvcrRef>26510003</AcctSvcrRef>', ''));
    expect(statement.entries.map((entry) => entry.reference)).toEqual(['26510001', '26510002', '#3']);
  });

  it('reads amounts as ISO 20022 allows them: up to five decimals, trailing zeros', () => {
    const withAmount = (amount: string) => parseCamt053(fixture('fio-camt053-001-02.xml').replace('25000.00', amount)).entries[0].amountHalere;
    expect([withAmount('8.850'), withAmount('8.85'), withAmount('8'), withAmount('0.12345'), withAmount('0.00500')]).toEqual([885, 885, 800, 12, 1]);
  });

  it("refuses a statement of another currency for that, naming it, before anything else of it is judged", () => {
    const eur = fixture('fio-camt053-001-02.xml').replaceAll('Ccy="CZK"', 'Ccy="EUR"').replace('25000.00', '25000.000001').replace('<AcctSvcrRef>26510003</AcctSvcrRef>', '');
    expect(() => parseCamt053(eur)).toThrow('Výpis je veden v měně EUR; načítáme jen účty vedené v korunách (CZK). Nic nebylo uloženo.');
    const ronBalanceNoEntries = `<Document><BkToCstmrStmt><Stmt><Acct><Id><IBAN>GB33BUKB20201555555555</IBAN></Id></Acct>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="RON">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal></Stmt></BkToCstmrStmt></Document>`;
    expect(() => parseCamt053(ronBalanceNoEntries)).toThrow('Výpis je veden v měně RON');
  });

  it('lists entries not booked or in another currency as skipped', () => {
    const xml = fixture('fio-camt053-001-02.xml').replace('<Sts>BOOK</Sts>', '<Sts>PDNG</Sts>').replace('<Amt Ccy="CZK">500.00</Amt>', '<Amt Ccy="EUR">500.00</Amt>');
    const statement = parseCamt053(xml);
    expect(statement.skipped).toEqual([
      { position: 'pohyb 1', reference: '26510001', reason: 'not_booked' },
      { position: 'pohyb 3', reference: '26510003', reason: 'other_currency' },
    ]);
    expect(statement.entries.map((entry) => entry.reference)).toEqual(['26510002']);
  });

  it('never lets the XML library speak: every refusal is Czech', () => {
    const broken = ['<a><b></a>', '<Document><x y=1/></Document>', '<?xml version="1.0"?><a>', '<<<', '<a b="1" b="2"/>'];
    for (const xml of broken) expect(() => parseCamt053(xml)).toThrow(/^Soubor není platné XML: chyba na řádku \d+(, sloupec \d+)?\. Nahrajte prosím výpis tak, jak ho banka vydala\.$/);
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
