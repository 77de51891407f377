import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import { errorMessage } from '@bonus/domain';
import { type ApiConfig, lastCompletedRuns, type ScheduledJob, type Services, withinTime } from '@bonus/server';
import type { DirectoryState, DirectoryWatch } from './directory-watch';

/**
 * /health (and /ready, the same answer) says whether this copy should get traffic and names the state of
 * each dependency. The database and sign-in (Firebase Auth reachable) are needed to answer: either down
 * makes the answer 503, so the cluster stops sending traffic here until they are back. The rest can only
 * be mended elsewhere (a mail server, a worker, a disk), so they make the answer "degraded" with 200: taking
 * every copy out of the load balancer would not send one mail sooner, it would only stop the api answering.
 * /live answers 200 whatever the dependencies do: a restart mends none of them.
 */

/** Where the probes ask: /health stays for the third parties that call it; /ready is the same answer under the name the cluster's probe uses. */
export const PROBE_PATHS = { health: '/health', ready: '/ready', live: '/live' } as const;

/** The queue of the nightly bank sync, reported on its own. */
const BANK_SYNC_QUEUE = 'bank-connection-sync';
/** A mail waiting longer than this to go means the mail server (or the worker) is not doing its job. */
export const MAIL_OUTBOX_STALE_MINUTES = 30;
/** A Firebase account change (deactivation, erasure) due longer than this: Firebase has been down for three lifecycle runs. */
export const ACCOUNT_CHANGE_STALE_MINUTES = 30;
/** The longest a check may take before it counts as down. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;
/** How long the outcome of a check that leaves the process (Firebase) or reads much (the job history) is reused. */
const CACHE_MS = 10_000;
/** The keys firebase-admin fetches to verify ID tokens: reachable means members can sign in. */
const FIREBASE_KEYS_URL = 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

type State = 'ok' | 'down' | 'stale' | 'unwritable' | 'unknown' | 'never';

export interface JobRunState {
  state: 'ok' | 'stale' | 'never';
  lastRunAt: string | null;
}

export interface HealthAnswer {
  status: 'ok' | 'degraded' | 'error';
  /** Kept from the first version of this answer, which third parties read. */
  database: 'ok' | 'unreachable';
  checks: {
    database: { state: 'ok' | 'down' };
    auth: { state: 'ok' | 'down'; error?: string };
    mailOutbox: { state: 'ok' | 'stale' | 'unknown'; oldestUnsentAt: string | null; oldestUnsentMinutes: number | null };
    /** Changes the database has made and Firebase Auth not yet (accounts disabled, enabled, deleted). */
    firebaseAccountChanges: { state: 'ok' | 'stale' | 'unknown'; oldestDueAt: string | null; oldestDueMinutes: number | null };
    jobs: { state: 'ok' | 'stale' | 'unknown'; queues: Record<string, JobRunState> };
    bankSync: JobRunState | { state: 'unknown' };
    directories: { state: 'ok' | 'unwritable'; error?: string; [name: string]: DirectoryState | string | undefined };
  };
  error?: string;
}

export interface ReadinessDependencies {
  dataSource: DataSource;
  services: Pick<Services, 'memberMails' | 'newsletters' | 'firebaseAccountChanges'>;
  jobs: readonly Pick<ScheduledJob, 'queue' | 'staleAfterMinutes'>[];
  /** Resolves when Firebase Auth answers, throws when not (authProbe). */
  auth: () => Promise<void>;
  directories: DirectoryWatch;
  now?: () => Date;
  /** How long the Firebase check and the job history are reused (CACHE_MS). */
  cacheMs?: number;
}

/** The readiness answer, computed afresh on each call (the costly parts reused for CACHE_MS). */
export function readiness(deps: ReadinessDependencies): () => Promise<HealthAnswer> {
  const now = deps.now ?? (() => new Date());
  const auth = cached(() => deps.auth(), deps.cacheMs ?? CACHE_MS);
  const runs = cached(() => lastCompletedRuns(deps.dataSource, deps.jobs.map((job) => job.queue)), deps.cacheMs ?? CACHE_MS);
  return async () => {
    const [database, authState, directories] = await Promise.all([
      settle(deps.dataSource.query('SELECT 1')),
      settle(auth()),
      settle(deps.directories.check()),
    ]);
    const databaseUp = database.ok;
    const down = { ok: false as const, error: 'database down' };
    const [oldest, oldestAccountChange, lastRuns] = databaseUp
      ? await Promise.all([settle(oldestUnsent(deps.services)), settle(deps.services.firebaseAccountChanges.oldestDueAt()), settle(runs())])
      : [down, down, down];
    const at = now();
    const jobStates = lastRuns.ok ? Object.fromEntries(deps.jobs.map((job) => [job.queue, jobRunState(job, lastRuns.value.get(job.queue), at)])) : null;
    const checks: HealthAnswer['checks'] = {
      database: { state: databaseUp ? 'ok' : 'down' },
      auth: authState.ok ? { state: 'ok' } : { state: 'down', error: authState.error },
      mailOutbox: oldest.ok ? outboxState(oldest.value, at) : { state: 'unknown', oldestUnsentAt: null, oldestUnsentMinutes: null },
      firebaseAccountChanges: oldestAccountChange.ok ? accountChangesState(oldestAccountChange.value, at) : { state: 'unknown', oldestDueAt: null, oldestDueMinutes: null },
      jobs: jobStates ? { state: Object.values(jobStates).some((run) => run.state === 'stale') ? 'stale' : 'ok', queues: jobStates } : { state: 'unknown', queues: {} },
      bankSync: jobStates ? (jobStates[BANK_SYNC_QUEUE] ?? { state: 'never', lastRunAt: null }) : { state: 'unknown' },
      // A directory that does not answer at all (a hung network disk) is as good as unwritable.
      directories: directories.ok
        ? { state: Object.values(directories.value).some((entry) => entry.state === 'unwritable') ? 'unwritable' : 'ok', ...directories.value }
        : { state: 'unwritable', error: directories.error },
    };
    const required: State[] = [checks.database.state, checks.auth.state];
    const optional: State[] = [checks.mailOutbox.state, checks.firebaseAccountChanges.state, checks.jobs.state, checks.bankSync.state, checks.directories.state];
    const ready = !required.includes('down');
    const status = !ready ? 'error' : optional.every((state) => state === 'ok' || state === 'never') ? 'ok' : 'degraded';
    return { status, database: databaseUp ? 'ok' : 'unreachable', checks, ...(ready ? {} : { error: errorMessage('SERVICE_UNAVAILABLE') }) };
  };
}

/** GET /health and GET /ready: 200 while this copy can serve (perhaps degraded), 503 with a clear text when not. */
export function healthEndpoint(answer: () => Promise<HealthAnswer>) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    const health = await answer();
    return reply.code(health.status === 'error' ? 503 : 200).send(health);
  };
}

/** GET /live for the liveness probe: answers while the process can serve at all, whatever the database does. */
export const livenessEndpoint = async () => ({ status: 'ok' });

/** Whether Firebase Auth answers: the emulator's root, or the keys ID tokens are verified with. */
export function authProbe(config: Pick<ApiConfig, 'FIREBASE_AUTH_EMULATOR_HOST'>, url = config.FIREBASE_AUTH_EMULATOR_HOST ? `http://${config.FIREBASE_AUTH_EMULATOR_HOST}/` : FIREBASE_KEYS_URL): () => Promise<void> {
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(HEALTH_CHECK_TIMEOUT_MS) });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`Firebase Auth answered ${response.status}`);
  };
}

export function jobRunState(job: Pick<ScheduledJob, 'staleAfterMinutes'>, lastRun: Date | undefined, now: Date): JobRunState {
  if (!lastRun) return { state: 'never', lastRunAt: null };
  const stale = job.staleAfterMinutes !== undefined && now.getTime() - lastRun.getTime() > job.staleAfterMinutes * 60_000;
  return { state: stale ? 'stale' : 'ok', lastRunAt: lastRun.toISOString() };
}

/** How long the oldest waiting item of a backlog has waited, stale past `staleMinutes`. */
function backlogAge(oldest: Date | null, now: Date, staleMinutes: number): { state: 'ok' | 'stale'; since: string | null; minutes: number | null } {
  if (!oldest) return { state: 'ok', since: null, minutes: null };
  const minutes = Math.floor((now.getTime() - oldest.getTime()) / 60_000);
  return { state: minutes > staleMinutes ? 'stale' : 'ok', since: oldest.toISOString(), minutes };
}

function outboxState(oldest: Date | null, now: Date): HealthAnswer['checks']['mailOutbox'] {
  const { state, since, minutes } = backlogAge(oldest, now, MAIL_OUTBOX_STALE_MINUTES);
  return { state, oldestUnsentAt: since, oldestUnsentMinutes: minutes };
}

function accountChangesState(oldest: Date | null, now: Date): HealthAnswer['checks']['firebaseAccountChanges'] {
  const { state, since, minutes } = backlogAge(oldest, now, ACCOUNT_CHANGE_STALE_MINUTES);
  return { state, oldestDueAt: since, oldestDueMinutes: minutes };
}

/** The oldest of the member mails and newsletter copies still waiting to go. */
async function oldestUnsent(services: ReadinessDependencies['services']): Promise<Date | null> {
  const dates = (await Promise.all([services.memberMails.oldestUnsentAt(), services.newsletters.oldestUnsentAt()])).filter((date): date is Date => date !== null);
  return dates.length ? new Date(Math.min(...dates.map((date) => date.getTime()))) : null;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: string };

/** A check's outcome within HEALTH_CHECK_TIMEOUT_MS; never throws. */
async function settle<T>(work: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await withinTime(work, HEALTH_CHECK_TIMEOUT_MS, () => new Error(`no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`)) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** `work`'s outcome, reused for `ms` after it settles (a failure too, so a service that is down is not called on every probe). */
function cached<T>(work: () => Promise<T>, ms: number): () => Promise<T> {
  let last: { settledAt: number; result: Promise<T> } | null = null;
  return () => {
    if (!last || Date.now() - last.settledAt > ms) {
      const entry = { settledAt: Infinity, result: work() };
      const settled = () => void (entry.settledAt = Date.now());
      entry.result.then(settled, settled);
      last = entry;
    }
    return last.result;
  };
}
