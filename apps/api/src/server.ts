import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { ApiConfig } from '@bonus/server';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app';
import { flushLog } from './observability/logger';
import { startRuntime } from './runtime';

/** A running HTTP process of the api's image: the api itself or the worker's probes. */
export interface RunningServer {
  url: string;
  /** The process's logger; its level may be changed while the api runs (tools/bench turns request lines off and on). */
  logger: Logger;
  /** The HTTP server, for tools that watch its requests (tools/bench counts them). */
  server: Server;
  stop: () => Promise<void>;
}

export interface RunningApi extends RunningServer {
  /** REST answers with a status the OpenAPI document does not list (http/contract-watch.ts); the tests fail on any. */
  contractBreaches: readonly string[];
}

/** Starts the api on the configured host and port; `stop` drains requests and closes the pool. */
export async function startApi(config: ApiConfig): Promise<RunningApi> {
  const runtime = await startRuntime(config, { service: 'api', runJobs: config.JOBS_ENABLED });
  const { app, apollo, contract } = await createApp({ ...runtime, config });
  const url = await listen(app, config);
  runtime.logger.info({ url }, 'api listening');
  return {
    url,
    logger: runtime.logger,
    server: app.server,
    contractBreaches: contract.breaches,
    stop: async () => {
      await apollo.stop(); // its drain plugin closes the server and waits for requests in flight
      await runtime.stop();
      runtime.logger.info('api stopped');
      await flushLog(runtime.logger);
    },
  };
}

/** Listens on API_HOST:API_PORT and returns the address. */
export async function listen(app: FastifyInstance, config: Pick<ApiConfig, 'API_HOST' | 'API_PORT'>): Promise<string> {
  await app.listen({ port: config.API_PORT, host: config.API_HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.API_PORT;
  return `http://${config.API_HOST}:${port}`;
}
