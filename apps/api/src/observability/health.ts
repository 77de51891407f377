import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import { errorMessage } from '@bonus/domain';

/** GET /health for the cluster's probes: 200 while the database answers, 503 with a clear text when not. */
export function healthEndpoint(dataSource: DataSource, extra: Record<string, string> = {}) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    try {
      await dataSource.query('SELECT 1');
      return { status: 'ok', database: 'ok', ...extra };
    } catch {
      return reply.code(503).send({ status: 'error', database: 'unreachable', error: errorMessage('SERVICE_UNAVAILABLE') });
    }
  };
}

/** GET /live for the liveness probe: answers while the process can serve at all, whatever the database does. */
export const livenessEndpoint = async () => ({ status: 'ok' });
