import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import cors from 'cors';
import express from 'express';
import helmet from 'helmet';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { errorMessage } from '@bonus/domain';
import type { ApiConfig, JobQueue, Services, TokenVerifier } from '@bonus/server';
import { createIdentityResolver, memoizedIdentity } from './auth/identity';
import { complexityLimitPlugin, MAX_QUERY_TOKENS, queryShapeRule } from './graphql/limits';
import { revocationCheckPlugin } from './graphql/revocation-check';
import type { GraphQLContext } from './graphql/context';
import { schemaExposure } from './graphql/schema-exposure';
import { unavailableStatusPlugin } from './graphql/unavailable-status';
import { healthEndpoint, livenessEndpoint } from './observability/health';
import { ApiMetrics, metricsEndpoint } from './observability/metrics';
import { requestLogging } from './observability/request-log';
import { buildApiSchema } from './graphql/schema';
import { restErrorHandler } from './rest/error-handler';
import { buildOpenApiDocument, renderDocsPage } from './rest/openapi';
import { mountRoutes } from './rest/route-table';
import { ROUTES } from './rest/routes';
import { trustedProxies } from './trusted-proxies';

export interface AppDependencies {
  config: Pick<ApiConfig, 'CORS_ORIGINS' | 'NODE_ENV' | 'METRICS_TOKEN' | 'TRUSTED_PROXIES'>;
  dataSource: DataSource;
  services: Services;
  verifier: TokenVerifier;
  logger: Logger;
  httpServer: Server;
  metrics: ApiMetrics;
  jobs: JobQueue;
}

/** Builds the Express app: /health, /graphql and the REST surface, sharing one identity resolver. */
export async function createApp(deps: AppDependencies): Promise<{ app: express.Express; apollo: ApolloServer<GraphQLContext> }> {
  const resolveIdentity = createIdentityResolver(deps.verifier, deps.services);
  const schema = await buildApiSchema();
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    validationRules: [queryShapeRule],
    parseOptions: { maxTokens: MAX_QUERY_TOKENS },
    ...schemaExposure(deps.config),
    includeStacktraceInErrorResponses: false,
    // The process stops the server on signals itself (run-process.ts); Apollo's own handler would stop
    // it concurrently, and its second stop() then waits forever.
    stopOnTerminationSignals: false,
    plugins: [
      deps.metrics.graphqlPlugin,
      complexityLimitPlugin(schema),
      revocationCheckPlugin,
      unavailableStatusPlugin,
      ApolloServerPluginDrainHttpServer({ httpServer: deps.httpServer }),
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustedProxies(deps.config));
  app.use(deps.metrics.httpMiddleware);
  app.use(requestLogging(deps.logger));
  app.use(helmet());
  app.use(cors({ origin: deps.config.CORS_ORIGINS, credentials: false, maxAge: 600 }));
  // Webhooks are verified against their raw body, so the parsers leave them alone.
  const unlessWebhook = (parser: express.RequestHandler): express.RequestHandler => (req, res, next) =>
    req.path.startsWith('/webhooks/') ? next() : parser(req, res, next);
  app.use(unlessWebhook(express.json({ limit: '1mb' })));
  app.use(unlessWebhook(express.urlencoded({ extended: false, limit: '10kb' }))); // the local gateway's forms

  app.get('/health', healthEndpoint(deps.dataSource));
  app.get('/live', livenessEndpoint);
  app.get('/metrics', metricsEndpoint(deps.metrics.registry, deps.config.METRICS_TOKEN));

  app.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        const context: GraphQLContext = {
          services: deps.services,
          jobs: deps.jobs,
          requestId: req.id,
          clientIp: req.ip ?? 'unknown',
          sessionCheck: { revocation: 'fresh' },
          identity: async () => ({ kind: 'anonymous' }),
        };
        context.identity = memoizedIdentity(resolveIdentity, req, () => context.sessionCheck.revocation);
        return context;
      },
    }),
  );
  const openApi = buildOpenApiDocument(ROUTES);
  app.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  app.get('/docs', (_req, res) => {
    res.type('html').send(renderDocsPage(openApi));
  });
  app.use(mountRoutes(ROUTES, deps.services, resolveIdentity));
  app.use((_req, res) => {
    res.status(404).json({ error: errorMessage('NOT_FOUND'), code: 'NOT_FOUND' });
  });
  app.use(restErrorHandler(deps.logger));
  return { app, apollo };
}
