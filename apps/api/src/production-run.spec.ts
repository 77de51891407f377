/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDatabase, createEmulatorAccounts, DEMO_USERS, seedDemoData } from '@bonus/server';
import { createTestDatabase, TestDatabase } from '@bonus/server/testing';
import { ApiProcess, eventually, ROOT, spawnApiProcess } from './testing/api-process';
import { testClient } from './testing/test-api';

// What the containers run (docker/api.Dockerfile, docker/k8s), run here without Docker: the build, the
// one-shot migration, two api copies on one database, and the worker.
jest.setTimeout(300_000);

const BUILT = 'dist/apps/api/apps/api/src';
const buildCommand: string = JSON.parse(readFileSync(path.join(ROOT, 'apps/api/project.json'), 'utf8')).targets.build.options.command;

function migrate(databaseUrl: string): string {
  return execFileSync(process.execPath, [`${BUILT}/migrate.js`], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' });
}

/** The value of one series in a Prometheus scrape (0 when absent). */
async function metric(url: string, name: string, labels: Record<string, string>): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{`) && wanted.every((pair) => candidate.includes(pair)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('the production commands, outside Docker', () => {
  let db: TestDatabase;
  const processes: ApiProcess[] = [];

  beforeAll(async () => {
    execFileSync('sh', ['-c', buildCommand], { cwd: ROOT, stdio: 'inherit' });
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await Promise.all(processes.map((running) => running.stop()));
    await db.drop();
  });

  it('migrates an empty database with the one-shot command, inserting the reference data; a second run changes nothing', async () => {
    expect(migrate(db.url)).toMatch(/^Applied migrations: InitialSchema\d+.*\nReference data inserted: tiers and generations\.\n$/s);
    expect(migrate(db.url)).toBe('Database schema is up to date.\n');
    expect(await checkDatabase(db.dataSource)).toMatchObject({ problems: [], rows: { tier: 3, generation: expect.any(Number), app_user: 0 } });
  });

  it('runs two api copies on one database: a change made through one is seen through the other at once', async () => {
    await seedDemoData(db.dataSource);
    await createEmulatorAccounts(process.env.FIREBASE_PROJECT_ID!, DEMO_USERS);
    const env = { JOBS_ENABLED: 'true', LOG_LEVEL: 'info' };
    const copies = await Promise.all([1, 2].map(() => spawnApiProcess({ entry: `${BUILT}/main.js`, databaseUrl: db.url, env })));
    processes.push(...copies);
    const [first, second] = copies.map((copy) => testClient(copy.url, db));

    // Both copies cache the public FAQ (60 s); the second has it cached before the change.
    const faqs = async () => (await second.call('POST', '/graphql', { body: { query: '{ faqs { question } }' } })).body.data.faqs.map((faq: any) => faq.question);
    const before = await faqs();
    const question = `Platí změna hned v obou kopiích ${Date.now()}?`;
    const saved = await first.call('POST', '/graphql', {
      token: await first.idToken('admin@demo.cz'),
      body: { query: 'mutation SaveFaq($input: FaqInput!) { saveFaq(input: $input) { id } }', variables: { input: { faqCategoryName: 'Obecné', question, answer: 'Ano.', visible: true } } },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(before).not.toContain(question);
    await eventually(async () => expect(await faqs()).toContain(question), 3_000);
  });

  it("queues a newsletter's delivery at once, and the job's log line carries the sending request's id", async () => {
    const [first] = processes;
    const client = testClient(first.url, db);
    const requestId = `newsletter-${Date.now()}`;
    const response = await fetch(`${first.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await client.idToken('admin@demo.cz')}`, 'x-request-id': requestId },
      body: JSON.stringify({ query: 'mutation { sendNewsletter(input: { subject: "Novinky", html: "<p>Ahoj</p>" }) { id } }' }),
    });
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    expect(response.headers.get('x-request-id')).toBe(requestId);
    const jobLine = await eventually(async () => {
      const line = processes
        .flatMap((copy) => copy.output().split('\n'))
        .filter((text) => text.startsWith('{'))
        .map((text) => JSON.parse(text))
        .find((entry) => entry.requestId === requestId && entry.msg === 'newsletter copies delivered');
      if (!line) throw new Error('no job log line with the request id yet');
      return line;
    }, 30_000);
    expect(jobLine).toMatchObject({ service: 'api', component: 'jobs', queue: 'newsletter-delivery', jobId: expect.any(String) });
  });

  it('runs each scheduled job once however many copies run the jobs', async () => {
    const [first, second] = processes;
    // The newsletter delivery is scheduled every minute; wait for the first two runs.
    const completed = async () =>
      Number((await db.dataSource.query(`SELECT count(*) AS n FROM pgboss.job WHERE name = 'newsletter-delivery' AND state = 'completed'`))[0].n);
    await eventually(async () => expect(await completed()).toBeGreaterThanOrEqual(2), 200_000);
    const runs = (await metric(first.url, 'jobs_finished_total', { queue: 'newsletter-delivery' })) + (await metric(second.url, 'jobs_finished_total', { queue: 'newsletter-delivery' }));
    expect(runs).toBe(await completed());
    // One scheduled job per minute, not one per copy (jobs a request queued carry its id and are left out).
    const perMinute = await db.dataSource.query(
      `SELECT date_trunc('minute', created_on) AS minute, count(*)::int AS n FROM pgboss.job
        WHERE name = 'newsletter-delivery' AND NOT (data ? 'requestId') GROUP BY 1 HAVING count(*) > 1`,
    );
    expect(perMinute).toEqual([]);
  });

  it('starts the worker entry: healthy, with its metrics and the job queue depth', async () => {
    const worker = await spawnApiProcess({ entry: `${BUILT}/worker.js`, databaseUrl: db.url });
    processes.push(worker);
    const health = await fetch(`${worker.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ database: 'ok', checks: { database: { state: 'ok' }, auth: { state: 'ok' }, jobs: { queues: { 'newsletter-delivery': { state: 'ok' } } } } });
    const text = await (await fetch(`${worker.url}/metrics`)).text();
    expect(text).toContain('job_queue_depth');
    expect(text).toContain('db_pool_connections{state="total"}');
    expect((await fetch(`${worker.url}/graphql`)).status).toBe(404);
  });
});
