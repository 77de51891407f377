import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import querystring from 'node:querystring';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { ApiConfig, JobQueue, Services, TokenVerifier } from '@bonus/server';
import { createIdentityResolver, memoizedIdentity } from './auth/identity';
import { complexityLimitPlugin, MAX_QUERY_TOKENS, queryShapeRule } from './graphql/limits';
import { revocationCheckPlugin } from './graphql/revocation-check';
import type { ContextSource, GraphQLContext } from './graphql/context';
import { graphqlResponseCache } from './graphql/response-cache';
import { schemaExposure } from './graphql/schema-exposure';
import { trustDocuments, trustedDocumentGate } from './graphql/trusted-documents';
import { unavailableStatusPlugin } from './graphql/unavailable-status';
import { acceptForms, BODY_LIMIT, keepRawBodies, registerBodyParsing } from './http/body-parsing';
import { answerClientError, answerUnmetExpectation } from './http/client-error';
import { serializerCompiler, validatorCompiler } from './http/schema-compilers';
import { cachingHeaders } from './http/caching-headers';
import { watchContract } from './http/contract-watch';
import { KeptAnswers } from './http/kept-answers';
import { drainRefusedBodies } from './http/refused-body-drain';
import { edgeRateLimits } from './http/edge-rate-limits';
import { securityHeaders } from './http/security-headers';
import { type HealthAnswer, healthEndpoint, livenessEndpoint, PROBE_PATHS } from './observability/health';
import { ApiMetrics, metricsEndpoint } from './observability/metrics';
import { requestId, requestLogging } from './observability/request-log';
import { nameTracedRoutes } from './observability/tracing';
import { buildApiSchema } from './graphql/schema';
import { frameworkErrors, notFound, restErrorHandler } from './rest/error-handler';
import { registerOpenApi } from './rest/openapi';
import { registerRoutes, type RouteDefinition } from './rest/route-table';
import { ROUTES } from './rest/routes';
import { trustedProxies } from './trusted-proxies';

/** The verbs of the REST surface (and GraphQL's GET and POST), allowed from the allowed origins. */
const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];

export interface AppDependencies {
  config: Pick<ApiConfig, 'CORS_ORIGINS' | 'NODE_ENV' | 'METRICS_TOKEN' | 'TRUSTED_PROXIES' | 'KEPT_ANSWERS_MB'>;
  dataSource: DataSource;
  services: Services;
  verifier: TokenVerifier;
  logger: Logger;
  metrics: ApiMetrics;
  jobs: JobQueue;
  health: () => Promise<HealthAnswer>;
}

/**
 * A Fastify server as the api's HTTP edge is configured everywhere (the api and the worker's probes):
 * routing as the spec's clients expect it (case-insensitive, a trailing slash ignored, the query
 * string read by node:querystring), request ids, the log line and the metrics of every request.
 */
export function createHttpServer(deps: Pick<AppDependencies, 'config' | 'logger' | 'metrics'>): FastifyInstance {
  const app = Fastify({
    logger: false,
    genReqId: requestId,
    trustProxy: trustedProxies(deps.config),
    bodyLimit: BODY_LIMIT,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 2000, querystringParser: (text) => querystring.parse(text) },
    // Stopping closes idle keep-alive connections and waits for requests in flight (run-process.ts bounds the wait).
    forceCloseConnections: 'idle',
    frameworkErrors,
    clientErrorHandler: answerClientError,
  });
  app.server.on('checkExpectation', answerUnmetExpectation);
  securityHeaders(app);
  drainRefusedBodies(app);
  cachingHeaders(app);
  deps.metrics.countRequests(app);
  requestLogging(app, deps.logger);
  nameTracedRoutes(app);
  app.setErrorHandler(restErrorHandler(deps.logger));
  app.setNotFoundHandler(notFound);
  return app;
}

/** Builds the api: /health (/ready), /live, /metrics, /graphql, the REST surface and its OpenAPI document, sharing one identity resolver. */
export async function createApp(deps: AppDependencies): Promise<{ app: FastifyInstance; apollo: ApolloServer<GraphQLContext>; contract: { breaches: readonly string[] } }> {
  const resolveIdentity = createIdentityResolver(deps.verifier, deps.services);
  const schema = await buildApiSchema();
  const production = deps.config.NODE_ENV === 'production';
  const trusted = trustDocuments(schema, { logger: deps.logger });
  const keptAnswers = keptAnswersOf(deps);
  const exposure = schemaExposure(deps.config);
  const contextOf = graphqlContextOf(deps, resolveIdentity);
  const app = createHttpServer(deps);
  const contract = watchContract(app, deps.logger);
  keptAnswers?.register(app);
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    validationRules: [queryShapeRule],
    parseOptions: { maxTokens: MAX_QUERY_TOKENS },
    // The apps' documents come parsed and validated from the start; the apps send only their hash.
    documentStore: trusted.documentStore,
    persistedQueries: { cache: trusted.persistedQueryCache },
    ...exposure,
    includeStacktraceInErrorResponses: false,
    // The process stops the server on signals itself (run-process.ts); Apollo's own handler would stop
    // it concurrently, and its second stop() then waits forever.
    stopOnTerminationSignals: false,
    plugins: [
      deps.metrics.graphqlPlugin,
      complexityLimitPlugin(schema, trusted.has),
      revocationCheckPlugin,
      unavailableStatusPlugin,
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used; left on, it would wrap every resolved field in a hook.
      ApolloServerPluginCacheControlDisabled(),
    ],
  });
  await apollo.start();

  // Every OPTIONS request is a preflight, answered whether or not it names a method (as the api always did).
  await app.register(cors, { origin: deps.config.CORS_ORIGINS, methods: CORS_METHODS, credentials: false, maxAge: 600, strictPreflight: false });
  // After CORS (a 429 carries its headers), before every route (http/edge-rate-limits.ts).
  edgeRateLimits(app, deps);
  registerBodyParsing(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // /health for the third parties that call it, /ready for the cluster: the same answer (observability/health.ts).
  app.get(PROBE_PATHS.health, healthEndpoint(deps.health));
  app.get(PROBE_PATHS.ready, healthEndpoint(deps.health));
  app.get(PROBE_PATHS.live, livenessEndpoint);
  app.get('/metrics', metricsEndpoint(deps.metrics.registry, deps.config.METRICS_TOKEN));

  await app.register(async (graphql) => {
    // Production runs only the apps' operations: the refusal comes before anything parses the text.
    graphql.addHook('preHandler', trustedDocumentGate(trusted, production));
    if (keptAnswers) graphqlResponseCache(graphql, { trusted, resolveIdentity, answers: keptAnswers });
    await graphql.register(fastifyApollo(apollo), { method: ['GET', 'POST'], context: async (request) => contextOf(request) });
  });

  await registerOpenApi(app);
  app.decorateRequest('identity', null);
  // JSON everywhere; the payment gateway's pages take forms, signed webhooks and uploads raw bytes.
  const [rawBodyRoutes, otherRoutes] = partition(ROUTES, (route) => route.body === 'raw');
  const [pageRoutes, jsonRoutes] = partition(otherRoutes, (route) => route.raw === 'html');
  registerRoutes(app, jsonRoutes, deps.services, resolveIdentity, keptAnswers);
  await app.register(async (pages) => {
    await acceptForms(pages);
    registerRoutes(pages, pageRoutes, deps.services, resolveIdentity);
  });
  await app.register(async (raw) => {
    keepRawBodies(raw);
    registerRoutes(raw, rawBodyRoutes, deps.services, resolveIdentity);
  });
  await app.ready();
  return { app, apollo, contract };
}

/** The answers kept for repeated signed-in reads, unless KEPT_ANSWERS_MB turns them off. */
function keptAnswersOf(deps: AppDependencies): KeptAnswers | null {
  const megabytes = deps.config.KEPT_ANSWERS_MB;
  return megabytes > 0 ? new KeptAnswers({ maxBytes: megabytes * 1024 * 1024, cacheVersion: () => deps.services.cache.version, metrics: deps.metrics.keptAnswers }) : null;
}

/** How /graphql builds each request's context. */
function graphqlContextOf(deps: AppDependencies, resolveIdentity: ReturnType<typeof createIdentityResolver>): (request: ContextSource) => GraphQLContext {
  return (request) => {
    const context: GraphQLContext = {
      services: deps.services,
      jobs: deps.jobs,
      requestId: request.id,
      clientIp: request.ip ?? '',
      sessionCheck: { revocation: 'fresh' },
      identity: async () => ({ kind: 'anonymous' }),
    };
    // The response cache has already resolved the caller of an app's query.
    context.identity = request.graphqlIdentity ?? memoizedIdentity(resolveIdentity, request.headers, () => context.sessionCheck.revocation);
    return context;
  };
}

const partition = (routes: readonly RouteDefinition[], test: (route: RouteDefinition) => boolean) => [routes.filter(test), routes.filter((route) => !test(route))];
