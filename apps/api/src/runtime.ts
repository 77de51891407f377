import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { ApiConfig, bankConnectionsConfig, createDataSource, createFirebaseAuth, createMailer, createServices, JobQueue, paymentsConfig, payoutSourceConfig, Services, createJobQueue, startJobRunner, TokenVerifier } from '@bonus/server';
import { createLogger } from './observability/logger';
import { DirectoryWatch, watchedDirectories } from './observability/directory-watch';
import { authProbe, type HealthAnswer, readiness } from './observability/health';
import { scheduledJobs } from './jobs/schedules';
import { ApiMetrics, createMetrics } from './observability/metrics';

/** What the api and the worker process both run on: the database, the services, metrics and (if asked) the jobs. */
export interface Runtime {
  logger: Logger;
  dataSource: DataSource;
  services: Services;
  verifier: TokenVerifier;
  metrics: ApiMetrics;
  /** Queues jobs now: through this process's job runner, or a send-only queue where another process runs them. */
  jobs: JobQueue;
  /** The answer of /health and /ready: each dependency's state. */
  health: () => Promise<HealthAnswer>;
  /** Stops the jobs, the cache listener and the pool. */
  stop: () => Promise<void>;
}

export async function startRuntime(config: ApiConfig, { service, runJobs }: { service: 'api' | 'worker'; runJobs: boolean }): Promise<Runtime> {
  // The directories the process writes to; a failed write is reported once, and on stderr too when it is the log's.
  const directories = new DirectoryWatch(watchedDirectories(config), (level, fields, message) => {
    logger[level](fields, message);
    if (fields.directory === 'log') process.stderr.write(`${JSON.stringify({ level, service, ...fields, msg: message })}\n`);
  });
  const logger = createLogger(config, service, (error) => directories.failed('log', error));
  if (config.NODE_ENV === 'production' && config.PAYMENT_PROVIDER === 'local') {
    logger.warn('PAYMENT_PROVIDER=local with ALLOW_TEST_PAYMENTS=true: the test gateway grants paid tiers without taking any money');
  }
  const dataSource = await createDataSource({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }).initialize();
  const { verifier, accounts } = createFirebaseAuth({
    projectId: config.FIREBASE_PROJECT_ID,
    apiKey: config.FIREBASE_API_KEY,
    serviceAccountJson: config.FIREBASE_SERVICE_ACCOUNT_JSON,
    emulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST,
    timeoutMs: config.FIREBASE_TIMEOUT_MS,
  });
  const mailer = createMailer({
    from: config.MAIL_FROM,
    smtpUrl: config.SMTP_URL,
    directory: config.MAIL_DIR,
    log: (message) => logger.info(message),
    onDirectoryError: (error) => directories.failed('mail', error),
  });
  const services = createServices(dataSource, {
    accounts,
    payments: paymentsConfig(config),
    urls: { webUrl: config.PUBLIC_WEB_URL, apiUrl: config.PUBLIC_API_URL },
    mailer,
    payoutSource: payoutSourceConfig(config),
    log: logger,
    production: config.NODE_ENV === 'production',
    bankConnections: bankConnectionsConfig(config),
  });
  await services.cache.listen(config.DATABASE_URL);
  const metrics = createMetrics(dataSource, services.cache);
  const jobLogger = logger.child({ component: 'jobs' });
  const schedule = scheduledJobs(services);
  const jobs = runJobs
    ? await startJobRunner({ databaseUrl: config.DATABASE_URL, jobs: schedule, logger: jobLogger, onJobFinished: metrics.jobFinished })
    : createJobQueue(config.DATABASE_URL, jobLogger);
  const health = readiness({ dataSource, services, jobs: schedule, auth: authProbe(config), directories });
  return {
    logger,
    dataSource,
    services,
    verifier,
    metrics,
    jobs,
    health,
    stop: async () => {
      await jobs.stop();
      await services.cache.close();
      await dataSource.destroy();
    },
  };
}
