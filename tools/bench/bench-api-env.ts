/** The token the benchmarks read the api's /metrics with. */
export const METRICS_TOKEN = 'bench-metrics-token-0123456789';

export interface BenchApiPlace {
  databaseUrl: string;
  projectId: string;
  port: number;
  logFile: string;
}

/**
 * The api's settings in the load benchmarks: as production runs it (info-level request log to a file, metrics
 * behind a token, no jobs: the worker runs those) but signing in against the Auth emulator, which the production
 * configuration refuses (so NODE_ENV here is 'test'; the npm scripts set the process's NODE_ENV to production,
 * so libraries take the paths they take in production). Rate limits are the caller's to choose.
 */
export function benchApiEnv({ databaseUrl, projectId, port, logFile }: BenchApiPlace): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    FIREBASE_PROJECT_ID: projectId,
    API_PORT: String(port),
    LOG_LEVEL: 'info',
    LOG_FILE: logFile,
    LOG_FORMAT: 'json',
    METRICS_TOKEN,
    JOBS_ENABLED: 'false',
  };
}
