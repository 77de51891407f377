import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { type Identity, type IdentityResolver, memoizedIdentity } from '../auth/identity';
import { isJsonContent } from '../http/body-parsing';
import type { KeptAnswers } from '../http/kept-answers';
import { type GraphQLRequestFields, requestedHash, type TrustedDocuments } from './trusted-documents';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, resolved once by the response cache for the apps' queries; the GraphQL context reuses it. */
    graphqlIdentity: (() => Promise<Identity>) | null;
  }
}

/**
 * Answers the apps' queries (trusted documents, issue #40) from the answer kept for the same operation,
 * variables and caller at the same database snapshot (http/kept-answers.ts says why that is exact), so a
 * repeated page load costs what a REST read costs. Only signed-in POSTs of trusted queries are kept, and
 * not those asking the payment provider (NeverKept); an answer with errors is never kept.
 */
export function graphqlResponseCache(graphql: FastifyInstance, { trusted, resolveIdentity, answers }: { trusted: TrustedDocuments; resolveIdentity: IdentityResolver; answers: KeptAnswers }): void {
  graphql.decorateRequest('graphqlIdentity', null);
  graphql.addHook('preHandler', async (request, reply) => {
    const fields = request.body as GraphQLRequestFields;
    if (!keptKind(request, fields)) return;
    const kept = await keptQueryOf(requestedHash(fields), fields, request.headers, { trusted, resolveIdentity }, (identity) => (request.graphqlIdentity = identity));
    if (kept && (await answers.answer(request, reply, kept.caller, kept.question, 'graphql', kept.queryName, answeredWithoutErrors))) return reply;
  });
}

/** A signed-in query whose answer is kept: its caller, what its answer depends on besides the caller, and its name. */
export interface KeptQuery {
  caller: Identity;
  question: unknown[];
  queryName: string;
}

/**
 * Which kept query a request asks, or null.
 * The caller is resolved once and handed on (`useIdentity`) for the GraphQL context; a caller who cannot be
 * resolved gets null, and the query then answers the failure as it always has.
 */
export async function keptQueryOf(
  hash: string | undefined,
  fields: GraphQLRequestFields,
  headers: IncomingHttpHeaders,
  { trusted, resolveIdentity }: { trusted: TrustedDocuments; resolveIdentity: IdentityResolver },
  useIdentity: (identity: () => Promise<Identity>) => void,
): Promise<KeptQuery | null> {
  const queryName = trusted.keptQueryName(hash);
  if (queryName === undefined || !headers.authorization) return null;
  // Queries accept a session check from the last minute, as revocation-check.ts decides for Apollo.
  const identity = memoizedIdentity(resolveIdentity, headers, () => 'recent');
  useIdentity(identity);
  const caller = await identity().catch(() => null);
  return caller && { caller, question: [hash, fields.operationName ?? null, fields.variables ?? null, headers.accept ?? null], queryName };
}

/** Apollo writes errors before data (orderExecutionResultFields): an answer starting with data has none. */
const DATA_FIRST = Buffer.from('{"data":');
export const answeredWithoutErrors = (status: number, body: Buffer) => status === 200 && body.subarray(0, DATA_FIRST.length).equals(DATA_FIRST);

/** Only signed-in POSTs with a JSON body are kept: what the apps send, and what Apollo's CSRF check always admits. */
function keptKind(request: FastifyRequest, fields: unknown): boolean {
  return request.method === 'POST' && isJsonContent(request.headers['content-type']) && typeof fields === 'object' && fields !== null && Boolean(request.headers.authorization);
}
