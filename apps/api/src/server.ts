import http from 'node:http';
import pino from 'pino';
import { ApiConfig, createDataSource, createFirebaseAuth, createMailer, createServices, JobRunner, paymentsConfig, startJobRunner } from '@bonus/server';
import { createApp } from './app';
import { answerMalformedRequests } from './rest/client-error';

export interface RunningApi {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the api on the configured host and port; `stop` drains requests and closes the pool. */
export async function startApi(config: ApiConfig): Promise<RunningApi> {
  const logger = pino({ level: config.LOG_LEVEL, base: { service: 'api' } });
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
  const jobs: JobRunner | null = config.JOBS_ENABLED
    ? await startJobRunner({ databaseUrl: config.DATABASE_URL, services, logger: logger.child({ component: 'jobs' }) })
    : null;
  const httpServer = http.createServer();
  const { app, apollo } = await createApp({ config, dataSource, services, verifier, logger, httpServer });
  httpServer.on('request', app);
  answerMalformedRequests(httpServer);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.API_PORT, config.API_HOST, resolve);
  });
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.API_PORT;
  logger.info({ port }, 'api listening');
  return {
    url: `http://${config.API_HOST}:${port}`,
    stop: async () => {
      await apollo.stop(); // also drains and closes the HTTP server
      await jobs?.stop();
      await services.cache.close();
      await dataSource.destroy();
      logger.info('api stopped');
    },
  };
}
