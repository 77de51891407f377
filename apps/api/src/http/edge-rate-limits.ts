import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { errorMessage } from '@bonus/domain';
import { type ApiConfig, WindowCounters, type WindowDecision } from '@bonus/server';
import MANIFEST from '../graphql/trusted-documents.manifest.json';

/** Limits count requests per minute (fixed windows). */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

/** Probes and scraping: never limited (an orchestrator must always learn whether a copy is alive). */
const UNLIMITED_ROUTES = new Set(['/health', '/ready', '/live', '/metrics']);

/** The GraphQL twins of the strict REST routes: sign-up, the password-reset e-mail and the referral invitation (public writes). */
const STRICT_GRAPHQL_FIELDS = /\b(?:registerUser|requestPasswordReset|sendReferralEmail)\b/;

/** The apps' persisted operations (by hash) that call a strict field, found once at start. */
const STRICT_DOCUMENT_HASHES = new Set(
  Object.entries(MANIFEST as Record<string, string>)
    .filter(([, text]) => STRICT_GRAPHQL_FIELDS.test(text))
    .map(([hash]) => hash),
);

type RateLimitSettings = Pick<ApiConfig, 'RATE_LIMIT_PER_IP' | 'RATE_LIMIT_PER_CREDENTIAL' | 'RATE_LIMIT_STRICT' | 'RATE_LIMIT_SYNC_MS'>;

/** The configuration's defaults (api-config.ts), for a caller that builds its config without them. */
const DEFAULTS: RateLimitSettings = { RATE_LIMIT_PER_IP: 1200, RATE_LIMIT_PER_CREDENTIAL: 600, RATE_LIMIT_STRICT: 10, RATE_LIMIT_SYNC_MS: 1000 };

export interface EdgeRateLimitDependencies {
  /** The api's configuration; the RATE_LIMIT_* settings default as api-config.ts declares them. */
  config: Pick<ApiConfig, 'NODE_ENV'> & Partial<RateLimitSettings>;
  dataSource: DataSource;
  logger: Logger;
}

/**
 * Limits at the edge (issue #56): every request but probes and scraping counts per client address
 * (`request.ip`, through TRUSTED_PROXIES only) and per bearer credential (its SHA-256, never the
 * credential itself) in an `onRequest` hook — before its body is read and before anybody is
 * identified — and is refused with 429, a Czech message and Retry-After once a minute's limit is
 * reached. The strict routes (route data `rateLimit: 'strict'`) also count per address toward
 * RATE_LIMIT_STRICT, exactly and at once in PostgreSQL; their GraphQL twins are known only from the
 * body, so /graphql counts them after the body is parsed and before anything runs (`preValidation`).
 * The counts are shared by every api copy (see WindowCounters and docs/operations.md, "Rate limits").
 * Register on the app before its routes, so the hooks apply to all of them.
 */
export function edgeRateLimits(app: FastifyInstance, deps: EdgeRateLimitDependencies): void {
  const settings = { ...DEFAULTS, ...definedOnly(deps.config) };
  const counters = new WindowCounters(deps.dataSource, {
    windowSeconds: RATE_LIMIT_WINDOW_SECONDS,
    syncMs: settings.RATE_LIMIT_SYNC_MS,
    onError: (error) => deps.logger.warn({ err: error }, 'rate-limit counts not shared (kept for the next flush)'),
  });
  counters.start();
  app.addHook('onClose', async () => counters.stop());

  /** The strict class: counted in the database at once; a database that does not answer refuses nobody (the route itself then answers 503). */
  const strictDecision = async (request: FastifyRequest): Promise<WindowDecision> => {
    try {
      return await counters.hitNow('edge:strict', request.ip, settings.RATE_LIMIT_STRICT);
    } catch (error) {
      deps.logger.warn({ reqId: request.id, err: error }, 'strict rate limit not counted');
      return { allowed: true, retryAfterSeconds: 0 };
    }
  };

  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route !== undefined && UNLIMITED_ROUTES.has(route)) return done();
    const decision = everyRequest(counters, settings, request);
    if (!decision.allowed) return void refuse(request, reply, decision);
    if (request.routeOptions.config.definition?.rateLimit !== 'strict' || !settings.RATE_LIMIT_STRICT) return done();
    void strictDecision(request).then((strict) => (strict.allowed ? done() : refuse(request, reply, strict)));
  });

  // /graphql's strict operations, known from the parsed body (or the GET query string), before the document gate, the response cache and Apollo.
  app.addHook('preValidation', (request, reply, done) => {
    if (request.routeOptions.url !== '/graphql' || !settings.RATE_LIMIT_STRICT || !callsStrictField(request.method === 'GET' ? request.query : request.body)) return done();
    void strictDecision(request).then((strict) => (strict.allowed ? done() : refuse(request, reply, strict)));
  });
}

/** Per address, then per credential (a refused request counts toward the address only). */
function everyRequest(counters: WindowCounters, settings: RateLimitSettings, request: FastifyRequest): WindowDecision {
  const byAddress = settings.RATE_LIMIT_PER_IP ? counters.hit('edge:ip', request.ip, settings.RATE_LIMIT_PER_IP) : ALLOWED;
  if (!byAddress.allowed || !settings.RATE_LIMIT_PER_CREDENTIAL) return byAddress;
  const credential = credentialKey(request.headers.authorization);
  return credential ? counters.hit('edge:credential', credential, settings.RATE_LIMIT_PER_CREDENTIAL) : ALLOWED;
}

const ALLOWED: WindowDecision = { allowed: true, retryAfterSeconds: 0 };

/**
 * What a credential is counted under: the SHA-256 of the Authorization header's value (base64url, 128 bits),
 * so the counts (in memory and in PostgreSQL) never hold a usable token. Whatever the header says counts,
 * valid or not: checking it would be the work the limit is there to spare.
 */
export function credentialKey(authorization: string | undefined): string | undefined {
  const value = authorization?.trim();
  return value ? createHash('sha256').update(value).digest('base64url').slice(0, 22) : undefined;
}

/** Whether a GraphQL request (its body, or GET's query string; one operation or a batch) names a strict field, by its text or its persisted hash. */
function callsStrictField(source: unknown): boolean {
  if (Array.isArray(source)) return source.some(callsStrictField);
  if (!source || typeof source !== 'object') return false;
  const { query, extensions } = source as { query?: unknown; extensions?: unknown };
  if (typeof query === 'string') return STRICT_GRAPHQL_FIELDS.test(query);
  const persisted = (typeof extensions === 'string' ? safeJson(extensions) : extensions) as { persistedQuery?: { sha256Hash?: unknown } } | undefined;
  const hash = persisted?.persistedQuery?.sha256Hash;
  return typeof hash === 'string' && STRICT_DOCUMENT_HASHES.has(hash);
}

/** 429 with Retry-After: REST's error body, or GraphQL's error shape on /graphql. */
function refuse(request: FastifyRequest, reply: FastifyReply, decision: WindowDecision): FastifyReply {
  reply.code(429).header('retry-after', String(decision.retryAfterSeconds));
  const message = errorMessage('RATE_LIMITED');
  if (request.routeOptions.url === '/graphql') return reply.type('application/json; charset=utf-8').send({ errors: [{ message, extensions: { code: 'RATE_LIMITED', status: 429 } }] });
  return reply.send({ error: message, code: 'RATE_LIMITED' });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The settings the config gives (undefined ones take the defaults). */
function definedOnly(config: Partial<RateLimitSettings>): Partial<RateLimitSettings> {
  return Object.fromEntries(Object.entries(config).filter(([key, value]) => key.startsWith('RATE_LIMIT_') && value !== undefined));
}
