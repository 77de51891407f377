import { ConfigError } from '@bonus/server';

/** Runs a long-lived process (api or worker) until SIGTERM or SIGINT, then stops it cleanly once. */
export function runProcess(start: () => Promise<{ stop: () => Promise<void> }>): void {
  start().then(
    (running) => {
      let stopping = false;
      const shutdown = (signal: string) => {
        if (stopping) return;
        stopping = true;
        console.error(`${signal} received, shutting down`);
        running.stop().then(
          () => process.exit(0),
          (error) => {
            console.error(error);
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
