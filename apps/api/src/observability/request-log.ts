import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

declare module 'http' {
  interface IncomingMessage {
    /** This request's id: the proxy's X-Request-Id when sane, otherwise a new UUID. */
    id: string;
  }
}

/** Probes and scrapes would drown the log. */
const UNLOGGED_PATHS = new Set(['/health', '/live', '/metrics']);
const SANE_REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * Gives each request an id, echoes it in X-Request-Id, and logs one line when the response is sent
 * (error level for 5xx). Written here instead of pino-http, which builds a child logger with its
 * serialisers for every request even when nothing is logged: a quarter of the cost of a cached call
 * in the load benchmark (tools/bench/api-load.ts).
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('x-request-id', id);
    if (logger.isLevelEnabled('info') && !UNLOGGED_PATHS.has(req.path)) {
      const started = performance.now();
      res.once('finish', () => {
        const line = { reqId: id, req: { method: req.method, url: req.originalUrl }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) };
        if (res.statusCode >= 500) logger.error(line, 'request failed');
        else logger.info(line, 'request completed');
      });
    }
    next();
  };
}
