import type { IncomingHttpHeaders } from 'node:http';
import type { JobQueue, RevocationCheck, Services } from '@bonus/server';
import type { Identity } from '../auth/identity';

export interface GraphQLContext {
  services: Services;
  /** Resolved on first use, so public operations never verify a token. */
  identity: () => Promise<Identity>;
  /** Queues background work now (the request's id goes with it into the job's logs). */
  jobs: JobQueue;
  /** This request's id (X-Request-Id from the proxy when sane), see observability/request-log. */
  requestId: string;
  /** For per-client rate limits. */
  clientIp: string;
  /**
   * Set once the operation is known: mutations check the session afresh, queries accept a recent
   * check. An object, because Apollo hands plugins and resolvers a shallow copy of the context.
   */
  sessionCheck: { revocation: RevocationCheck };
}

/** What the context is built from: the Fastify request. */
export interface ContextSource {
  id: string;
  ip: string | undefined;
  headers: IncomingHttpHeaders;
  /** The caller, when the kept answers have resolved it already (response-cache.ts). */
  graphqlIdentity: (() => Promise<Identity>) | null;
}
