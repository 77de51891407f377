import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { databaseSnapshotOf } from '@bonus/server';
import { type Identity, type IdentityResolver, memoizedIdentity } from '../auth/identity';
import type { ApiMetrics } from '../observability/metrics';
import { type GraphQLRequestFields, requestedHash, type TrustedDocuments } from './trusted-documents';

/**
 * How long an answer is kept, and the clock's step in its key: answers that count days, months or
 * deadlines from now are recomputed at least once a minute, whatever else happened.
 */
const KEEP_MS = 60_000;
/** No one answer may take more than this share of the memory given to the cache. */
const LARGEST_SHARE = 8;

/** An answer Apollo sent (status 200, no errors), as it sent it. */
interface KeptAnswer {
  contentType: string;
  body: Buffer;
}

/** What the cache decided for a request that missed: its key, and the end of its turn computing it. */
interface Computing {
  key: string;
  done: () => void;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, resolved once by the response cache for the apps' queries; the GraphQL context reuses it. */
    graphqlIdentity: (() => Promise<Identity>) | null;
    graphqlAnswerKey: Computing | null;
  }
}

export interface ResponseCacheOptions {
  trusted: TrustedDocuments;
  resolveIdentity: IdentityResolver;
  /** Changes whenever an api cache (catalogue, settings, members' rows) drops something: see SharedCache.version. */
  cacheVersion: () => number;
  metrics: ApiMetrics['graphqlResponseCache'];
  maxBytes: number;
}

/**
 * Answers the apps' queries (trusted documents, issue #40) from the answer kept for the same operation,
 * variables and caller, read at the same database snapshot, so a repeated page load costs what a REST
 * read costs: the caller's record (one statement, which also reads the snapshot) and the kept bytes.
 *
 * Why this is exact: the snapshot (pg_current_snapshot, read with the caller's record) changes when any
 * transaction that wrote anything commits, in any api copy, job or SQL console; an answer computed after
 * that read and kept under it is therefore never served once any table it read may have changed. The
 * key also carries the api's own cache version (a value cached here that another copy's change made stale
 * is dropped on its NOTIFY, and an answer built from it then no longer matches) and the minute (answers
 * that depend on the time of day). Only signed-in POSTs of trusted queries are kept (not those asking the
 * payment provider: NeverKept), only answers without errors, and only for this process: nothing is
 * shared between callers.
 *
 * Concurrent misses of one key wait for the first to finish rather than computing the same answer.
 */
export function graphqlResponseCache(app: FastifyInstance, options: ResponseCacheOptions): void {
  const kept = new LRUCache<string, KeptAnswer>({
    maxSize: options.maxBytes,
    maxEntrySize: Math.floor(options.maxBytes / LARGEST_SHARE),
    sizeCalculation: (answer, key) => answer.body.length + key.length,
    ttl: KEEP_MS,
  });
  const computing = new Map<string, Promise<void>>();

  app.decorateRequest('graphqlIdentity', null);
  app.decorateRequest('graphqlAnswerKey', null);

  app.addHook('preHandler', async (request, reply) => {
    const started = process.hrtime.bigint();
    const fields = request.body as GraphQLRequestFields;
    const queryName = keptKind(request, fields) ? options.trusted.keptQueryName(requestedHash(fields)) : undefined;
    if (queryName === undefined) return;
    // Queries accept a session check from the last minute, as revocation-check.ts decides for Apollo.
    const identity = memoizedIdentity(options.resolveIdentity, request.headers, () => 'recent');
    request.graphqlIdentity = identity;
    const caller = await identity().catch(() => null); // Apollo answers the failure as it always has
    const key = caller && keyOf(request, fields, caller, options.cacheVersion());
    if (!key) return;
    let answer = kept.get(key);
    const earlier = answer ? undefined : computing.get(key);
    if (earlier) answer = await earlier.then(() => kept.get(key));
    if (answer) {
      options.metrics.hit(queryName, Number(process.hrtime.bigint() - started) / 1e9);
      return reply.code(200).type(answer.contentType).send(answer.body);
    }
    options.metrics.miss();
    let done!: () => void;
    const turn = new Promise<void>((resolve) => (done = resolve));
    if (!earlier) computing.set(key, turn);
    request.graphqlAnswerKey = {
      key,
      done: () => {
        if (computing.get(key) === turn) computing.delete(key);
        done();
      },
    };
  });

  app.addHook('onSend', (request, reply, payload, next) => {
    const computed = request.graphqlAnswerKey;
    // Apollo writes errors before data (orderExecutionResultFields): an answer starting with data has none.
    if (computed && reply.statusCode === 200 && typeof payload === 'string' && payload.startsWith('{"data":')) {
      kept.set(computed.key, { contentType: String(reply.getHeader('content-type')), body: Buffer.from(payload) });
    }
    next(null, payload);
  });
  const finish = (request: FastifyRequest, _reply: unknown, next: () => void) => {
    request.graphqlAnswerKey?.done();
    next();
  };
  app.addHook('onResponse', finish);
  app.addHook('onRequestAbort', (request, next) => finish(request, null, next));
}

/** Only POSTs with a JSON body are kept: what the apps send, and what Apollo's CSRF check always admits. */
function keptKind(request: FastifyRequest, fields: unknown): boolean {
  const json = /^application\/json\b/i.test(request.headers['content-type'] ?? '');
  return request.method === 'POST' && json && typeof fields === 'object' && fields !== null && Boolean(request.headers.authorization);
}

/** Everything the answer depends on: the operation and its variables, the caller, the data and the clock. */
function keyOf(request: FastifyRequest, fields: GraphQLRequestFields, caller: Identity, cacheVersion: number): string | null {
  if (caller.kind !== 'member' && caller.kind !== 'admin') return null;
  const snapshot = databaseSnapshotOf(caller.member.user);
  if (!snapshot) return null;
  const who = JSON.stringify([caller.kind, caller.member.user.id, caller.token, caller.apiToken ?? null]);
  const operation = JSON.stringify([requestedHash(fields), fields.operationName ?? null, fields.variables ?? null, request.headers.accept ?? null]);
  return `${snapshot}|${cacheVersion}|${Math.floor(Date.now() / KEEP_MS)}|${who}|${operation}`;
}
