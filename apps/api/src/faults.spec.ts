/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import type { ChildProcess } from 'node:child_process';
import pino from 'pino';
import { errorMessage } from '@bonus/domain';
import { createEmulatorAccounts, DEMO_USERS, JobRunner, startJobRunner } from '@bonus/server';
import { createTestDatabase, TestDatabase } from '@bonus/server/testing';
import { appOperationByHash } from './testing/app-operation';
import { DatabaseSwitch, startDatabaseSwitch } from './testing/service-switch';
import { eventually, spawnApiProcess } from './testing/api-process';
import { startTestApi, testClient, TestApi } from './testing/test-api';

const UNAVAILABLE = errorMessage('SERVICE_UNAVAILABLE');

/**
 * `count` new members who have completed every bonus, and their entries in random order. Each write of the
 * tests corrects one entry's amount, which moves the member's totals in the same transaction (an entry changed
 * without its totals would be half-done).
 */
async function membersWithCompletedBonuses(client: Pick<TestApi, 'newMember'>, db: TestDatabase, count: number) {
  const members = await Promise.all(Array.from({ length: count }, () => client.newMember()));
  await db.dataSource.query(
    `INSERT INTO bonus_history_entry (user_id, bonus_id, reached_profit_halere)
     SELECT u.id, b.id, 10000 FROM app_user u CROSS JOIN bonus b WHERE u.firebase_uid = ANY($1)`,
    [members.map((m) => m.uid)],
  );
  await db.dataSource.query(
    `UPDATE app_user u SET bonus_revenue_halere = h.total, completed_bonus_count = h.n
       FROM (SELECT user_id, sum(reached_profit_halere) AS total, count(*)::int AS n FROM bonus_history_entry GROUP BY user_id) h WHERE h.user_id = u.id`,
  );
  const entries: { id: number; firebase_uid: string }[] = await db.dataSource.query(
    `SELECT e.id, u.firebase_uid FROM bonus_history_entry e JOIN app_user u ON u.id = e.user_id WHERE u.firebase_uid = ANY($1) ORDER BY random()`,
    [members.map((m) => m.uid)],
  );
  return { members, entries, tokenOf: new Map(members.map((m) => [m.uid, m.idToken])) };
}

/** Every acknowledged amount is stored, and no member's totals disagree with their entries. */
async function expectAcknowledgedWritesKept(db: TestDatabase, acknowledged: Map<number, number>) {
  const amounts: { id: number; reached_profit_halere: string }[] = await db.dataSource.query(
    `SELECT id, reached_profit_halere FROM bonus_history_entry WHERE id = ANY($1)`,
    [[...acknowledged.keys()]],
  );
  expect(Object.fromEntries(amounts.map((row) => [row.id, Number(row.reached_profit_halere) / 100]))).toEqual(Object.fromEntries(acknowledged));
  const mismatched = await db.dataSource.query(
    `SELECT u.id FROM app_user u LEFT JOIN bonus_history_entry e ON e.user_id = u.id
      GROUP BY u.id HAVING u.bonus_revenue_halere <> coalesce(sum(e.reached_profit_halere), 0) OR u.completed_bonus_count <> count(e.id)`,
  );
  expect(mismatched).toEqual([]);
}

describe('with the database stopped', () => {
  let api: TestApi;
  let database: DatabaseSwitch;
  let token: string;

  beforeAll(async () => {
    api = await startTestApi({
      routeDatabase: async (url) => {
        database = await startDatabaseSwitch(url);
        return database.url;
      },
    });
    token = (await api.newMember()).idToken;
  });
  afterAll(async () => {
    await database.on(); // the test database is dropped through the api's own connections
    await api.stop();
    await database.close();
  });

  // As a third party asks (a text, run by Apollo) and as the web app asks (its query's hash, run by graphql/trusted-queries.ts).
  const graphqlMe = (body: object = { query: '{ me { id name } }' }) =>
    fetch(`${api.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const appsMe = () => graphqlMe(appOperationByHash('web', 'Me'));

  it('answers /health and every kind of call with 503 and a clear text, changes nothing, and recovers by itself', async () => {
    expect((await api.call('GET', '/tier_all')).status).toBe(200); // cached from here on
    const before = await api.call('GET', '/user', { token });
    expect(before.status).toBe(200);

    await database.off();
    expect(await api.call('GET', '/health')).toEqual({ status: 503, body: expect.objectContaining({ status: 'error', error: UNAVAILABLE }) });
    // Liveness does not hang on the database: the cluster must not restart copies that only wait for it.
    expect(await api.call('GET', '/live')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await api.call('GET', '/user', { token })).toEqual({ status: 503, body: expect.objectContaining({ error: UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' }) });
    expect(await api.call('PUT', '/user', { token, body: { name: 'Během výpadku' } })).toEqual({ status: 503, body: expect.objectContaining({ error: UNAVAILABLE }) });
    // Cached public data is dropped with the lost invalidation listener, so it is not served stale.
    await eventually(async () => expect(await api.call('GET', '/tier_all')).toEqual({ status: 503, body: expect.objectContaining({ error: UNAVAILABLE }) }));
    for (const graphql of [await graphqlMe(), await appsMe()]) {
      expect(graphql.status).toBe(503);
      expect(((await graphql.json()) as any).errors[0]).toEqual(expect.objectContaining({ message: UNAVAILABLE, extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }) }));
    }

    await database.on();
    await eventually(async () => expect((await api.call('GET', '/health')).status).toBe(200));
    expect(await api.call('GET', '/user', { token })).toEqual({ status: 200, body: before.body });
    expect((await graphqlMe()).status).toBe(200);
    expect((await appsMe()).status).toBe(200);
    expect((await api.call('GET', '/tier_all')).status).toBe(200);
    // The invalidation listener is back too, so other copies' changes reach this one again.
    await eventually(async () => {
      const [{ listeners }] = await api.db.dataSource.query(
        `SELECT count(*)::int AS listeners FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
      );
      expect(listeners).toBe(1);
    });
  }, 90_000);
});

describe('killed with SIGKILL during a burst of writes', () => {
  let db: TestDatabase;
  let running: ChildProcess | null = null;

  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    await createEmulatorAccounts(process.env.FIREBASE_PROJECT_ID!, DEMO_USERS);
  });
  afterAll(async () => {
    running?.kill('SIGKILL');
    await db.drop();
  });

  it('keeps every acknowledged write after a restart, and none half-done', async () => {
    const first = await spawnApiProcess({ entry: 'apps/api/src/main.ts', databaseUrl: db.url });
    running = first.child;
    const client = testClient(first.url, db);
    const { members, entries, tokenOf } = await membersWithCompletedBonuses(client, db, 6);

    const acknowledged = new Map<number, number>();
    let failed = 0;
    const queue = entries.map((entry, i) => ({ ...entry, amount: 200 + i }));
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        for (let write = queue.shift(); write; write = queue.shift()) {
          try {
            const response = await client.call('PUT', '/bonus_history', { token: tokenOf.get(write.firebase_uid), body: { id: write.id, reached_profit: write.amount } });
            if (response.status === 200) acknowledged.set(write.id, write.amount);
          } catch {
            failed++; // the connection died with the process
          }
          if (acknowledged.size === 20 && first.child.exitCode === null) first.child.kill('SIGKILL');
        }
      }),
    );
    expect(acknowledged.size).toBeGreaterThanOrEqual(20);
    expect(failed).toBeGreaterThan(0); // the kill did land in the middle of the burst

    const second = await spawnApiProcess({ entry: 'apps/api/src/main.ts', databaseUrl: db.url });
    running = second.child;
    await expectAcknowledgedWritesKept(db, acknowledged);
    // And the restarted api serves those totals.
    const secondClient = testClient(second.url, db);
    for (const member of members) {
      const [{ total }] = await db.dataSource.query(
        `SELECT sum(e.reached_profit_halere) AS total FROM bonus_history_entry e JOIN app_user u ON u.id = e.user_id WHERE u.firebase_uid = $1`,
        [member.uid],
      );
      const user = await secondClient.call('GET', '/user', { token: member.idToken });
      expect(user.body.bonus_revenue).toBe(Number(total) / 100);
    }
  }, 180_000);
});

describe('with the database restarted during a burst of writes', () => {
  let api: TestApi;
  let database: DatabaseSwitch;
  let jobs: JobRunner;
  const ranJobs: (string | undefined)[] = [];

  beforeAll(async () => {
    api = await startTestApi({
      routeDatabase: async (url) => {
        database = await startDatabaseSwitch(url);
        return database.url;
      },
    });
    // A job runner of its own on the same switched database, as the worker process runs one.
    jobs = await startJobRunner({
      databaseUrl: database.url,
      logger: pino({ level: 'silent' }),
      jobs: [{ queue: 'restart-probe', cron: '0 3 1 1 *', run: async (_log, requestId) => void ranJobs.push(requestId) }],
    });
  });
  afterAll(async () => {
    await database.on();
    await jobs.stop();
    await api.stop();
    await database.close();
  });

  it('answers the writes in flight with 503 in Czech, keeps every acknowledged one, and its pool and job runner carry on without a restart', async () => {
    await jobs.send('restart-probe', { requestId: 'before' });
    const { entries, tokenOf } = await membersWithCompletedBonuses(api, api.db, 3);
    await eventually(async () => expect(ranJobs).toContain('before'));

    const acknowledged = new Map<number, number>();
    const refused: unknown[] = [];
    let restart: Promise<void> | null = null;
    const queue = entries.map((entry, i) => ({ ...entry, amount: 300 + i }));
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let write = queue.shift(); write; write = queue.shift()) {
          const response = await api.call('PUT', '/bonus_history', { token: tokenOf.get(write.firebase_uid), body: { id: write.id, reached_profit: write.amount } });
          if (response.status === 200) acknowledged.set(write.id, write.amount);
          else refused.push(response);
          // The server goes away mid-burst (every connection cut, new ones refused) and is back 300 ms later.
          if (acknowledged.size === 10 && !restart) restart = database.off().then(() => new Promise((resolve) => setTimeout(resolve, 300))).then(database.on);
        }
      }),
    );
    await restart;
    expect(refused.length).toBeGreaterThan(0); // the restart did land in the middle of the burst
    expect(refused).toEqual(refused.map(() => ({ status: 503, body: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', error: UNAVAILABLE }) })));
    // The same api answers again, from a pool that reconnected by itself: the refused writes now go through.
    const retried = entries.filter((entry) => !acknowledged.has(entry.id));
    await eventually(async () => expect((await api.call('GET', '/user', { token: tokenOf.get(retried[0].firebase_uid) })).status).toBe(200));
    const again = await Promise.all(retried.map((entry) => api.call('PUT', '/bonus_history', { token: tokenOf.get(entry.firebase_uid), body: { id: entry.id, reached_profit: 999 } })));
    expect(again.map((response) => response.status)).toEqual(retried.map(() => 200));
    for (const entry of retried) acknowledged.set(entry.id, 999);
    await expectAcknowledgedWritesKept(api.db, acknowledged);
    // pg-boss works on from its own reconnected pool.
    await jobs.send('restart-probe', { requestId: 'after' });
    await eventually(async () => expect(ranJobs).toContain('after'));
  }, 60_000);
});
