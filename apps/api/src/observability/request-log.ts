import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type Logger } from 'pino';
import { LineBatches } from './line-batches';

/** Probes and scrapes would drown the log at info. */
const UNLOGGED_ROUTES = new Set(['/health', '/ready', '/live', '/metrics']);
const SANE_REQUEST_ID = /^[\w-]{1,64}$/;
/** Characters JSON writes as they are: text of only these (request ids, methods, routes, most paths) is quoted without JSON.stringify. */
const PLAIN_TEXT = /^[\w\-./:?=&%]*$/;

/** A string or null as JSON; JSON.stringify's work only for text that may need escaping (it was half of a line's cost). */
const jsonText = (text: string | null) => (text !== null && PLAIN_TEXT.test(text) ? `"${text}"` : JSON.stringify(text));

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
  const log = requestLineWriter(logger);
  if (!log) return;
  app.addHook('onResponse', (request, reply, done) => {
    log({ reqId: request.id, method: request.method, route: request.routeOptions.url ?? null, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) });
    done();
  });
}

/** One request's log line. */
export interface RequestLine {
  reqId: string;
  method: string;
  /** The matched route's pattern (null: no route matched). */
  route: string | null;
  url: string;
  status: number;
  ms: number;
}

/**
 * Writes request lines at their level (error for 5xx, debug for probes and scrapes, info otherwise);
 * null when the log is quieter than info at start, and the info line follows the logger's level while
 * the process runs (tools/bench turns it off and on to measure its cost). The info line, written for almost every request, is put
 * together here rather than by pino's general serialiser, which took twice as long (tools/bench:
 * request logging ≤ 10 % of a cached read): the same JSON, pino's level, time and bindings first
 * (request-log.spec.ts compares the two), through the logger's own destination.
 */
export function requestLineWriter(logger: Logger): ((line: RequestLine) => void) | null {
  if (!logger.isLevelEnabled('info')) return null;
  const internals = logger as unknown as Record<symbol, unknown>;
  const destination = internals[pino.symbols.streamSym] as { write: (line: string) => void };
  const bindings = internals[pino.symbols.chindingsSym] as string;
  const head = `{"level":${logger.levels.values.info},"time":`;
  const request = requestPart();
  const text = (line: RequestLine, time: number) => `${head}${time}${bindings},"reqId":${jsonText(line.reqId)},${request(line)},"status":${line.status},"ms":${line.ms},"msg":"request completed"}\n`;
  // LineBatches puts the lines together a few hundred at a time; another destination (npm start's pretty lines) takes each at once.
  const info = destination instanceof LineBatches ? (line: RequestLine) => destination.writeLater(line, text) : (line: RequestLine) => destination.write(text(line, Date.now()));
  return (line) => {
    if (line.status >= 500) logger.error(line, 'request failed');
    else if (line.route !== null && UNLOGGED_ROUTES.has(line.route)) logger.debug(line, 'probe answered');
    else if (logger.isLevelEnabled('info')) info(line);
  };
}

/** Routes whose method-route-url part is remembered; past it, parts are put together each time. */
const REMEMBERED_ROUTES = 256;

/**
 * The line's `"method":…,"route":…,"url":…` part. A request whose url is its route (the routes without
 * parameters, which are the hot reads) gets the part put together for that route once.
 */
function requestPart(): (line: RequestLine) => string {
  const remembered = new Map<string, { method: string; part: string }>();
  const partOf = (line: RequestLine) => `"method":${jsonText(line.method)},"route":${jsonText(line.route)},"url":${jsonText(line.url)}`;
  return (line) => {
    if (line.url !== line.route) return partOf(line);
    const known = remembered.get(line.url);
    if (known?.method === line.method) return known.part;
    const part = partOf(line);
    if (remembered.size < REMEMBERED_ROUTES) remembered.set(line.url, { method: line.method, part });
    return part;
  };
}
