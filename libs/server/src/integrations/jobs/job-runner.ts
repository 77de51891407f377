import PgBoss from 'pg-boss';
import { lastFinishedMonth } from '@bonus/domain';
import type { Logger } from 'pino';
import type { Services } from '../../services';

/** Ends lapsed subscriptions, renews the local gateway's and puts members back on the right tier. */
export const MEMBERSHIP_LIFECYCLE_QUEUE = 'membership-lifecycle';

/** Pays out the balances of members with auto-withdraw, once per member and month (spec section 9: by the 7th). */
export const AUTO_PAYOUT_QUEUE = 'referral-auto-payout';

/** Sends queued newsletter copies every minute. */
export const NEWSLETTER_DELIVERY_QUEUE = 'newsletter-delivery';

/** E-mails the reminders members chose (expiring, renewing and new bonuses) every quarter of an hour. */
export const REMINDERS_QUEUE = 'bonus-reminders';

/** E-mails last month's report to basic and premium members (07:00 on the 1st to the 3rd, so failures are retried). */
export const MONTHLY_REPORT_QUEUE = 'monthly-report';

export interface JobRunnerOptions {
  databaseUrl: string;
  services: Services;
  logger: Logger;
  /** Cron of the lifecycle job (Prague time); every ten minutes by default. */
  lifecycleCron?: string;
  /** Cron of the automatic payouts (Prague time): 06:00 on the 1st to the 7th, so a missed day is caught up. */
  autoPayoutCron?: string;
  /** Cron of the newsletter delivery; every minute by default. */
  newsletterCron?: string;
  /** Cron of the monthly report e-mails (Prague time). */
  monthlyReportCron?: string;
  /** Cron of the reminder e-mails. */
  remindersCron?: string;
  /** Told of every finished job (metrics). */
  onJobFinished?: (queue: string, outcome: 'completed' | 'failed', seconds: number) => void;
}

/** Queues a job now (e.g. right after a request made work for it), carrying the request's id into the job's logs. */
export interface JobQueue {
  /** Best effort: a job that cannot be queued is logged and left to the next scheduled run. */
  send: (queue: string, data: { requestId?: string }) => Promise<void>;
}

export interface JobRunner extends JobQueue {
  boss: PgBoss;
  stop: () => Promise<void>;
}

function queueThrough(boss: () => Promise<PgBoss>, logger: Pick<Logger, 'warn'>): JobQueue['send'] {
  return async (queue, data) => {
    try {
      await (await boss()).send(queue, data);
    } catch (error) {
      logger.warn({ err: error, queue, requestId: data.requestId }, 'job not queued; the next scheduled run does the work');
    }
  };
}

/**
 * Queues jobs from a process that does not run them (api copies with JOBS_ENABLED=false): pg-boss
 * without workers, schedules or maintenance, connected on the first job it queues.
 */
export function createJobQueue(databaseUrl: string, logger: Logger): JobQueue & { stop: () => Promise<void> } {
  let started: Promise<PgBoss> | null = null;
  const boss = () =>
    (started ??= (async () => {
      const instance = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', application_name: 'bonus-klub-api', max: 2, supervise: false, schedule: false });
      instance.on('error', (error) => logger.error({ err: error }, 'job queue error'));
      await retryOnConflict(() => instance.start().then(() => undefined));
      return instance;
    })().catch((error) => {
      started = null; // try again with the next job
      throw error;
    }));
  return {
    send: queueThrough(boss, logger),
    stop: async () => {
      const instance = await started?.catch(() => null);
      await instance?.stop({ graceful: false });
    },
  };
}

/**
 * Background jobs on pg-boss in the same PostgreSQL. Schedules are stored in the database and each
 * scheduled run becomes one job, so however many processes run this, a job runs once.
 */
export async function startJobRunner({
  databaseUrl,
  services,
  logger,
  lifecycleCron = '*/10 * * * *',
  autoPayoutCron = '0 6 1-7 * *',
  newsletterCron = '* * * * *',
  monthlyReportCron = '0 7 1-3 * *',
  remindersCron = '*/15 * * * *',
  onJobFinished = () => undefined,
}: JobRunnerOptions): Promise<JobRunner> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', application_name: 'bonus-klub-jobs', max: 3 });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  try {
    // Several copies starting together race to create pg-boss's schema and queues; losers retry.
    await retryOnConflict(async () => {
      await boss.start();
      for (const [queue, cron] of [
        [MEMBERSHIP_LIFECYCLE_QUEUE, lifecycleCron],
        [AUTO_PAYOUT_QUEUE, autoPayoutCron],
        [NEWSLETTER_DELIVERY_QUEUE, newsletterCron],
        [MONTHLY_REPORT_QUEUE, monthlyReportCron],
        [REMINDERS_QUEUE, remindersCron],
      ]) {
        if (!(await boss.getQueue(queue))) await boss.createQueue(queue, { name: queue, policy: 'singleton', retryLimit: 3, retryDelay: 60 });
        await boss.schedule(queue, cron, {}, { tz: 'Europe/Prague' });
      }
    });
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw error;
  }
  /** Runs each job with a log line of its own (job id, and the request id of whoever queued it) and reports its outcome. */
  const work = (queue: string, run: (log: Logger, requestId: string | undefined) => Promise<void>) =>
    boss.work<{ requestId?: string }>(queue, async ([job]) => {
      const log = logger.child({ queue, jobId: job?.id, requestId: job?.data?.requestId });
      const started = process.hrtime.bigint();
      const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
      try {
        await run(log, job?.data?.requestId);
        onJobFinished(queue, 'completed', seconds());
      } catch (error) {
        onJobFinished(queue, 'failed', seconds());
        log.error({ err: error }, 'job failed');
        throw error;
      }
    });
  await work(MEMBERSHIP_LIFECYCLE_QUEUE, async (log) => {
    const result = await services.membership.runLifecycle();
    for (const report of result.followUps) await services.orders.followUp(report);
    const cancellations = await services.providerCancellations.runDue();
    log.info({ renewed: result.renewed, ended: result.ended, tiersChanged: result.tiersChanged, providerCancellations: cancellations }, 'membership lifecycle done');
  });
  await work(AUTO_PAYOUT_QUEUE, async (log) => {
    log.info({ paid: await services.payouts.runAutoPayouts() }, 'automatic payouts done');
  });
  await work(NEWSLETTER_DELIVERY_QUEUE, async (log, requestId) => {
    const run = await services.newsletters.deliverPending();
    // The every-minute runs stay quiet when idle; a run a request asked for always reports.
    if (run.sent || run.failed || run.skipped || requestId) log.info(run, 'newsletter copies delivered');
  });
  await work(MONTHLY_REPORT_QUEUE, async (log) => {
    log.info(await services.monthlyReports.run(lastFinishedMonth(new Date())), 'monthly reports e-mailed');
  });
  await work(REMINDERS_QUEUE, async (log) => {
    const run = await services.reminders.run();
    if (run.expiring || run.renewal || run['new-bonus']) log.info(run, 'reminders e-mailed');
  });
  return { boss, send: queueThrough(async () => boss, logger), stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}

/** Deadlocks, unique violations and serialisation failures between starting copies clear on a retry. */
const CONFLICT_CODES = new Set(['40P01', '23505', '40001', '42P07']);

async function retryOnConflict(work: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= attempts || !code || !CONFLICT_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
    }
  }
}
