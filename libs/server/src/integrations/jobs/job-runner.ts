import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { PgListener } from '../../persistence/pg-listener';

/** One scheduled job: its queue, its cron (Prague time) and what a run does. The api's jobs/ folder holds the table of them. */
export interface ScheduledJob {
  queue: string;
  cron: string;
  /** `requestId` is set when a request queued this run (JobQueue.send) rather than the schedule. */
  run: (log: Logger, requestId: string | undefined) => Promise<void>;
  /**
   * A PostgreSQL channel that also queues a run: work committed with a NOTIFY on it starts at once
   * instead of at the next scheduled run (NOTIFY is delivered at commit, so never for a rollback).
   */
  wakeOn?: string;
  /** /health calls the job stale when its last completed run is older than this (none: it runs too seldom to say). */
  staleAfterMinutes?: number;
}

export interface JobRunnerOptions {
  databaseUrl: string;
  logger: Logger;
  jobs: readonly ScheduledJob[];
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
export async function startJobRunner({ databaseUrl, logger, jobs, onJobFinished = () => undefined }: JobRunnerOptions): Promise<JobRunner> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', application_name: 'bonus-klub-jobs', max: 3 });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  try {
    // Several copies starting together race to create pg-boss's schema and queues; losers retry.
    await retryOnConflict(async () => {
      await boss.start();
      for (const { queue, cron } of jobs) {
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
  for (const job of jobs) await work(job.queue, job.run);
  const send = queueThrough(async () => boss, logger);
  const wakeUps = wakeUpListener(jobs, send);
  try {
    if (wakeUps) await wakeUps.start(databaseUrl);
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw error;
  }
  return {
    boss,
    send,
    stop: async () => {
      await wakeUps?.close();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/** Wake-ups within this long are folded into one queued run (a burst of commits is one run, not hundreds). */
const WAKE_UP_FOLD_MS = 200;

/** Listens on the jobs' `wakeOn` channels and queues each woken job once per burst of notifications. */
function wakeUpListener(jobs: readonly ScheduledJob[], send: JobQueue['send']): PgListener | null {
  const woken = jobs.filter((job): job is ScheduledJob & { wakeOn: string } => job.wakeOn !== undefined);
  if (woken.length === 0) return null;
  const folding = new Set<string>();
  const wake = (queue: string) => {
    if (folding.has(queue)) return;
    folding.add(queue);
    // Queued after the fold, so work committed during it is claimed by that run.
    setTimeout(() => {
      folding.delete(queue);
      void send(queue, {});
    }, WAKE_UP_FOLD_MS).unref();
  };
  return new PgListener(
    woken.map((job) => job.wakeOn),
    { onNotify: (channel) => woken.filter((job) => job.wakeOn === channel).forEach((job) => wake(job.queue)) },
  );
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
