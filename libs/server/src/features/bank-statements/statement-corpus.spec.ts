import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseCamt053 } from './camt053-statement';
import { parseGpc } from './gpc-statement';
import { transactionKind, type TransactionKind } from '@bonus/domain';
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
  /** What the entry is, judged by a person from its text, code and other side. */
  kind: TransactionKind;
}
type Expected =
  | { account: { prefix: string | null; number: string; bankCode: string | null }; currency: string; entries: ExpectedEntry[]; skipped?: ParsedStatement['skipped'] }
  | { refused: string };

const CORPUS = join(__dirname, 'corpus');
const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
const statements = files(CORPUS).filter((path) => /\.(xml|gpc|abo)$/i.test(path));

const read = (path: string): ParsedStatement => (path.endsWith('.xml') ? parseCamt053(readFileSync(path, 'utf8')) : parseGpc(readFileSync(path)));
const account = (written: ExpectedEntry['counterpartyAccount'] & object) => ({ prefix: written.prefix ?? '', number: written.number, bankCode: written.bankCode });
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
    expect([...banks].sort()).toEqual(['camt053/cba-layout', 'camt053/raiffeisenbank', 'gpc/citfin', 'gpc/csob', 'gpc/fio', 'gpc/kb', 'gpc/raiffeisenbank']);
  });

  it.each(statements.map((path) => [relative(CORPUS, path), path]))('%s: every booked entry with its counterparty, symbols and code', (_name, path) => {
    const expected: Expected = JSON.parse(readFileSync(`${path}.expected.json`, 'utf8'));
    if ('refused' in expected) {
      expect(() => read(path)).toThrow(expected.refused);
      return;
    }
    const statement = read(path);
    expect(statement.skipped).toEqual(expected.skipped ?? []);
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
      expect({ at: index, kind: transactionKind(entry, [statement.account]) }).toEqual({ at: index, kind: wanted.kind });
    });
  });
});
