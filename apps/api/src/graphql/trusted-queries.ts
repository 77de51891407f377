import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { execute, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import Negotiator from 'negotiator';
import { isJsonContent } from '../http/body-parsing';
import type { GraphQLContext } from './context';
import { requestedHash, type GraphQLRequestFields, type TrustedDocuments, type TrustedQuery } from './trusted-documents';
import { databaseWasUnavailable } from './unavailable-status';

/** Apollo's media types for a single answer, in its order of preference (ApolloServer's MEDIA_TYPES). */
const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';
const CALLBACK_TYPE = 'application/json; callbackSpec=1.0; charset=utf-8';
/** Distinct Accept headers whose negotiated type is remembered (clients send few). */
const KEPT_ACCEPT_HEADERS = 64;

export type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

export interface TrustedQueryRunnerOptions {
  schema: GraphQLSchema;
  trusted: TrustedDocuments;
  /** Apollo's formatError (schema-exposure.ts), applied as Apollo applies it. */
  formatError: FormatError;
  /** Counts the operation as Apollo's metrics plugin does. */
  countOperation: (type: string, operationName: string | null, failed: boolean, seconds: number) => void;
}

/** A plain query of the apps' that the runner answers as Apollo would. */
export interface AskedQuery {
  query: TrustedQuery;
  /** Its manifest hash (sent, or of the text sent). */
  hash: string;
  fields: GraphQLRequestFields;
  variables?: Record<string, unknown>;
  /** The media type Apollo answers this request's Accept with. */
  contentType: string;
}

/** An answer as Apollo would send it: status, the headers its errors ask for, media type and body. */
export interface TrustedQueryAnswer {
  status: number;
  headers: Array<[string, string]>;
  contentType: string;
  body: string;
}

/**
 * The apps' queries run without Apollo (issue #40). They were parsed, validated and measured once at
 * start (trusted-documents.ts) and are compiled once by graphql-jit, so what Apollo's request pipeline
 * adds per request (its plugins' hooks, the persisted-query lookup, its HTTP layer) is only cost.
 *
 * A request is asked this way when it is exactly what the apps send and what Apollo would run without
 * a word: a JSON POST of a trusted query (by hash, version 1, or by its text), an operation name that
 * is the query's own or none, variables that coerce (when they do not, nothing has run yet), an Accept
 * header that takes JSON. Anything else (GET, mutations, other documents, odd fields, a bad variable)
 * goes on to Apollo, which answers it as it always has.
 *
 * The answer is Apollo's: the same resolvers and context, errors normalised and formatted as Apollo
 * does, its statuses (503 when the database is unreachable, 500 when execution throws), its content
 * type, body and metrics. trusted-documents.spec proves it against Apollo on graphql-js for every query
 * of the apps' manifests and every seeded caller; trusted-queries.spec what is left to Apollo. The
 * answer is sent through Fastify (`trustedQueries`) or before it (early-queries.ts).
 */
export class TrustedQueryRunner {
  private readonly contentTypeFor = acceptedContentTypes();
  private readonly run: ReturnType<typeof compiledExecution>;

  constructor(private readonly options: TrustedQueryRunnerOptions) {
    this.run = compiledExecution(options.schema);
  }

  /** What a request asks, when it is a plain query this runner answers. */
  asked(method: string, headers: IncomingHttpHeaders, body: unknown): AskedQuery | undefined {
    const asked = plainQueryRequest(method, headers, body, this.options.trusted);
    const contentType = asked && this.contentTypeFor(headers.accept);
    return contentType ? { ...asked, contentType } : undefined;
  }

  /** The answer, or undefined when the variables do not coerce: nothing ran, and Apollo words that refusal its own way. */
  async answer(asked: AskedQuery, contextValue: GraphQLContext): Promise<TrustedQueryAnswer | undefined> {
    const started = performance.now();
    // Queries accept a session check from the last minute (revocation-check.ts).
    contextValue.sessionCheck.revocation = 'recent';
    let result: ExecutionResult;
    let failedStatus: number | undefined;
    try {
      result = await this.run(asked.query, contextValue, asked.variables);
      if (result.data === undefined) return undefined;
    } catch (error) {
      // As Apollo answers an execution that threw: its one error, status 500 unless the error sets one.
      result = { errors: [asGraphQLError(error)] };
      failedStatus = 500;
    }
    const { errors, status, headers } = formatLikeApollo(result.errors, this.options.formatError);
    this.options.countOperation('query', asked.query.name || null, Boolean(errors?.length), (performance.now() - started) / 1000);
    return {
      status: databaseWasUnavailable(errors) ? 503 : (status ?? failedStatus ?? 200),
      headers,
      contentType: asked.contentType,
      body: `${JSON.stringify({ errors, data: result.data, extensions: result.extensions })}\n`,
    };
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Answered by the trusted-query runner with status 200 and Fastify's headers only (early-queries.ts keeps them). */
    plainQueryAnswered: boolean;
  }
}

/** The runner's answers sent through Fastify: a preHandler on /graphql, after the gate and the kept answers, before Apollo. */
export function trustedQueries(graphql: FastifyInstance, { runner, contextOf }: { runner: TrustedQueryRunner; contextOf: (request: FastifyRequest) => GraphQLContext }): void {
  graphql.decorateRequest('plainQueryAnswered', false);
  graphql.addHook('preHandler', async (request, reply) => {
    if (reply.sent) return; // answered from a kept answer
    const asked = runner.asked(request.method, request.headers, request.body);
    const answer = asked && (await runner.answer(asked, contextOf(request)));
    if (!answer) return;
    for (const [name, value] of answer.headers) void reply.header(name, value);
    request.plainQueryAnswered = answer.status === 200 && answer.headers.length === 0;
    return reply.code(answer.status).header('content-type', answer.contentType).send(answer.body);
  });
}

/**
 * Runs a trusted query compiled by graphql-jit (once, on its first request): resolvers called without
 * graphql-js's per-field bookkeeping. A query graphql-jit cannot compile runs on graphql-js.
 */
function compiledExecution(schema: GraphQLSchema): (query: TrustedQuery, contextValue: GraphQLContext, variables: Record<string, unknown> | undefined) => ExecutionResult | Promise<ExecutionResult> {
  const compiled = new WeakMap<DocumentNode, CompiledQuery | null>();
  const withGraphQLJsErrors = (result: ExecutionResult): ExecutionResult => (result.errors ? { ...result, errors: result.errors.map(asGraphQLJsError) } : result);
  return ({ document, name }, contextValue, variables) => {
    let found = compiled.get(document);
    if (found === undefined) compiled.set(document, (found = compiledOrNull(schema, document, name)));
    if (!found) return execute({ schema, document, contextValue, variableValues: variables, operationName: name || undefined });
    const result = found.query(undefined, contextValue, variables ?? {}) as ExecutionResult | Promise<ExecutionResult>;
    return result instanceof Promise ? result.then(withGraphQLJsErrors) : withGraphQLJsErrors(result);
  };
}

function compiledOrNull(schema: GraphQLSchema, document: DocumentNode, name: string): CompiledQuery | null {
  try {
    const made = compileQuery(schema, document, name || undefined);
    return isCompiledQuery(made) ? made : null;
  } catch {
    return null;
  }
}

/** An error of graphql-jit's as graphql-js makes it: a GraphQLError whose extensions are an object, its original error's or empty. */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const made = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions ?? undefined });
  // graphql-jit has worked out the places in the text already; graphql-js would from the field's nodes.
  (made as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return made;
}

/** What a request asks, when it is a plain JSON POST of a trusted query in the shape Apollo runs as is. */
function plainQueryRequest(method: string, headers: IncomingHttpHeaders, body: unknown, trusted: TrustedDocuments): Omit<AskedQuery, 'contentType'> | undefined {
  if (method !== 'POST' || !isJsonContent(headers['content-type'])) return undefined;
  const fields = body as GraphQLRequestFields;
  if (!isRecord(fields)) return undefined;
  const { query, variables, operationName, extensions } = fields;
  if (query !== undefined && typeof query !== 'string') return undefined;
  if (variables != null && !isRecord(variables)) return undefined;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  if (extensions != null && !isRecord(extensions)) return undefined;
  if (query === undefined && (extensions?.persistedQuery as { version?: unknown } | undefined)?.version !== 1) return undefined;
  const hash = requestedHash(fields);
  const found = trusted.query(hash);
  if (!found || (operationName != null && operationName !== found.name)) return undefined;
  return { query: found, hash: hash!, fields, variables: variables ?? undefined };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/**
 * The content type Apollo answers a single result with for an Accept header (its
 * chooseContentTypeForSingleResultResponse), remembered per header; undefined when Apollo would refuse
 * (406) or answer in the callback format, which this lane leaves to Apollo.
 */
function acceptedContentTypes(): (accept: string | undefined) => string | undefined {
  const known = new Map<string, string | undefined>();
  return (accept) => {
    if (!accept) return JSON_TYPE;
    if (known.has(accept)) return known.get(accept);
    const preferred = new Negotiator({ headers: { accept } }).mediaType([JSON_TYPE, GRAPHQL_RESPONSE_TYPE, CALLBACK_TYPE]);
    const type = preferred === JSON_TYPE || preferred === GRAPHQL_RESPONSE_TYPE ? preferred : undefined;
    if (known.size < KEPT_ACCEPT_HEADERS) known.set(accept, type);
    return type;
  };
}

/**
 * Errors as Apollo formats them (its normalizeAndFormatErrors): the default code INTERNAL_SERVER_ERROR
 * added, an `http` extension taken out into the answer's status and headers, then formatError; an error
 * in formatError itself becomes Apollo's generic internal error.
 */
function formatLikeApollo(errors: readonly GraphQLError[] | undefined, formatError: FormatError): { errors?: GraphQLFormattedError[]; status?: number; headers: Array<[string, string]> } {
  if (!errors?.length) return WITHOUT_ERRORS;
  const head: { status?: number; headers: Array<[string, string]> } = { headers: [] };
  const formatted = errors.map((error) => {
    try {
      const extensions: Record<string, unknown> = { ...error.extensions, code: error.extensions.code ?? 'INTERNAL_SERVER_ERROR' };
      if (isHttpHead(extensions.http)) {
        if (extensions.http.status) head.status = extensions.http.status;
        head.headers.push(...(extensions.http.headers ?? []));
        delete extensions.http;
      }
      return formatError({ ...error.toJSON(), extensions }, error);
    } catch {
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  });
  return { ...head, errors: formatted };
}

const WITHOUT_ERRORS = Object.freeze({ headers: [] as Array<[string, string]> });

/** Apollo's ensureGraphQLError. */
function asGraphQLError(thrown: unknown): GraphQLError {
  if (thrown instanceof GraphQLError) return thrown;
  if (thrown instanceof Error) return new GraphQLError(thrown.message, { originalError: thrown });
  return new GraphQLError(`Unexpected error value: ${String(thrown)}`);
}

/** Apollo's isPartialHTTPGraphQLHead. */
function isHttpHead(value: unknown): value is { status?: number; headers?: Map<string, string> } {
  return isRecord(value) && (!('status' in value) || typeof value.status === 'number') && (!('headers' in value) || value.headers instanceof Map);
}
