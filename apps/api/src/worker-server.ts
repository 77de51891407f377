import http from 'node:http';
import express from 'express';
import { errorMessage } from '@bonus/domain';
import type { ApiConfig } from '@bonus/server';
import { healthEndpoint, livenessEndpoint } from './observability/health';
import { metricsEndpoint } from './observability/metrics';
import { startRuntime } from './runtime';
import { listen, RunningApi } from './server';

/** Starts the jobs and a small HTTP server for the cluster's probes and the metrics scraper. */
export async function startWorker(config: ApiConfig): Promise<RunningApi> {
  const runtime = await startRuntime(config, { service: 'worker', runJobs: true });
  const app = express();
  app.disable('x-powered-by');
  app.use(runtime.metrics.httpMiddleware);
  app.get('/health', healthEndpoint(runtime.dataSource, { jobs: 'running' }));
  app.get('/live', livenessEndpoint);
  app.get('/metrics', metricsEndpoint(runtime.metrics.registry, config.METRICS_TOKEN));
  app.use((_req, res) => {
    res.status(404).json({ error: errorMessage('NOT_FOUND'), code: 'NOT_FOUND' });
  });
  const httpServer = http.createServer(app);
  const url = await listen(httpServer, config);
  runtime.logger.info({ url }, 'worker running jobs');
  return {
    url,
    stop: async () => {
      await new Promise((resolve) => httpServer.close(resolve));
      await runtime.stop();
      runtime.logger.info('worker stopped');
    },
  };
}
