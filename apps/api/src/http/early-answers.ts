import type { FastifyReply, FastifyServerOptions } from 'fastify';
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/**
 * A way of answering some requests before Fastify routes them (issue #40: its routing and hooks per
 * request cost a hot read about a tenth of its throughput). A lane answers only what Fastify would
 * answer the same way, with the headers Fastify sent for the same kind of request; anything else it
 * hands to Fastify.
 */
export interface EarlyLane {
  /** True when the request is the lane's: answered there, or handed to `fastify` by the lane itself later. */
  tryAnswer(request: IncomingMessage, response: ServerResponse, fastify: RequestListener): boolean;
}

/** A request a lane answered, for the request log, the metrics and the trace (as the app's hooks do with Fastify's). */
export interface LaneAnswered {
  requestId: string;
  method: string;
  url: string;
  status: number;
  ms: number;
}

/** What is done, for a route, with each request a lane answers. */
export type LaneObserver = (route: string) => (answered: LaneAnswered) => void;

/** Fastify's `serverFactory`: a node:http server that offers each request to the lanes first, with the options Fastify would set itself. */
export function earlyServerFactory(lanes: readonly EarlyLane[]): (handler: RequestListener, options: FastifyServerOptions) => http.Server {
  return (handler, options) => {
    const server = http.createServer({}, (request, response) => {
      // Once the server is closing, Fastify answers (503, closing the connection) so that it can stop.
      if (server.listening) for (const lane of lanes) if (lane.tryAnswer(request, response, handler)) return;
      handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/** The body a lane has read already, for Fastify to read again (body-parsing.ts). */
const READ_BODY = Symbol('body read by a lane');

/** Hands a request whose body a lane has read to Fastify, which then reads the same bytes. */
export function handToFastify(request: IncomingMessage, response: ServerResponse, fastify: RequestListener, body: Buffer): void {
  (request as IncomingMessage & { [READ_BODY]?: Buffer })[READ_BODY] = body;
  fastify(request, response);
}

/** The body of a request a lane handed over (a stream of its bytes), or undefined: Fastify reads the request itself. */
export function bodyReadByLane(request: IncomingMessage): Readable | undefined {
  const body = (request as IncomingMessage & { [READ_BODY]?: Buffer })[READ_BODY];
  return body && Readable.from([body]);
}

/**
 * Reads a request's body of `length` bytes (its Content-Length); `done` gets the bytes, or null when
 * the request ended otherwise (aborted, shorter, longer): then nothing is answered and the connection goes.
 */
export function readBody(request: IncomingMessage, length: number, done: (body: Buffer | null) => void): void {
  const chunks: Buffer[] = [];
  let received = 0;
  let ended = false;
  const end = (body: Buffer | null) => {
    if (ended) return;
    ended = true;
    done(body);
  };
  request.on('data', (chunk: Buffer) => {
    received += chunk.length;
    chunks.push(chunk);
  });
  request.once('end', () => end(received === length ? (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received)) : null));
  request.once('error', () => end(null));
}

/** The headers Fastify sends with a reply, flat (node:http's writeHead takes them so), less those that differ by request and answer. */
export function sentHeaders(reply: FastifyReply, leftOut: ReadonlySet<string>): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (leftOut.has(name) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  }
  return flat;
}
