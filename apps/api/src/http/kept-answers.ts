import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { setTimeout as delay } from 'node:timers/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { answerVersionOf, type UserEntity } from '@bonus/server';
import type { Identity } from '../auth/identity';
import type { ApiMetrics } from '../observability/metrics';
import { ownBytes } from './own-bytes';

/**
 * How long an answer is kept from when it was computed: answers that count days, months or deadlines from
 * now are computed again at least once a minute, whatever else happened.
 */
const KEEP_MS = 60_000;
/** How long a request waits for another computing the same answer before computing it too (should that one never end). */
const MAX_WAIT_MS = 10_000;
/** No one answer may take more than this share of the memory given to the answers. */
const LARGEST_SHARE = 8;
/**
 * Answers from this size on are kept gzipped (at the fastest level): a member's pages are JSON lists that shrink
 * about tenfold, so the same memory holds ten times the members. A client that accepts gzip (every browser) gets
 * the kept bytes as they are; any other gets them inflated.
 */
const GZIP_FROM_BYTES = 8 * 1024;
const ACCEPTS_GZIP = /(?:^|,)\s*(?:gzip|\*)\s*(?:;\s*q=(?!0(?:\.0*)?\s*(?:,|$))[\d.]+)?\s*(?=,|$)/i;

/** Which surface an answer came from, for the metrics. */
export type KeptSurface = 'graphql' | 'rest';

/** An answer sent with status 200, as it was sent (gzipped when `gzipped`). */
export interface KeptAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  gzipped?: boolean;
}

/** A request that missed: its key, what of its answer may be kept, and the end of its turn computing it. */
export interface Computing {
  key: string;
  keeps: (status: number, body: Buffer) => boolean;
  done: () => void;
}

declare module 'fastify' {
  interface FastifyRequest {
    keptAnswerKey: Computing | null;
  }
}

export interface KeptAnswersOptions {
  maxBytes: number;
  /** Changes whenever an api cache (catalogue, settings, members' rows) drops something: see SharedCache.version. */
  cacheVersion: () => number;
  metrics: ApiMetrics['keptAnswers'];
  /** How long a request waits for another computing the same answer (MAX_WAIT_MS). */
  maxWaitMs?: number;
  /** What a caller's answers are computed from, read with their record (tests stand in for the database). */
  versionOf?: (user: UserEntity) => string | undefined;
}

/**
 * The response cache for signed-in reads that are repeated (issues #40, #56): the same request by the same member,
 * with the same validated input, is answered with the bytes sent the first time, after the one statement every
 * signed-in request sends anyway (the caller's record, which also reads the versions below).
 *
 * Why this is exact: the cache key carries the member's answer version (answerVersionOf: their own data_version,
 * which triggers change with any row of theirs and their record, and the site's, which triggers change with the
 * catalogue, content, settings and the rows that cross members), so an answer is never served once anything it
 * was computed from may have changed; another member's write or a presence note changes neither. The key also
 * carries the api's own cache version (a value cached here that another copy's change made stale is dropped on
 * its NOTIFY); an answer lives a minute at most (KEEP_MS: answers that count from now). Only answers with status 200 are kept,
 * only in this process, never across callers and never an admin's (admin answers read every member's rows).
 * Concurrent misses of one key wait for the first rather than computing it too (single flight).
 */
export class KeptAnswers {
  private readonly kept: LRUCache<string, KeptAnswer>;
  private readonly computing = new Map<string, Promise<void>>();

  constructor(private readonly options: KeptAnswersOptions) {
    this.kept = new LRUCache({
      maxSize: options.maxBytes,
      maxEntrySize: Math.floor(options.maxBytes / LARGEST_SHARE),
      // What the entry holds in memory: its bytes' whole store (ownBytes makes that the bytes alone: a small
      // answer kept as a view could hold a 64 KB store, unseen by a count of its bytes) and its key.
      sizeCalculation: (answer, key) => answer.body.buffer.byteLength + key.length,
      ttl: KEEP_MS,
    });
  }

  /** Stores what the requests that missed sent (once, on the app). */
  register(app: FastifyInstance): void {
    app.decorateRequest('keptAnswerKey', null);
    app.addHook('onSend', (request, reply, payload, next) => {
      const computing = request.keptAnswerKey;
      if (!computing || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return next(null, payload);
      // The same read may come back gzipped from the cache: the computed answer says it varies by encoding too.
      varyByEncoding(reply);
      // JSON answers reach onSend as text (GraphQL) or bytes (REST's serializer); copied, since bytes may be reused.
      this.keep(computing, { status: reply.statusCode, contentType: String(reply.getHeader('content-type')), body: Buffer.from(payload) });
      next(null, payload);
    });
  }

  /**
   * Sends the answer kept for what `request` asks (`asked`: everything besides the caller that the
   * answer depends on) and returns true (the hook then returns the reply); or returns false, and the
   * request computes its answer, which is kept when `keeps` says so. A caller without a member record
   * read at a known snapshot is never kept.
   */
  async answer(request: FastifyRequest, reply: FastifyReply, caller: Identity, asked: unknown, surface: KeptSurface, operation: string, keeps: Computing['keeps']): Promise<boolean> {
    const found = await this.lookUp(caller, asked, surface, operation, keeps);
    if (found && 'answer' in found) {
      const { status, contentType, body, gzipped } = found.answer;
      void reply.code(status).type(contentType);
      varyByEncoding(reply);
      if (!gzipped) void reply.send(body);
      else if (ACCEPTS_GZIP.test(request.headers['accept-encoding'] ?? '')) void reply.header('content-encoding', 'gzip').send(body);
      else void reply.send(gunzipSync(body));
      return true;
    }
    request.keptAnswerKey = found?.turn ?? null;
    // The turn ends when the response does, sent or not: Fastify's onResponse misses a caller who left before the
    // answer was written, and its onRequestAbort one who left after sending the whole request (the soak's timeouts,
    // issue #59: such a turn was never ended, so every later miss of its key waited MAX_WAIT_MS for it).
    if (found?.turn) reply.raw.once('close', found.turn.done);
    return false;
  }

  /**
   * The answer kept for `asked` by `caller`, or this request's turn to compute it (then `keep` what was
   * sent and end the turn with `done`, whatever happens), or null when such an answer is never kept.
   */
  private async lookUp(caller: Identity, asked: unknown, surface: KeptSurface, operation: string, keeps: Computing['keeps']): Promise<{ answer: KeptAnswer } | { turn: Computing } | null> {
    const started = process.hrtime.bigint();
    const key = this.keyOf(caller, asked);
    if (!key) return null;
    let answer = this.kept.get(key);
    const earlier = answer ? undefined : this.computing.get(key);
    if (earlier) answer = await Promise.race([earlier, delay(this.options.maxWaitMs ?? MAX_WAIT_MS, undefined, { ref: false })]).then(() => this.kept.get(key));
    if (answer) {
      this.options.metrics.hit(surface, operation, Number(process.hrtime.bigint() - started) / 1e9);
      return { answer };
    }
    this.options.metrics.miss(surface);
    let done!: () => void;
    const turn = new Promise<void>((resolve) => (done = resolve));
    if (!earlier) this.computing.set(key, turn);
    return {
      turn: {
        key,
        keeps,
        done: () => {
          if (this.computing.get(key) === turn) this.computing.delete(key);
          done();
        },
      },
    };
  }

  /** Keeps what a request whose turn it was sent, when its turn's `keeps` says so. */
  keep(turn: Computing, answer: KeptAnswer): void {
    if (!turn.keeps(answer.status, answer.body)) return;
    const kept = answer.body.length < GZIP_FROM_BYTES ? answer : { ...answer, body: gzipSync(answer.body, { level: 1 }), gzipped: true };
    this.kept.set(turn.key, { ...kept, body: ownBytes(kept.body) });
  }

  /** The cache key: everything the answer depends on (the data; the clock is the entry's time to live), the caller, and what was asked. */
  private keyOf(caller: Identity, asked: unknown): string | null {
    if (caller.kind !== 'member') return null;
    const version = (this.options.versionOf ?? answerVersionOf)(caller.member.user);
    if (!version) return null;
    const who = JSON.stringify([caller.member.user.id, caller.token, caller.apiToken ?? null]);
    return `${version}|${this.options.cacheVersion()}|${who}|${JSON.stringify(asked)}`;
  }
}

/** Adds Accept-Encoding to the answer's Vary (CORS has put Origin there). */
function varyByEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const named = vary === undefined ? [] : String(vary).split(/\s*,\s*/).filter(Boolean);
  if (!named.some((name) => name.toLowerCase() === 'accept-encoding')) void reply.header('vary', [...named, 'Accept-Encoding'].join(', '));
}
