import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import { errorMessage } from '@bonus/domain';

/** GET /health for the cluster's probes: 200 while the database answers, 503 with a clear text when not. */
export function healthEndpoint(dataSource: DataSource, extra: Record<string, string> = {}): RequestHandler {
  return async (_req, res) => {
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'ok', database: 'ok', ...extra });
    } catch {
      res.status(503).json({ status: 'error', database: 'unreachable', error: errorMessage('SERVICE_UNAVAILABLE') });
    }
  };
}

/** GET /live for the liveness probe: answers while the process can serve at all, whatever the database does. */
export const livenessEndpoint: RequestHandler = (_req, res) => {
  res.json({ status: 'ok' });
};
