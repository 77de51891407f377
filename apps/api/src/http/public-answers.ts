import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { type EarlyLane, type LaneAnswered, type LaneObserver, sentHeaders } from './early-answers';

/** Distinct Origin headers whose answers are kept per route (CORS answers differ by origin); beyond it the least recently used go. */
const ORIGINS_PER_ROUTE = 16;
/** The request's own id, and the length Fastify adds after onSend. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'content-length']);

/** The response last sent for a public read: the value it was serialised from, its headers (without the request id) and its bytes. */
interface SentAnswer {
  value: object;
  /** Name, value, name, value… (node:http's writeHead takes them flat). */
  headers: string[];
  body: Buffer;
}

interface PublicRead {
  answered: (answered: LaneAnswered) => void;
  /** The route's handler: what the answer would be serialised from now. */
  load: (request: IncomingMessage) => Promise<unknown>;
  byOrigin: LRUCache<string, SentAnswer>;
}

export interface PublicAnswersOptions {
  /** This request's id (as Fastify's genReqId gives it). */
  requestId: (request: IncomingMessage) => string;
  /** What is done, for a route, with each request the lane answers: logged, counted and traced as the app's hooks do with Fastify's. */
  observer: LaneObserver;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What a public read's handler returned (the lane keeps the response sent for it). */
    publicValue: unknown;
  }
}

/**
 * Repeated public reads (/tier_all, /generation, /user/get_stats) answered before Fastify routes them
 * (issue #40: a public read ≥ 60 % of a static answer). After Fastify has answered a public JSON GET,
 * the response it sent (every header its hooks set: security, CORS, ETag, caching) is kept with the
 * value the handler returned. The next plain GET of the same path from the same Origin runs the
 * handler only (a cached value: see SharedCache) and, when it returns that same value, sends the kept
 * response with a new request id, logged and counted like any other. Anything else goes to Fastify: a
 * changed value, HEAD, a revalidation (If-None-Match), a request with a body, another spelling of the
 * path. So the lane's answer is always the one Fastify would send, without its routing and hooks per
 * request (public-answers.spec.ts compares them).
 */
export class PublicAnswers implements EarlyLane {
  private readonly reads = new Map<string, PublicRead>();

  constructor(private readonly options: PublicAnswersOptions) {}

  /**
   * Lets the lane answer `route` (a public GET without query or path parameters): returns the route's
   * onSend hook, which keeps what Fastify sends. It is a route hook, so it runs after the app's.
   */
  keep(route: string, load: (request: IncomingMessage) => Promise<unknown>): onSendHookHandler {
    const read: PublicRead = { answered: this.options.observer(route), load, byOrigin: new LRUCache({ max: ORIGINS_PER_ROUTE }) };
    this.reads.set(route, read);
    return (request, reply, payload, done) => {
      const value = request.publicValue;
      if (keepable(request, reply, value, route) && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
        const body = Buffer.from(payload); // a copy: the serialiser's bytes are its own
        read.byOrigin.set(request.headers.origin ?? '', { value, headers: [...sentHeaders(reply, PER_REQUEST_HEADERS), 'content-length', String(body.length)], body });
      }
      done(null, payload);
    };
  }

  /** True when the request is the lane's: it is answered here, or handed to Fastify should the value have changed. */
  tryAnswer(request: IncomingMessage, response: ServerResponse, fastify: RequestListener): boolean {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const read = this.reads.get(request.url);
    if (!read) return false;
    const headers = request.headers;
    if (headers['if-none-match'] !== undefined || headers['transfer-encoding'] !== undefined || headers.expect !== undefined) return false;
    if (headers['content-length'] !== undefined && headers['content-length'] !== '0') return false;
    const sent = read.byOrigin.get(headers.origin ?? '');
    if (!sent) return false;
    const started = performance.now();
    read.load(request).then(
      (value) => (value === sent.value ? this.send(request, response, read, sent, started) : fastify(request, response)),
      () => fastify(request, response),
    );
    return true;
  }

  private send(request: IncomingMessage, response: ServerResponse, read: PublicRead, sent: SentAnswer, started: number): void {
    const requestId = this.options.requestId(request);
    response.writeHead(200, [...sent.headers, 'x-request-id', requestId]);
    response.end(sent.body);
    read.answered({ requestId, method: 'GET', url: request.url!, status: 200, ms: performance.now() - started });
  }
}

/** A full 200 answer to a plain GET of the route as written, serialised from an object (a value the handler may return again). */
function keepable(request: FastifyRequest, reply: FastifyReply, value: unknown, route: string): value is object {
  return request.method === 'GET' && request.url === route && reply.statusCode === 200 && typeof value === 'object' && value !== null && request.headers['if-none-match'] === undefined;
}
