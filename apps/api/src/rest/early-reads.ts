import type { onSendHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Services } from '@bonus/server';
import { type Access, assertRouteCaller, type Identity, type IdentityResolver } from '../auth/identity';
import { BODY_LIMIT, isJsonContent, parsedJsonBody } from '../http/body-parsing';
import { type EarlyLane, handToFastify, type LaneAnswered, type LaneObserver, readBody, sentHeaders } from '../http/early-answers';
import type { KeptAnswer, KeptAnswers } from '../http/kept-answers';

/** Distinct Origin headers whose headers are kept per route (CORS answers differ by origin); beyond it the least recently used go. */
const KEPT_ORIGINS = 16;
/** What differs by request and answer; the rest of what Fastify sent for a route's read is the same for every read of it from an origin. */
const PER_ANSWER_HEADERS = new Set(['x-request-id', 'content-length', 'content-type']);
/** The caller a lane resolved before it handed the request to Fastify. */
const RESOLVED_CALLER = Symbol('caller resolved before Fastify');

export interface EarlyReadsOptions {
  keptAnswers: KeptAnswers;
  resolveIdentity: IdentityResolver;
  services: Services;
  /** This request's id (as Fastify's genReqId gives it). */
  requestId: (request: IncomingMessage) => string;
  observer: LaneObserver;
}

/** What the lane needs of a route of the table (route-table.ts's RouteDefinition). */
export interface EarlyReadRoute {
  method: string;
  path: string;
  access: Access;
  readOnly?: boolean;
  signedInSession?: boolean;
}

interface EarlyRead {
  definition: EarlyReadRoute;
  answered: (answered: LaneAnswered) => void;
  /** The headers Fastify last sent with a 200 answer of this route, by Origin. */
  headersByOrigin: LRUCache<string, string[]>;
}

/**
 * Repeated signed-in REST reads answered before Fastify routes them (issue #40: Fastify's routing, hooks
 * and reply cost a hot read about a tenth of its throughput). Once Fastify has answered a kept read of a
 * route (a GET or read-only POST without path parameters: route-table.ts) with status 200, the headers its
 * hooks set (security, CORS, caching) are kept for that route and Origin. A later request of the route
 * from that Origin is checked here as the route checks it (the caller, the access rule, maintenance),
 * and when an answer is kept for it (http/kept-answers.ts, under the key Fastify's hook uses) that answer
 * goes out with those headers and a request id of its own, logged and counted as Fastify's are. Anything
 * else goes to Fastify with the bytes read and the caller resolved, so a miss still costs one statement:
 * a refused caller, a body Fastify's parser may refuse, a miss (computed and kept there), another
 * spelling of the path. early-reads.spec.ts compares the two.
 */
export class EarlyReads implements EarlyLane {
  /** By `METHOD path`. */
  private readonly reads = new Map<string, EarlyRead>();

  constructor(private readonly options: EarlyReadsOptions) {}

  /** Lets the lane answer a route's kept reads: returns the route's onSend hook (it runs after the app's), which keeps the headers Fastify sent. */
  keep(definition: EarlyReadRoute): onSendHookHandler {
    const read: EarlyRead = { definition, answered: this.options.observer(definition.path), headersByOrigin: new LRUCache({ max: KEPT_ORIGINS }) };
    this.reads.set(`${definition.method.toUpperCase()} ${definition.path}`, read);
    return (request, reply, payload, done) => {
      if (reply.statusCode === 200) read.headersByOrigin.set(request.headers.origin ?? '', sentHeaders(reply, PER_ANSWER_HEADERS));
      done(null, payload);
    };
  }

  tryAnswer(request: IncomingMessage, response: ServerResponse, fastify: RequestListener): boolean {
    const { method, url, headers } = request;
    if ((method !== 'GET' && method !== 'POST') || url === undefined || !headers.authorization) return false;
    const queryAt = url.indexOf('?');
    const read = this.reads.get(`${method} ${queryAt < 0 ? url : url.slice(0, queryAt)}`);
    if (!read || headers['transfer-encoding'] !== undefined || headers['content-encoding'] !== undefined || headers.expect !== undefined) return false;
    const fastifyHeaders = read.headersByOrigin.get(headers.origin ?? '');
    if (!fastifyHeaders) return false;
    const started = performance.now();
    if (method === 'GET') {
      if (headers['content-length'] !== undefined && headers['content-length'] !== '0') return false;
      this.answer({ request, response, fastify, read, fastifyHeaders, started, body: null });
      return true;
    }
    const length = Number(headers['content-length']);
    if (!(length > 0 && length <= BODY_LIMIT) || !isJsonContent(headers['content-type'])) return false;
    readBody(request, length, (body) => {
      if (body) this.answer({ request, response, fastify, read, fastifyHeaders, started, body });
    });
    return true;
  }

  private answer(asking: Asking): void {
    // Not expected (each step hands its own failure on); Fastify's error handling then has the request.
    this.answerKept(asking).catch(() => asking.response.headersSent || handOver(asking));
  }

  private async answerKept(asking: Asking): Promise<void> {
    const { request, read } = asking;
    const body = asking.body && parsedJsonBody(asking.body.toString());
    if (body === undefined) return handOver(asking);
    let caller: Identity;
    try {
      // Reads accept a session check from the last minute, as the route's own check does.
      caller = await this.options.resolveIdentity(request.headers, 'recent');
    } catch {
      return handOver(asking); // Fastify resolves the caller again, and words the refusal
    }
    try {
      await assertRouteCaller(read.definition, caller, this.options.services);
    } catch {
      return handOver(asking, caller);
    }
    const kept = this.options.keptAnswers.keptFor(caller, keptReadQuestion(request.method!, request.url!, read.definition, body), 'rest', read.definition.path);
    if (!kept) return handOver(asking, caller);
    this.send(asking, kept);
  }

  private send({ request, response, read, fastifyHeaders, started }: Asking, kept: KeptAnswer): void {
    const requestId = this.options.requestId(request);
    response.writeHead(kept.status, [...fastifyHeaders, 'content-type', kept.contentType, 'content-length', String(kept.body.length), 'x-request-id', requestId]);
    response.end(kept.body);
    read.answered({ requestId, method: request.method!, url: request.url!, status: kept.status, ms: performance.now() - started });
  }
}

/** A request the lane took: what it needs to answer it, or to hand it to Fastify. */
interface Asking {
  request: IncomingMessage;
  response: ServerResponse;
  fastify: RequestListener;
  read: EarlyRead;
  fastifyHeaders: string[];
  started: number;
  /** A read-only POST's body as read (GET: null). */
  body: Buffer | null;
}

/** Hands a request to Fastify, with the body read and the caller resolved (callerResolvedEarly), when the lane got that far. */
function handOver({ request, response, fastify, body }: Asking, caller?: Identity): void {
  if (caller) (request as IncomingMessage & { [RESOLVED_CALLER]?: Identity })[RESOLVED_CALLER] = caller;
  if (body) handToFastify(request, response, fastify, body);
  else fastify(request, response);
}

/** What a kept REST read's answer depends on besides its caller: method, url as written, and a read-only POST's body (as parsed). */
export function keptReadQuestion(method: string, url: string, route: Pick<EarlyReadRoute, 'readOnly'>, body: unknown): unknown[] {
  return [method, url, route.readOnly ? body : null];
}

/** The caller a lane resolved before it handed this request to Fastify (a read, checked as 'recent'), or undefined. */
export function callerResolvedEarly(request: IncomingMessage): Identity | undefined {
  return (request as IncomingMessage & { [RESOLVED_CALLER]?: Identity })[RESOLVED_CALLER];
}
