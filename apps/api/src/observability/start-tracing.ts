// Imported first by the entry points (main.ts, worker.ts): tracing hooks http and pg, so it
// must be in place before any of them is loaded. Does nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
import { startTracing } from './tracing';

startTracing();
