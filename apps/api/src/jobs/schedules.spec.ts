import pino from 'pino';
import { startJobRunner, type JobRunner } from '@bonus/server';
import { createTestDatabase, testServices, type TestDatabase } from '@bonus/server/testing';
import { AUTO_PAYOUT_QUEUE, BANK_CONNECTION_SYNC_QUEUE, MEMBER_MAIL_QUEUE, MEMBERSHIP_LIFECYCLE_QUEUE, MONTHLY_REPORT_QUEUE, NEWSLETTER_DELIVERY_QUEUE, REMINDERS_QUEUE, STATEMENT_RETENTION_QUEUE, WEBHOOK_DELIVERY_QUEUE } from './queues';
import { scheduledJobs } from './schedules';

describe('the job schedules', () => {
  let db: TestDatabase;
  let runner: JobRunner | undefined;

  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
  });
  afterAll(async () => {
    await runner?.stop();
    // pg-boss's internal workers finish their current poll (2 s) after stop() resolves.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await db.drop();
  });

  it('stores every schedule in Prague time, and the lifecycle run ends a lapsed subscription', async () => {
    const services = testServices(db.dataSource);
    const logger = pino({ level: 'silent' });
    runner = await startJobRunner({ databaseUrl: db.url, jobs: scheduledJobs(services), logger });
    const [{ email }] = await db.dataSource.query(`SELECT u.email FROM app_user u WHERE u.firebase_uid = 'demo-basic'`);
    await db.dataSource.query(
      `UPDATE subscription_order SET expires_at = now() - interval '1 minute', cancel_at_period_end = true WHERE user_id = (SELECT id FROM app_user WHERE email = $1)`,
      [email],
    );

    expect(await db.dataSource.query('SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name')).toEqual([
      { name: BANK_CONNECTION_SYNC_QUEUE, cron: '15 5 * * *', timezone: 'Europe/Prague' },
      { name: STATEMENT_RETENTION_QUEUE, cron: '30 3 * * *', timezone: 'Europe/Prague' },
      { name: REMINDERS_QUEUE, cron: '*/15 * * * *', timezone: 'Europe/Prague' },
      { name: MEMBER_MAIL_QUEUE, cron: '* * * * *', timezone: 'Europe/Prague' },
      { name: MEMBERSHIP_LIFECYCLE_QUEUE, cron: '*/10 * * * *', timezone: 'Europe/Prague' },
      { name: MONTHLY_REPORT_QUEUE, cron: '0 7 1-3 * *', timezone: 'Europe/Prague' },
      { name: NEWSLETTER_DELIVERY_QUEUE, cron: '* * * * *', timezone: 'Europe/Prague' },
      { name: AUTO_PAYOUT_QUEUE, cron: '0 6 1-7 * *', timezone: 'Europe/Prague' },
      { name: WEBHOOK_DELIVERY_QUEUE, cron: '* * * * *', timezone: 'Europe/Prague' },
    ]);
    const jobId = await runner.boss.send(MEMBERSHIP_LIFECYCLE_QUEUE, {});
    await waitFor(async () => (await runner!.boss.getJobById(MEMBERSHIP_LIFECYCLE_QUEUE, jobId!))?.state === 'completed');
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
