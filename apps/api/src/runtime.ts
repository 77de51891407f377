import pino, { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { ApiConfig, createDataSource, createFirebaseAuth, createMailer, createServices, JobRunner, paymentsConfig, Services, startJobRunner, TokenVerifier } from '@bonus/server';
import { ApiMetrics, createMetrics } from './observability/metrics';

/** What the api and the worker process both run on: the database, the services, metrics and (if asked) the jobs. */
export interface Runtime {
  logger: Logger;
  dataSource: DataSource;
  services: Services;
  verifier: TokenVerifier;
  metrics: ApiMetrics;
  /** Stops the jobs, the cache listener and the pool. */
  stop: () => Promise<void>;
}

export async function startRuntime(config: ApiConfig, { service, runJobs }: { service: 'api' | 'worker'; runJobs: boolean }): Promise<Runtime> {
  const logger = pino({ level: config.LOG_LEVEL, base: { service } });
  const dataSource = await createDataSource({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }).initialize();
  const { verifier, accounts } = createFirebaseAuth({
    projectId: config.FIREBASE_PROJECT_ID,
    apiKey: config.FIREBASE_API_KEY,
    serviceAccountJson: config.FIREBASE_SERVICE_ACCOUNT_JSON,
    emulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST,
  });
  const mailer = createMailer({ from: config.MAIL_FROM, smtpUrl: config.SMTP_URL, directory: config.MAIL_DIR, log: (message) => logger.info(message) });
  const services = createServices(dataSource, { accounts, payments: paymentsConfig(config), urls: { webUrl: config.PUBLIC_WEB_URL }, mailer });
  await services.cache.listen(config.DATABASE_URL);
  const metrics = createMetrics(dataSource);
  const jobs: JobRunner | null = runJobs
    ? await startJobRunner({ databaseUrl: config.DATABASE_URL, services, logger: logger.child({ component: 'jobs' }), onJobFinished: metrics.jobFinished })
    : null;
  return {
    logger,
    dataSource,
    services,
    verifier,
    metrics,
    stop: async () => {
      await jobs?.stop();
      await services.cache.close();
      await dataSource.destroy();
    },
  };
}
