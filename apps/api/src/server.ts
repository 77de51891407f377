import http from 'node:http';
import type { ApiConfig } from '@bonus/server';
import { createApp } from './app';
import { answerMalformedRequests } from './rest/client-error';
import { startRuntime } from './runtime';

export interface RunningApi {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the api on the configured host and port; `stop` drains requests and closes the pool. */
export async function startApi(config: ApiConfig): Promise<RunningApi> {
  const runtime = await startRuntime(config, { service: 'api', runJobs: config.JOBS_ENABLED });
  const httpServer = http.createServer();
  const { app, apollo } = await createApp({ ...runtime, config, httpServer });
  httpServer.on('request', app);
  answerMalformedRequests(httpServer);
  const url = await listen(httpServer, config);
  runtime.logger.info({ url }, 'api listening');
  return {
    url,
    stop: async () => {
      await apollo.stop(); // also drains and closes the HTTP server
      await runtime.stop();
      runtime.logger.info('api stopped');
    },
  };
}

/** Listens on API_HOST:API_PORT and returns the address. */
export async function listen(httpServer: http.Server, config: Pick<ApiConfig, 'API_HOST' | 'API_PORT'>): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.API_PORT, config.API_HOST, resolve);
  });
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.API_PORT;
  return `http://${config.API_HOST}:${port}`;
}
