import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parseGpc } from './gpc-statement';
import { StatementFormatError } from './parsed-statement';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));

describe('GPC statements', () => {
  it('reads a CP1250 statement: its account without a bank code, period, and each transaction signed, dated and described', () => {
    const statement = parseGpc(fixture('ceska-sporitelna-cp1250.gpc'));
    expect(statement).toMatchObject({ format: 'gpc', account: { prefix: '19', number: '2000145399', bankCode: null }, from: '2026-11-01', to: '2026-11-30' });
    expect(statement.entries).toEqual([
      expect.objectContaining({ reference: '1000000000101', bookedOn: '2026-11-03', amountHalere: -45000, currency: 'CZK', counterpartyName: 'Nákup: Albert Praha', counterpartyAccount: null, description: 'Nákup: Albert Praha' }),
      expect.objectContaining({ reference: '1000000000102', amountHalere: 2_500_000, counterpartyAccount: { prefix: '', number: '2900000001', bankCode: '2010' }, description: 'Mzda listopad · VS 1126 · KS 0308', symbols: { variable: '1126', constant: '0308', specific: null } }),
      expect.objectContaining({ reference: '1000000000103', amountHalere: -50000, counterpartyName: 'Karta: Tipsport.cz' }),
      expect.objectContaining({ reference: '1000000000104', amountHalere: -80000, counterpartyAccount: { prefix: '123', number: '4567', bankCode: '0300' }, counterpartyName: 'Převod na spoření' }),
      // Code 4, a debit reversal: money comes back.
      expect.objectContaining({ reference: '1000000000105', amountHalere: 10000, counterpartyName: 'Vrácení platby' }),
    ]);
  });

  it('reads the same statement written in UTF-8 the same way', () => {
    expect(parseGpc(fixture('ceska-sporitelna-utf8.gpc'))).toEqual(parseGpc(fixture('ceska-sporitelna-cp1250.gpc')));
  });

  const withCurrency = (line: string, code: string) => `${line.slice(0, 118)}${code}${line.slice(122)}`;

  it('refuses the statement of an account in another currency for that, before judging anything else of it', () => {
    const eur = withCurrency(transactionLine(), '0978');
    const badAmount = `${eur.slice(0, 48)}12345678901X${eur.slice(60)}`;
    for (const text of [`${headerLine()}\r\n${eur}`, `${headerLine()}\r\n${badAmount}`]) {
      expect(() => parseGpc(Buffer.from(text, 'utf8'))).toThrow('Výpis je veden v měně EUR; načítáme jen účty vedené v korunách (CZK). Nic nebylo uloženo.');
    }
  });

  it('lists an entry in another currency on a CZK account as skipped, and reads the rest', () => {
    const [header, first, second] = fixture('ceska-sporitelna-utf8.gpc').toString('utf8').split('\r\n');
    const statement = parseGpc(Buffer.from([header, withCurrency(first, '0840'), second].join('\r\n'), 'utf8'));
    expect(statement.entries.map((entry) => entry.reference)).toEqual(['1000000000102']);
    expect(statement.skipped).toEqual([{ position: 'řádek 2', reference: '1000000000101', reason: 'other_currency' }]);
  });

  it('tells entries without a transaction id apart by their line', () => {
    const noId = (line: string) => `${line.slice(0, 35)}${'0'.repeat(13)}${line.slice(48)}`;
    const statement = parseGpc(Buffer.from([headerLine(), noId(transactionLine()), noId(transactionLine())].join('\r\n'), 'utf8'));
    expect(statement.entries.map((entry) => entry.reference)).toEqual(['#2', '#3']);
  });

  it.each([
    ['an empty file', '', 'Soubor je prázdný.'],
    ['a foreign file', '<?xml version="1.0"?><Document/>', 'Řádek 1: neznámý druh záznamu „<?x“'],
    ['a transaction before the header', lineOf('075'), 'Řádek 1: transakce (075) před hlavičkou výpisu (074).'],
    ['a too long line', `${headerLine()}\r\n${'075'.padEnd(140, '0')}`, 'Řádek 2: má 140 znaků'],
    ['a bad date', headerLine().replace('301126', '311126'), 'Řádek 1: pole „datum výpisu“ není platné datum DDMMRR („311126“).'],
    ['letters in an amount', `${headerLine()}\r\n${transactionLine().slice(0, 48)}12345678901X${transactionLine().slice(60)}`, 'Řádek 2: pole „částka“ má obsahovat jen číslice'],
    ['an unknown accounting code', `${headerLine()}\r\n${transactionLine().slice(0, 60)}7${transactionLine().slice(61)}`, 'Řádek 2: neznámý kód účtování „7“'],
  ])('refuses %s with a Czech message naming the line', (_name, text, message) => {
    expect(() => parseGpc(Buffer.from(text, 'utf8'))).toThrow(StatementFormatError);
    expect(() => parseGpc(Buffer.from(text, 'utf8'))).toThrow(message);
  });

  it('either reads any bytes or refuses them with a StatementFormatError, never anything else', () => {
    const valid = fixture('ceska-sporitelna-cp1250.gpc');
    const mutated = fc.tuple(fc.nat(valid.length - 1), fc.uint8Array({ minLength: 1, maxLength: 8 })).map(([at, bytes]) => Buffer.concat([valid.subarray(0, at), Buffer.from(bytes), valid.subarray(at + bytes.length)]));
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 600 }), mutated), (bytes) => {
        try {
          const statement = parseGpc(bytes);
          for (const entry of statement.entries) expect(Number.isInteger(entry.amountHalere)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(StatementFormatError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

function lineOf(record: string): string {
  return record.padEnd(128, '0');
}

function headerLine(): string {
  return fixture('ceska-sporitelna-utf8.gpc').toString('utf8').split('\r\n')[0];
}

function transactionLine(): string {
  return fixture('ceska-sporitelna-utf8.gpc').toString('utf8').split('\r\n')[1];
}
