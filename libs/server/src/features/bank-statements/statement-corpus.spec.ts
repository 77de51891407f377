import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseCamt053 } from './camt053-statement';
import { parseGpc } from './gpc-statement';
import type { ParsedStatement } from './parsed-statement';

/**
 * Real statements written by banks, taken from other people's projects (corpus/SOURCES.md names each file's
 * repository, path and commit). Every file has its entries written out by hand beside it (<file>.expected.json),
 * read from the file by a person, not produced by this reader.
 */
interface ExpectedEntry {
  reference: string;
  bookedOn: string;
  amountHalere: number;
  currency: string;
  counterpartyAccount: { prefix: string | null; number: string; bankCode: string | null } | null;
  counterpartyName: string | null;
  variableSymbol: string | null;
  constantSymbol: string | null;
  specificSymbol: string | null;
  bankTransactionCode: string | null;
  text: string | null;
}
interface Expected {
  account: { prefix: string | null; number: string; bankCode: string | null };
  currency: string;
  entries: ExpectedEntry[];
}

const CORPUS = join(__dirname, 'corpus');
const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
const statements = files(CORPUS).filter((path) => /\.(xml|gpc)$/i.test(path));

const read = (path: string): ParsedStatement => (path.endsWith('.xml') ? parseCamt053(readFileSync(path, 'utf8')) : parseGpc(readFileSync(path)));
const account = (written: Expected['account']) => ({ prefix: written.prefix ?? '', number: written.number, bankCode: written.bankCode });
/** The expected files write a proprietary code as "Prtry:<code>"; the reader keeps the code as the bank wrote it. */
const code = (written: string | null) => written?.replace(/^Prtry:/, '') ?? null;

describe('real statements of Czech banks (corpus/SOURCES.md)', () => {
  it('holds files of several banks in both formats, each with its source and hand-written expectations', () => {
    const sources = readFileSync(join(CORPUS, 'SOURCES.md'), 'utf8');
    for (const path of statements) {
      expect(sources).toContain(relative(CORPUS, path).split('/').pop());
      expect(statSync(`${path}.expected.json`).isFile()).toBe(true);
    }
    const banks = new Set(statements.map((path) => relative(CORPUS, path).split('/').slice(0, 2).join('/')));
    expect([...banks].some((bank) => bank.startsWith('gpc/'))).toBe(true);
    expect([...banks].some((bank) => bank.startsWith('camt053/'))).toBe(true);
  });

  it.each(statements.map((path) => [relative(CORPUS, path), path]))('%s: every booked entry with its counterparty, symbols and code', (_name, path) => {
    const expected: Expected = JSON.parse(readFileSync(`${path}.expected.json`, 'utf8'));
    const statement = read(path);
    expect(statement.account).toEqual(account(expected.account));
    expect(statement.entries).toHaveLength(expected.entries.length);
    statement.entries.forEach((entry, index) => {
      const wanted = expected.entries[index];
      expect({ at: index, ...entry, description: undefined }).toMatchObject({
        at: index,
        reference: wanted.reference,
        bookedOn: wanted.bookedOn,
        amountHalere: wanted.amountHalere,
        currency: wanted.currency,
        counterpartyAccount: wanted.counterpartyAccount && account(wanted.counterpartyAccount),
        counterpartyName: wanted.counterpartyName,
        symbols: { variable: wanted.variableSymbol, constant: wanted.constantSymbol, specific: wanted.specificSymbol },
        bankTransactionCode: code(wanted.bankTransactionCode),
      });
      if (wanted.text) expect(entry.description).toContain(wanted.text);
    });
  });
});
