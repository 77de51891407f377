import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Identity, type IdentityResolver, memoizedIdentity } from '../auth/identity';
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
    const hash = keptKind(request, fields) ? requestedHash(fields) : undefined;
    const queryName = trusted.keptQueryName(hash);
    if (queryName === undefined) return;
    // Queries accept a session check from the last minute, as revocation-check.ts decides for Apollo.
    const identity = memoizedIdentity(resolveIdentity, request.headers, () => 'recent');
    request.graphqlIdentity = identity;
    const caller = await identity().catch(() => null); // Apollo answers the failure as it always has
    if (caller && (await answers.answer(request, reply, caller, keptQuestion(hash!, fields, request.headers.accept), 'graphql', queryName, answeredWithoutErrors))) return reply;
  });
}

/** What a kept query's answer depends on besides its caller (the same key before Fastify: early-queries.ts). */
export const keptQuestion = (hash: string, fields: GraphQLRequestFields, accept: string | undefined): unknown[] => [hash, fields.operationName ?? null, fields.variables ?? null, accept ?? null];

/** Apollo writes errors before data (orderExecutionResultFields): an answer starting with data has none. */
const DATA_FIRST = Buffer.from('{"data":');
export const answeredWithoutErrors = (status: number, body: Buffer) => status === 200 && body.subarray(0, DATA_FIRST.length).equals(DATA_FIRST);

/** Only POSTs with a JSON body are kept: what the apps send, and what Apollo's CSRF check always admits. */
function keptKind(request: FastifyRequest, fields: unknown): boolean {
  const json = /^application\/json\b/i.test(request.headers['content-type'] ?? '');
  return request.method === 'POST' && json && typeof fields === 'object' && fields !== null && Boolean(request.headers.authorization);
}
