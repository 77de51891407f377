import type { ApiConfig } from '@bonus/server';
import { createHttpServer } from './app';
import { healthEndpoint, livenessEndpoint, PROBE_PATHS } from './observability/health';
import { flushLog } from './observability/logger';
import { metricsEndpoint } from './observability/metrics';
import { startRuntime } from './runtime';
import { listen, type RunningServer } from './server';

/** Starts the jobs and a small HTTP server for the cluster's probes and the metrics scraper. */
export async function startWorker(config: ApiConfig): Promise<RunningServer> {
  const runtime = await startRuntime(config, { service: 'worker', runJobs: true });
  const app = createHttpServer({ config, logger: runtime.logger, metrics: runtime.metrics });
  app.get(PROBE_PATHS.health, healthEndpoint(runtime.health));
  app.get(PROBE_PATHS.ready, healthEndpoint(runtime.health));
  app.get(PROBE_PATHS.live, livenessEndpoint);
  app.get('/metrics', metricsEndpoint(runtime.metrics.registry, config.METRICS_TOKEN));
  const url = await listen(app, config);
  runtime.logger.info({ url }, 'worker running jobs');
  return {
    url,
    logger: runtime.logger,
    server: app.server,
    stop: async () => {
      await app.close();
      await runtime.stop();
      runtime.logger.info('worker stopped');
      await flushLog(runtime.logger);
    },
  };
}
