import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger, QueryRunner } from 'typeorm';
import { poolOf } from '../persistence/prepared-statement';
import { createTestDatabase, TestDatabase } from './test-database';

/**
 * Every statement of every query module, checked in beside it as `<module>.sql`, so an SQL change shows in review
 * (as immich does). Each exported function runs once with its sample arguments (sql-samples/<feature>.ts) in a
 * transaction that is rolled back; the statements it sends, with their parameter placeholders, are the snapshot.
 * `UPDATE_SQL_SNAPSHOTS=1` rewrites the files instead of comparing.
 */
const FEATURES = path.join(__dirname, '../features');
const SAMPLES = path.join(__dirname, 'sql-samples');
const UPDATE = process.env.UPDATE_SQL_SNAPSHOTS === '1';
const TRANSACTION_CONTROL = /^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE SAVEPOINT|ROLLBACK TO SAVEPOINT)\b/i;

const queryModules = readdirSync(FEATURES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.queries.ts'))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

/** The features with sample files, and the sample arguments of one query module (`<feature>/<module>`). */
const sampleFeatures = readdirSync(SAMPLES)
  .filter((file) => file !== 'sample-values.ts')
  .map((file) => file.replace(/\.ts$/, ''));
async function samplesOf(feature: string): Promise<Record<string, Record<string, unknown[]>>> {
  return sampleFeatures.includes(feature) ? (await import(path.join(SAMPLES, feature))).SQL_SAMPLES : {};
}
async function samplesOfModule(file: string): Promise<Record<string, unknown[]>> {
  const [feature, module] = file.split('/');
  return (await samplesOf(feature))[module] ?? {};
}

/** What a function sent, in order; the statements after a failure (a sample row that does not exist) are not reached. */
async function statementsOf(db: TestDatabase, run: (runner: QueryRunner) => Promise<unknown>): Promise<string[]> {
  const runner = db.dataSource.createQueryRunner();
  const statements: string[] = [];
  const logger = db.dataSource.logger;
  const capture: Logger = Object.assign(Object.create(logger), {
    logQuery: (query: string, parameters: unknown[] | undefined, from?: QueryRunner) => {
      if (from === runner && !TRANSACTION_CONTROL.test(query.trim())) statements.push(query);
      logger.logQuery(query, parameters, from);
    },
  });
  Object.assign(db.dataSource, { logger: capture });
  // Prepared statements (persistence/prepared-statement.ts) go straight to the pool: recorded there, the manager
  // standing in for the DataSource whose driver they read.
  const pool = poolOf(db.dataSource)!;
  const poolQuery = pool.query;
  pool.query = ((config: unknown, ...rest: unknown[]) => {
    if (typeof config === 'object' && config && 'name' in config && 'text' in config) statements.push(String(config.text));
    return (poolQuery as (...args: unknown[]) => unknown).call(pool, config, ...rest);
  }) as typeof pool.query;
  Object.assign(runner.manager, { driver: db.dataSource.driver });
  try {
    await runner.startTransaction();
    await run(runner).catch(() => undefined);
  } finally {
    await runner.rollbackTransaction().catch(() => undefined);
    await runner.release();
    Object.assign(db.dataSource, { logger });
    pool.query = poolQuery;
  }
  return statements;
}

/** Statements as reviewed text: trailing spaces and the template's common indentation gone. */
function tidy(statement: string): string {
  const lines = statement.replace(/\s+$/, '').split('\n').map((line) => line.trimEnd());
  const indent = Math.min(...lines.slice(1).filter(Boolean).map((line) => line.length - line.trimStart().length));
  return [lines[0].trim(), ...lines.slice(1).map((line) => (Number.isFinite(indent) ? line.slice(indent) : line))].join('\n');
}

describe('the SQL of the query modules', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('has sample arguments for every exported query function, and none for functions that are gone', async () => {
    const missing: string[] = [];
    const stale: string[] = [];
    for (const file of queryModules) {
      const exported = Object.entries(await import(path.join(FEATURES, file)))
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => name);
      const samples = Object.keys(await samplesOfModule(file));
      missing.push(...exported.filter((name) => !samples.includes(name)).map((name) => `${file}: ${name}`));
      stale.push(...samples.filter((name) => !exported.includes(name)).map((name) => `${file}: ${name}`));
    }
    for (const feature of sampleFeatures) {
      stale.push(...Object.keys(await samplesOf(feature)).map((module) => `${feature}/${module}`).filter((file) => !queryModules.includes(file)));
    }
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it.each(queryModules)('%s matches its checked-in .sql (UPDATE_SQL_SNAPSHOTS=1 rewrites it)', async (file) => {
    const module: Record<string, (...args: unknown[]) => Promise<unknown>> = await import(path.join(FEATURES, file));
    const sections = [`-- The statements of ${path.basename(file)}, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.`];
    for (const [name, args] of Object.entries(await samplesOfModule(file))) {
      if (typeof module[name] !== 'function') continue;
      const statements = await statementsOf(db, (runner) => module[name](runner.manager, ...(args as unknown[])));
      sections.push([`-- ${name}`, ...statements.map((statement) => `${tidy(statement)};`)].join('\n'));
    }
    const snapshot = `${sections.join('\n\n')}\n`;
    const sqlFile = path.join(FEATURES, file.replace(/\.ts$/, '.sql'));
    if (UPDATE) writeFileSync(sqlFile, snapshot);
    expect(existsSync(sqlFile) ? readFileSync(sqlFile, 'utf8') : '(no snapshot: run with UPDATE_SQL_SNAPSHOTS=1)').toBe(snapshot);
  });
});
