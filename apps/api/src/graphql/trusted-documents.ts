import type { ApolloServerOptions } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { errorMessage } from '@bonus/domain';
import { mayKeepAnswer } from './never-kept';
import { complexityOf, MAX_QUERY_COMPLEXITY, MAX_QUERY_TOKENS, queryShapeRule } from './limits';
import { withTypenames } from './typenames';
import MANIFEST from './trusted-documents.manifest.json';

type DocumentStore = NonNullable<ApolloServerOptions<object>['documentStore']>;
type PersistedQueryCache = NonNullable<NonNullable<Exclude<ApolloServerOptions<object>['persistedQueries'], false>>['cache']>;

/** Documents parsed and validated on demand (texts outside the manifest, outside production): a bound on memory. */
const OTHER_DOCUMENTS = 1000;

/**
 * The apps' operations (graphql-codegen's persisted documents, gathered by tools/graphql/trust-documents.mjs),
 * parsed, validated and checked for complexity once, at start. The apps send an operation's hash; its
 * text (sent instead, or by an older client) is found by its own hash. In production nothing else runs.
 * Each runs as the apps' Apollo cache sends it: with __typename in every selection (typename.ts).
 */
export interface TrustedDocuments {
  /** Whether the operation with this hex sha256 is one of the apps' (checked once, so it skips the per-request checks). */
  has: (hash: string | undefined) => boolean;
  /** The name ('' when unnamed) of the apps' query with this hash whose answer may be kept (never-kept.ts); undefined for anything else. */
  keptQueryName: (hash: string | undefined) => string | undefined;
  /** Apollo's store of parsed and validated documents: the trusted ones, then others (outside production). */
  documentStore: DocumentStore;
  /** Apollo's persisted-query cache: hash → text of the trusted documents (nothing registers: a request with a text goes by the text). */
  persistedQueryCache: PersistedQueryCache;
  size: number;
}

export function trustDocuments(schema: GraphQLSchema, { logger, manifest = MANIFEST }: { logger: Logger; manifest?: Record<string, string> }): TrustedDocuments {
  const trusted = new Map<string, { text: string; document: DocumentNode; keptQueryName?: string }>();
  for (const [hash, text] of Object.entries(manifest)) {
    const checked = checkOnce(schema, text);
    if (typeof checked === 'string') logger.warn({ hash, problem: checked }, 'trusted GraphQL document left out: the schema no longer runs it');
    else {
      const { document, keptQueryName } = checked;
      trusted.set(hash, { text, document, keptQueryName });
    }
  }
  const others = new LRUCache<string, DocumentNode>({ max: OTHER_DOCUMENTS });
  // Apollo prefixes its keys (the schema's hash, `apq:`); the hash is what follows the last colon.
  const hashOf = (key: string) => key.slice(key.lastIndexOf(':') + 1);
  return {
    has: (hash) => hash !== undefined && trusted.has(hash),
    keptQueryName: (hash) => (hash === undefined ? undefined : trusted.get(hash)?.keptQueryName),
    size: trusted.size,
    documentStore: {
      get: async (key) => trusted.get(hashOf(key))?.document ?? others.get(key),
      set: async (key, document) => void (trusted.has(hashOf(key)) || others.set(key, document)),
      delete: async (key) => others.delete(key),
    },
    persistedQueryCache: {
      get: async (key) => trusted.get(hashOf(key))?.text,
      set: async () => undefined,
      delete: async () => false,
    },
  };
}

/** Parses, validates and measures a document as Apollo and the limits would per request; the problem's text, or the document and its operation (and its name when its answer may be kept). */
function checkOnce(schema: GraphQLSchema, text: string): { document: DocumentNode; operation: OperationDefinitionNode; keptQueryName?: string } | string {
  let document: DocumentNode;
  try {
    document = withTypenames(parse(text, { maxTokens: MAX_QUERY_TOKENS }));
  } catch (error) {
    return String(error);
  }
  const errors = validate(schema, document, [...specifiedRules, queryShapeRule]);
  if (errors.length) return errors.map((error) => error.message).join('; ');
  const operation = getOperationAST(document);
  if (!operation) return 'no single operation';
  // The cost counts fields (no field's cost depends on its arguments), so any values of the right types will do.
  const variables = Object.fromEntries((operation.variableDefinitions ?? []).map((definition) => [definition.variable.name.value, placeholder(schemaType(schema, definition.type))]));
  const complexity = complexityOf(schema, document, operation.name?.value, variables);
  if (complexity > MAX_QUERY_COMPLEXITY) return `complexity ${complexity} > ${MAX_QUERY_COMPLEXITY}`;
  return mayKeepAnswer(schema, operation) ? { document, operation, keptQueryName: operation.name?.value ?? '' } : { document, operation };
}

function schemaType(schema: GraphQLSchema, type: import('graphql').TypeNode): GraphQLInputType {
  if (type.kind === 'NonNullType') return schemaType(schema, type.type);
  if (type.kind === 'ListType') return schemaType(schema, type.type);
  return schema.getType(type.name.value) as GraphQLInputType;
}

/** A value of `type` that coerces: the required fields of input objects filled in, scalars with a neutral value. */
function placeholder(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).flatMap((field) => (isNonNullType(field.type) && field.defaultValue === undefined ? [[field.name, placeholder(field.type)]] : [])));
  }
  return ({ Int: 0, Float: 0, Boolean: false } as Record<string, unknown>)[type.name] ?? '0';
}

export type GraphQLRequestFields = { query?: unknown; extensions?: unknown; operationName?: unknown; variables?: unknown };

/** A request's persisted-query extension (an object in a POST body, JSON text in a GET query string). */
function extensionsOf(source: GraphQLRequestFields): { persistedQuery?: { sha256Hash?: unknown } } | undefined {
  if (typeof source.extensions !== 'string') return source.extensions as ReturnType<typeof extensionsOf>;
  try {
    return JSON.parse(source.extensions);
  } catch {
    return undefined;
  }
}

/** The digest of a request's text, worked out once: the gate, the response cache and the runner all ask for it. */
const textDigests = new WeakMap<GraphQLRequestFields, { text: string; hash: string }>();

/** The hash of the operation a request asks for: its text's when it sends one, else the one it sends. */
export function requestedHash(source: GraphQLRequestFields): string | undefined {
  if (typeof source.query === 'string') {
    const known = textDigests.get(source);
    if (known?.text === source.query) return known.hash;
    const hash = createHash('sha256').update(source.query).digest('hex');
    textDigests.set(source, { text: source.query, hash });
    return hash;
  }
  const sent = extensionsOf(source)?.persistedQuery?.sha256Hash;
  return typeof sent === 'string' ? sent : undefined;
}

/**
 * The gate in front of /graphql (a Fastify preHandler). A request with a text goes by its text: a hash
 * sent beside it is dropped (Apollo's link sends the text printed its own way when the api did not know
 * the hash, so the two need not match). In production an operation that is not one of the apps' is
 * refused with 400 before anything parses it, and third parties are pointed to REST and the SDK.
 */
export function trustedDocumentGate(trusted: TrustedDocuments, production: boolean) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const source = ((request.method === 'GET' ? request.query : request.body) ?? {}) as GraphQLRequestFields;
    if (typeof source.query === 'string' && source.extensions !== undefined) {
      const { persistedQuery: _dropped, ...others } = extensionsOf(source) ?? {};
      source.extensions = typeof source.extensions === 'string' ? JSON.stringify(others) : others;
    }
    if (!production || trusted.has(requestedHash(source))) return done();
    void reply
      .code(400)
      .type('application/json')
      .send({ errors: [{ message: errorMessage('GRAPHQL_DOCUMENT_NOT_TRUSTED'), extensions: { code: 'GRAPHQL_DOCUMENT_NOT_TRUSTED', status: 400 } }] });
  };
}
