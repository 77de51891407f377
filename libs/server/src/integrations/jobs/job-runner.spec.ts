import pino from 'pino';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { JobRunner, ScheduledJob, startJobRunner } from './job-runner';

describe('the pg-boss job runner', () => {
  let db: TestDatabase;
  let runners: JobRunner[] = [];

  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    // pg-boss's internal workers finish their current poll (2 s) after stop() resolves.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await db.drop();
  });

  it('schedules each job, runs a queued job once across two runners, and logs it with its job and request ids', async () => {
    const run = jest.fn<Promise<void>, Parameters<ScheduledJob['run']>>(async (log) => log.info('test job done'));
    const jobs: ScheduledJob[] = [{ queue: 'test-job', cron: '0 3 * * *', run }];
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const onJobFinished = jest.fn();
    runners = await Promise.all([1, 2].map(() => startJobRunner({ databaseUrl: db.url, jobs, logger, onJobFinished })));

    expect(await db.dataSource.query('SELECT name, cron, timezone FROM pgboss.schedule')).toEqual([{ name: 'test-job', cron: '0 3 * * *', timezone: 'Europe/Prague' }]);
    const jobId = await runners[0].boss.send('test-job', { requestId: 'request-that-queued-it' });
    expect(jobId).toBeTruthy();
    await waitFor(async () => (await runners[0].boss.getJobById('test-job', jobId!))?.state === 'completed');
    // The other runner would have picked it up within its poll; give it the chance.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(expect.anything(), 'request-that-queued-it');
    expect(onJobFinished).toHaveBeenCalledWith('test-job', 'completed', expect.any(Number));
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'test job done', queue: 'test-job', jobId, requestId: 'request-that-queued-it' }));
  });

  it('runs a job woken by a NOTIFY on its channel when the notifying transaction commits, never for a rollback', async () => {
    const run = jest.fn<Promise<void>, Parameters<ScheduledJob['run']>>(async () => undefined);
    const jobs: ScheduledJob[] = [{ queue: 'woken-job', cron: '0 5 1 1 *', wakeOn: 'test_work_waiting', run }];
    runners.push(await startJobRunner({ databaseUrl: db.url, jobs, logger: pino({ level: 'silent' }) }));
    const notify = (manager: { query: (sql: string) => Promise<unknown> }) => manager.query(`SELECT pg_notify('test_work_waiting', '')`);

    await expect(
      db.dataSource.transaction(async (manager) => {
        await notify(manager);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await db.dataSource.transaction(notify);
    await waitFor(async () => run.mock.calls.length >= 1);
    // Once for the commit; the rollback's NOTIFY was never delivered.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(run).toHaveBeenCalledTimes(1);

    // A burst of commits is folded into a run or two, not one run per commit.
    await Promise.all(Array.from({ length: 20 }, () => db.dataSource.transaction(notify)));
    await waitFor(async () => run.mock.calls.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(run.mock.calls.length).toBeLessThanOrEqual(3);
  });

  it('reports a failed run and lets pg-boss retry it', async () => {
    const onJobFinished = jest.fn();
    const jobs: ScheduledJob[] = [{ queue: 'failing-job', cron: '0 4 * * *', run: async () => Promise.reject(new Error('boom')) }];
    runners.push(await startJobRunner({ databaseUrl: db.url, jobs, logger: pino({ level: 'silent' }), onJobFinished }));
    await runners[runners.length - 1].boss.send('failing-job', {});
    await waitFor(async () => onJobFinished.mock.calls.some(([queue, outcome]) => queue === 'failing-job' && outcome === 'failed'));
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out waiting for the job');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
