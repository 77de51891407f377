import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Services } from '../../services';

/** Ends lapsed subscriptions, renews the local gateway's and puts members back on the right tier. */
export const MEMBERSHIP_LIFECYCLE_QUEUE = 'membership-lifecycle';

export interface JobRunnerOptions {
  databaseUrl: string;
  services: Services;
  logger: Pick<Logger, 'info' | 'error'>;
  /** Cron of the lifecycle job (Prague time); every ten minutes by default. */
  lifecycleCron?: string;
}

export interface JobRunner {
  boss: PgBoss;
  stop: () => Promise<void>;
}

/**
 * Background jobs on pg-boss in the same PostgreSQL. Schedules are stored in the database and each
 * scheduled run becomes one job, so however many processes run this, a job runs once.
 */
export async function startJobRunner({ databaseUrl, services, logger, lifecycleCron = '*/10 * * * *' }: JobRunnerOptions): Promise<JobRunner> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', application_name: 'bonus-klub-jobs', max: 3 });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(MEMBERSHIP_LIFECYCLE_QUEUE, { name: MEMBERSHIP_LIFECYCLE_QUEUE, policy: 'singleton', retryLimit: 3, retryDelay: 60 });
  await boss.schedule(MEMBERSHIP_LIFECYCLE_QUEUE, lifecycleCron, {}, { tz: 'Europe/Prague' });
  await boss.work(MEMBERSHIP_LIFECYCLE_QUEUE, async ([job]) => {
    const result = await services.membership.runLifecycle();
    for (const report of result.followUps) await services.orders.followUp(report);
    logger.info({ jobId: job?.id, renewed: result.renewed, ended: result.ended, tiersChanged: result.tiersChanged }, 'membership lifecycle done');
  });
  return { boss, stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}
