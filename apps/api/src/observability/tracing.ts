import { context } from '@opentelemetry/api';
import { getRPCMetadata, RPCType } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';

/** The variables that switch tracing on and name the service (the exporter also honours the other standard OTEL_* ones). */
export const TRACING_VARIABLES = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_SERVICE_NAME'] as const;

/**
 * OpenTelemetry tracing of HTTP requests (named by their route, see nameTracedRoutes) and SQL statements, sent over OTLP/HTTP to
 * OTEL_EXPORTER_OTLP_ENDPOINT (e.g. an OpenTelemetry Collector at http://otel-collector:4318). While
 * that variable is empty nothing is registered, so requests pay nothing for it. It must run before
 * http and pg are first required (see start-tracing.ts).
 */
export function startTracing(env: NodeJS.ProcessEnv = process.env): NodeTracerProvider | null {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'bonus-klub-api' }),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and _HEADERS) itself and posts to <endpoint>/v1/traces.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => ['/health', '/ready', '/live', '/metrics'].includes(request.url ?? '') }),
      new PgInstrumentation(),
    ],
  });
  // Spans still in the batch are sent before the process exits.
  process.once('beforeExit', () => void provider.shutdown());
  return provider;
}

/**
 * Names each traced request by its route pattern (GET /bonus_all, never the raw path with its ids):
 * the HTTP instrumentation reads the route from the request's RPC metadata when the span ends.
 */
export function nameTracedRoutes(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): void {
  const name = tracedRouteNamer(env);
  if (!name) return;
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url) name(request.routeOptions.url);
  });
}

/** Names the active request's span by `route`; null while tracing is off. */
function tracedRouteNamer(env: NodeJS.ProcessEnv = process.env): ((route: string) => void) | null {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  return (route) => {
    const metadata = getRPCMetadata(context.active());
    if (metadata?.type === RPCType.HTTP) metadata.route = route;
  };
}
