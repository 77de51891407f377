// Benchmark of a bank statement import (issue #37): a 10 000-entry CAMT.053 and GPC statement, parsed and
// stored through the service on embedded PostgreSQL, then imported again (every entry a duplicate) and
// read back classified. Prints wall time and the heap and RSS growth of each phase; compare phases as
// ratios within one run (absolute figures on a shared machine drift).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDataSource, seedDemoData, Services, type UserEntity } from '@bonus/server';
import { testServices } from '@bonus/server/testing';
import { startEmbeddedPostgres } from '../db/embedded-postgres.mjs';
import { freePort } from '../dev/processes.mjs';

const ENTRIES = 10_000;

function camt053(entries: number): string {
  const entry = (i: number) => `<Ntry><Amt Ccy="CZK">${(100 + (i % 900)).toFixed(2)}</Amt><CdtDbtInd>${i % 7 === 0 ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts>BOOK</Sts>
<BookgDt><Dt>2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}</Dt></BookgDt><AcctSvcrRef>BENCH-${i}</AcctSvcrRef>
<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>CCRD</Cd><SubFmlyCd>POSD</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><RltdPties><Cdtr><Nm>${i % 13 === 0 ? 'TIPSPORT.CZ' : `Obchod ${i % 50}`}</Nm></Cdtr></RltdPties><RmtInf><Ustrd>Nákup kartou ${i}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
  return `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>bench</Id>
<FrToDt><FrDtTm>2026-01-01T00:00:00</FrDtTm><ToDtTm>2026-11-30T23:59:59</ToDtTm></FrToDt><Acct><Id><IBAN>CZ6508000000192000145399</IBAN></Id></Acct>
${Array.from({ length: entries }, (_, i) => entry(i)).join('\n')}</Stmt></BkToCstmrStmt></Document>`;
}

function gpc(entries: number): Buffer {
  const pad = (value: string | number, width: number, fill = '0') => String(value).padStart(width, fill);
  const header = `074${pad('192000145399', 16)}${'Benchmark'.padEnd(20)}010126${pad(0, 14)}+${pad(0, 14)}+${pad(0, 14)}0${pad(0, 14)}0001301126${' '.repeat(14)}`;
  const line = (i: number) =>
    `075${pad('192000145399', 16)}${pad(0, 16)}${pad(i + 1, 13)}${pad(10_000 + (i % 90_000), 12)}1${pad(0, 10)}00${pad(0, 4)}${pad(0, 4)}${pad(0, 10)}${pad(1 + (i % 28), 2)}${pad(1 + (i % 11), 2)}26${`Nákup ${i % 50}`.padEnd(20).slice(0, 20)}00203${pad(1 + (i % 28), 2)}${pad(1 + (i % 11), 2)}26`;
  return Buffer.from([header, ...Array.from({ length: entries }, (_, i) => line(i))].join('\r\n'), 'utf8');
}

async function measure<T>(label: string, work: () => Promise<T>): Promise<T> {
  global.gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  const result = await work();
  const after = process.memoryUsage();
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`${label.padEnd(34)} ${(performance.now() - started).toFixed(0).padStart(6)} ms   heap +${mb(after.heapUsed - before.heapUsed)}   rss +${mb(after.rss - before.rss)}`);
  return result;
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-statement-bench-'));
  chmodSync(workDir, 0o755);
  const db = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port: await freePort(), database: 'bench', persistent: false });
  const dataSource = await createDataSource({ url: db.url }).initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    await seedDemoData(dataSource);
    const services: Services = testServices(dataSource);
    // The service only reads the member's id.
    const [{ id }] = await dataSource.query(`SELECT id FROM app_user WHERE email = 'basic@demo.cz'`);
    const member = { id } as UserEntity;
    const xml = Buffer.from(camt053(ENTRIES), 'utf8');
    const text = gpc(ENTRIES);
    console.log(`CAMT.053 ${(xml.length / 1024 / 1024).toFixed(1)} MB, GPC ${(text.length / 1024 / 1024).toFixed(1)} MB, ${ENTRIES} entries each`);
    await measure('CAMT.053 import (10 000 new)', () => services.bankStatements.import(member, xml, 'application/xml', null));
    await measure('CAMT.053 again (10 000 duplicates)', () => services.bankStatements.import(member, xml, 'application/xml', null));
    await measure('GPC import (10 000 new)', () => services.bankStatements.import(member, text, 'text/plain', '0800'));
    const listed = await measure('GET /bank_transaction_all (20 000)', () => services.bankStatements.transactions(member));
    console.log(`${listed.length} transactions listed`);
  } finally {
    await dataSource.destroy();
    await db.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
