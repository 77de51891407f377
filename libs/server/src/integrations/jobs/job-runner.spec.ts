import pino from 'pino';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { testServices } from '../../testing/test-services';
import { seedDemoData } from '../../db/seed/seed';
import { JobRunner, AUTO_PAYOUT_QUEUE, MEMBERSHIP_LIFECYCLE_QUEUE, MONTHLY_REPORT_QUEUE, NEWSLETTER_DELIVERY_QUEUE, REMINDERS_QUEUE, startJobRunner } from './job-runner';

describe('the pg-boss job runner', () => {
  let db: TestDatabase;
  let runners: JobRunner[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedDemoData(db.dataSource);
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    // pg-boss's internal workers finish their current poll (2 s) after stop() resolves.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await db.drop();
  });

  it('schedules the membership lifecycle and, with two runners on one database, runs a job once', async () => {
    const services = testServices(db.dataSource)
    const lifecycle = jest.spyOn(services.membership, 'runLifecycle');
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const onJobFinished = jest.fn();
    runners = await Promise.all([1, 2].map(() => startJobRunner({ databaseUrl: db.url, services, logger, onJobFinished })));
    const [{ email }] = await db.dataSource.query(`SELECT u.email FROM app_user u WHERE u.firebase_uid = 'demo-basic'`);
    await db.dataSource.query(
      `UPDATE subscription_order SET expires_at = now() - interval '1 minute', cancel_at_period_end = true WHERE user_id = (SELECT id FROM app_user WHERE email = $1)`,
      [email],
    );

    const schedules = await db.dataSource.query('SELECT name, cron FROM pgboss.schedule ORDER BY name');
    expect(schedules).toEqual([
      { name: REMINDERS_QUEUE, cron: '*/15 * * * *' },
      { name: MEMBERSHIP_LIFECYCLE_QUEUE, cron: '*/10 * * * *' },
      { name: MONTHLY_REPORT_QUEUE, cron: '0 7 1-3 * *' },
      { name: NEWSLETTER_DELIVERY_QUEUE, cron: '* * * * *' },
      { name: AUTO_PAYOUT_QUEUE, cron: '0 6 1-7 * *' },
    ]);
    const jobId = await runners[0].boss.send(MEMBERSHIP_LIFECYCLE_QUEUE, { requestId: 'request-that-queued-it' });
    expect(jobId).toBeTruthy();
    await waitFor(async () => (await runners[0].boss.getJobById(MEMBERSHIP_LIFECYCLE_QUEUE, jobId!))?.state === 'completed');
    expect(lifecycle).toHaveBeenCalledTimes(1);
    expect(onJobFinished).toHaveBeenCalledWith(MEMBERSHIP_LIFECYCLE_QUEUE, 'completed', expect.any(Number));
    // The job's log line names the job and the request that queued it.
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'membership lifecycle done', queue: MEMBERSHIP_LIFECYCLE_QUEUE, jobId, requestId: 'request-that-queued-it' }));
    expect(await db.dataSource.query('SELECT t.code FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE u.email = $1', [email])).toEqual([{ code: 'free' }]);
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out waiting for the job');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
