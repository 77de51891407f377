import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/** The variables that switch tracing on and name the service (the exporter also honours the other standard OTEL_* ones). */
export const TRACING_VARIABLES = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_SERVICE_NAME'] as const;

/**
 * OpenTelemetry tracing of HTTP requests, Express routes and SQL statements, sent over OTLP/HTTP to
 * OTEL_EXPORTER_OTLP_ENDPOINT (e.g. an OpenTelemetry Collector at http://otel-collector:4318). While
 * that variable is empty nothing is registered, so requests pay nothing for it. It must run before
 * http, express and pg are first required (see start-tracing.ts).
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
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => ['/health', '/live', '/metrics'].includes(request.url ?? '') }),
      new ExpressInstrumentation(),
      new PgInstrumentation(),
    ],
  });
  // Spans still in the batch are sent before the process exits.
  process.once('beforeExit', () => void provider.shutdown());
  return provider;
}
