import type { onSendHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { IdentityResolver } from '../auth/identity';
import { BODY_LIMIT, isJsonContent, parsedJsonBody } from '../http/body-parsing';
import { type EarlyLane, handToFastify, type LaneAnswered, type LaneObserver, readBody, sentHeaders } from '../http/early-answers';
import type { Computing, KeptAnswers } from '../http/kept-answers';
import type { ContextSource, GraphQLContext } from './context';
import { answeredWithoutErrors, keptQueryOf } from './response-cache';
import type { TrustedDocuments } from './trusted-documents';
import type { AskedQuery, TrustedQueryRunner } from './trusted-queries';

/** Distinct Origin headers whose headers are kept (CORS answers differ by origin); beyond it the least recently used go. */
const KEPT_ORIGINS = 16;
/** What differs by request and answer; the rest of what Fastify sent for a query is the same for every query from an origin. */
const PER_ANSWER_HEADERS = new Set(['x-request-id', 'content-length', 'content-type']);

export interface EarlyQueriesOptions {
  runner: TrustedQueryRunner;
  trusted: TrustedDocuments;
  contextOf: (source: ContextSource) => GraphQLContext;
  resolveIdentity: IdentityResolver;
  /** Kept answers of the apps' queries (graphql/response-cache.ts), when the api keeps them. */
  keptAnswers: KeptAnswers | null;
  /** This request's id (as Fastify's genReqId gives it). */
  requestId: (request: IncomingMessage) => string;
  /** The client's address (as Fastify's request.ip gives it). */
  clientAddress: (request: IncomingMessage) => string | undefined;
  observer: LaneObserver;
}

/**
 * The apps' queries answered before Fastify routes them (issue #40: Fastify's routing, hooks and reply
 * cost a signed-in query about a tenth of its throughput). Once Fastify has sent a query the trusted-query
 * runner answered, with status 200, the headers its hooks set (security, CORS, caching) are kept for
 * that Origin: they are the same for every query from it. A later JSON POST to /graphql from that Origin
 * is read here; when it is a plain trusted query (TrustedQueryRunner.asked), it is answered here from a
 * kept answer (response-cache.ts, under the same key) or by the runner, with those headers, its own
 * request id, logged and counted as Fastify's are. Anything else (another body, a mutation, refused
 * variables, a body Fastify's parser refuses) is handed to Fastify with the bytes read, and answered
 * there as it always was. trusted-queries.spec and trusted-documents.spec compare the two.
 */
export class EarlyQueries implements EarlyLane {
  private readonly headersByOrigin = new LRUCache<string, string[]>({ max: KEPT_ORIGINS });
  private readonly answered: (answered: LaneAnswered) => void;

  constructor(private readonly options: EarlyQueriesOptions) {
    this.answered = options.observer('/graphql');
  }

  /** The /graphql scope's onSend hook (it runs after the app's, which set the headers): keeps what Fastify sent with a runner's plain answer. */
  readonly keepHeaders: onSendHookHandler = (request, reply, payload, done) => {
    if (request.plainQueryAnswered && reply.statusCode === 200) this.headersByOrigin.set(request.headers.origin ?? '', sentHeaders(reply, PER_ANSWER_HEADERS));
    done(null, payload);
  };

  tryAnswer(request: IncomingMessage, response: ServerResponse, fastify: RequestListener): boolean {
    if (request.method !== 'POST' || request.url !== '/graphql') return false;
    const headers = request.headers;
    const length = Number(headers['content-length']);
    if (!(length > 0 && length <= BODY_LIMIT) || headers['transfer-encoding'] !== undefined || headers['content-encoding'] !== undefined || headers.expect !== undefined) return false;
    if (!isJsonContent(headers['content-type'])) return false;
    const fastifyHeaders = this.headersByOrigin.get(headers.origin ?? '');
    if (!fastifyHeaders) return false;
    const started = performance.now();
    readBody(request, length, (body) => {
      if (body) void this.answer(request, response, fastify, body, fastifyHeaders, started);
    });
    return true;
  }

  private async answer(request: IncomingMessage, response: ServerResponse, fastify: RequestListener, body: Buffer, fastifyHeaders: string[], started: number): Promise<void> {
    // A body Fastify's parser may refuse (or that is no JSON) goes to Fastify, to be refused or read there.
    const fields = parsedJsonBody(body.toString());
    const asked = fields === undefined ? undefined : this.options.runner.asked('POST', request.headers, fields);
    if (!asked) return handToFastify(request, response, fastify, body);
    const source: ContextSource = { id: this.options.requestId(request), ip: this.options.clientAddress(request), headers: request.headers, graphqlIdentity: null };
    let turn: Computing | undefined;
    try {
      const kept = await this.keptAnswer(asked, source);
      if (kept && 'answer' in kept) return this.send(response, source.id, fastifyHeaders, { ...kept.answer, headers: [] }, started);
      turn = kept?.turn;
      const answer = await this.options.runner.answer(asked, this.options.contextOf(source));
      if (!answer) return handToFastify(request, response, fastify, body); // nothing ran: Apollo words the refusal
      if (turn) this.options.keptAnswers!.keep(turn, { status: answer.status, contentType: answer.contentType, body: Buffer.from(answer.body) });
      this.send(response, source.id, fastifyHeaders, answer, started);
    } catch {
      // Not expected (the runner answers failures itself); Fastify's error handling then has the request.
      if (!response.headersSent) handToFastify(request, response, fastify, body);
    } finally {
      turn?.done();
    }
  }

  /** As response-cache.ts does for Fastify: a signed-in caller's kept query, answered from what was kept or computed in its turn. */
  private async keptAnswer(asked: AskedQuery, source: ContextSource): ReturnType<KeptAnswers['lookUp']> {
    const { keptAnswers, trusted, resolveIdentity } = this.options;
    if (!keptAnswers) return null;
    const kept = await keptQueryOf(asked.hash, asked.fields, source.headers, { trusted, resolveIdentity }, (identity) => (source.graphqlIdentity = identity));
    return kept && keptAnswers.lookUp(kept.caller, kept.question, 'graphql', kept.queryName, answeredWithoutErrors);
  }

  private send(response: ServerResponse, requestId: string, fastifyHeaders: string[], answer: { status: number; headers: Array<[string, string]>; contentType: string; body: string | Buffer }, started: number): void {
    const head = answer.headers.length ? withReplaced(fastifyHeaders, answer.headers) : [...fastifyHeaders];
    head.push('content-type', answer.contentType, 'content-length', String(Buffer.byteLength(answer.body)), 'x-request-id', requestId);
    response.writeHead(answer.status, head);
    response.end(answer.body);
    this.answered({ requestId, method: 'POST', url: '/graphql', status: answer.status, ms: performance.now() - started });
  }
}

/** Flat headers with those named in `replacing` replaced (as Fastify's reply.header replaces them). */
function withReplaced(flat: string[], replacing: Array<[string, string]>): string[] {
  const names = new Set(replacing.map(([name]) => name.toLowerCase()));
  const head: string[] = [];
  for (let index = 0; index < flat.length; index += 2) if (!names.has(flat[index])) head.push(flat[index], flat[index + 1]);
  for (const [name, value] of replacing) head.push(name, value);
  return head;
}
