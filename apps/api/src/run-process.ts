import { ConfigError } from '@bonus/server';

/**
 * How long stopping (draining requests, the jobs, the pool) may take before the process exits
 * anyway, so that a database already gone cannot hold it; inside Kubernetes' default 30 s grace.
 */
export const SHUTDOWN_BOUND_MS = 10_000;

/** Runs a long-lived process (api or worker) until SIGTERM or SIGINT, then stops it cleanly once, within the bound. */
export function runProcess(start: () => Promise<{ stop: () => Promise<void> }>): void {
  start().then(
    (running) => {
      let stopping = false;
      const shutdown = (signal: string) => {
        if (stopping) return;
        stopping = true;
        console.error(`${signal} received, shutting down`);
        stopWithin(running.stop(), SHUTDOWN_BOUND_MS).then(
          (outcome) => {
            if (outcome === 'timed out') console.error(`shutdown did not finish within ${SHUTDOWN_BOUND_MS / 1000} s, exiting`);
            process.exit(outcome === 'stopped' ? 0 : 1);
          },
          (error) => {
            console.error(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
            process.exit(1);
          },
        );
      };
      process.on('SIGTERM', () => shutdown('SIGTERM'));
      process.on('SIGINT', () => shutdown('SIGINT'));
    },
    (error) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}

/** Waits for `stopping` at most `boundMs`. */
export async function stopWithin(stopping: Promise<void>, boundMs: number): Promise<'stopped' | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), boundMs)));
  try {
    return await Promise.race([stopping.then(() => 'stopped' as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
