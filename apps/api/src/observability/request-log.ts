import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';

/** Probes and scrapes would drown the log at info. */
const UNLOGGED_ROUTES = new Set(['/health', '/live', '/metrics']);
const SANE_REQUEST_ID = /^[\w-]{1,64}$/;

/** This request's id: the proxy's X-Request-Id when sane, otherwise a new UUID (Fastify's `genReqId`). */
export const requestId: NonNullable<FastifyServerOptions['genReqId']> = (req: IncomingMessage) => {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
};

/**
 * Echoes each request's id in X-Request-Id and logs one line when the response is sent: method,
 * route (the pattern, so lines group), url, status, ms and the request id; error level for 5xx,
 * debug for probes and scrapes. Fastify's own request logging is off: it builds a child logger for
 * every request even when nothing is logged. With the log quieter than info, no logging hook is
 * registered at all.
 */
export function requestLogging(app: FastifyInstance, logger: Logger): void {
  // Hooks with a callback rather than async ones: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (!logger.isLevelEnabled('info')) return;
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? null;
    const line = { reqId: request.id, method: request.method, route, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (reply.statusCode >= 500) logger.error(line, 'request failed');
    else if (route !== null && UNLOGGED_ROUTES.has(route)) logger.debug(line, 'probe answered');
    else logger.info(line, 'request completed');
    done();
  });
}
