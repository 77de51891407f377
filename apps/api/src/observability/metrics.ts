import type { ApolloServerPlugin } from '@apollo/server';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { poolOf } from '@bonus/server';

/** Seconds; from a fast cached read to a slow report. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Operation names come from clients; past this many distinct ones, the rest count as 'other'. */
const MAX_OPERATION_NAMES = 200;

export interface ApiMetrics {
  registry: Registry;
  /** Counts and times every HTTP request by method, matched route (never the raw path) and status. */
  countRequests: (app: FastifyInstance) => void;
  /** Counts and times every GraphQL operation by name, type and outcome. */
  graphqlPlugin: ApolloServerPlugin;
  /** Answers kept for repeated signed-in reads (http/kept-answers.ts); a GraphQL hit counts as an answered operation too. */
  keptAnswers: { hit: (surface: 'graphql' | 'rest', operation: string, seconds: number) => void; miss: (surface: 'graphql' | 'rest') => void };
  /** Counts finished background jobs by queue and outcome (the worker's runs). */
  jobFinished: (queue: string, outcome: 'completed' | 'failed', seconds: number) => void;
}

/** Counts one request of a route: its method, status and seconds. */
type RequestCount = (method: string, status: number, seconds: number) => void;

/**
 * Prometheus metrics of one api or worker process: requests, GraphQL operations, jobs, the database
 * pool, the job queue depth (read from pg-boss's table at scrape time) and the shared cache's entries,
 * plus Node's own.
 */
export function createMetrics(dataSource: DataSource, sharedCache: { readonly size: number }): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpRequests = new Counter({ name: 'http_requests_total', help: 'HTTP requests by method, route and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const httpDuration = new Histogram({ name: 'http_request_duration_seconds', help: 'HTTP request latency', labelNames: ['method', 'route', 'status'], buckets: LATENCY_BUCKETS, registers: [registry] });
  const operations = new Counter({ name: 'graphql_operations_total', help: 'GraphQL operations by name, type and outcome', labelNames: ['operation', 'type', 'outcome'], registers: [registry] });
  const operationDuration = new Histogram({ name: 'graphql_operation_duration_seconds', help: 'GraphQL operation latency', labelNames: ['operation', 'type'], buckets: LATENCY_BUCKETS, registers: [registry] });
  const keptAnswers = new Counter({ name: 'kept_answers_total', help: 'Signed-in reads answered from a kept answer (hit) or computed (miss), by surface', labelNames: ['surface', 'outcome'], registers: [registry] });
  const keptSeries = {
    graphql: { hit: keptAnswers.labels({ surface: 'graphql', outcome: 'hit' }), miss: keptAnswers.labels({ surface: 'graphql', outcome: 'miss' }) },
    rest: { hit: keptAnswers.labels({ surface: 'rest', outcome: 'hit' }), miss: keptAnswers.labels({ surface: 'rest', outcome: 'miss' }) },
  };
  const jobs = new Counter({ name: 'jobs_finished_total', help: 'Background jobs by queue and outcome', labelNames: ['queue', 'outcome'], registers: [registry] });
  const jobDuration = new Histogram({ name: 'job_duration_seconds', help: 'Background job run time', labelNames: ['queue'], buckets: [0.1, 0.5, 1, 5, 15, 60, 300], registers: [registry] });

  new Gauge({ name: 'db_pool_connections', help: 'Database pool connections by state', labelNames: ['state'], registers: [registry], collect() {
    const current = poolOf(dataSource);
    if (!current) return;
    this.set({ state: 'total' }, current.totalCount);
    this.set({ state: 'idle' }, current.idleCount);
    this.set({ state: 'waiting' }, current.waitingCount);
  } });
  new Gauge({ name: 'shared_cache_entries', help: 'Values cached in this process (SharedCache), expired ones not yet dropped included', registers: [registry], collect() {
    this.set(sharedCache.size);
  } });
  new Gauge({ name: 'job_queue_depth', help: 'Jobs waiting to run, by queue', labelNames: ['queue'], registers: [registry], async collect() {
    this.reset();
    const rows: { name: string; waiting: number }[] = await dataSource
      .query(`SELECT name, count(*)::int AS waiting FROM pgboss.job WHERE state IN ('created', 'retry') GROUP BY name`)
      .catch(() => []); // no pg-boss schema yet (jobs never started) or the database is away: no figure
    for (const row of rows) this.set({ queue: row.name }, row.waiting);
  } });

  const knownOperations = new Set<string>();
  const operationLabel = (name: string | null | undefined) => {
    if (!name || !/^\w{1,64}$/.test(name)) return 'anonymous';
    if (!knownOperations.has(name) && knownOperations.size >= MAX_OPERATION_NAMES) return 'other';
    knownOperations.add(name);
    return name;
  };

  // Each operation's child series, created once, so counting an operation builds no label objects.
  const seriesByOperation = new Map<string, { ok: Counter.Internal; error: Counter.Internal; duration: Histogram.Internal<string> }>();
  const operationSeries = (type: string, operationName: string | null | undefined) => {
    // Keyed by the bounded label, never by the name a client sent.
    const operation = operationLabel(operationName);
    const key = `${type} ${operation}`;
    let series = seriesByOperation.get(key);
    if (!series) {
      series = {
        ok: operations.labels({ operation, type, outcome: 'ok' }),
        error: operations.labels({ operation, type, outcome: 'error' }),
        duration: operationDuration.labels({ operation, type }),
      };
      seriesByOperation.set(key, series);
    }
    return series;
  };
  const countOperation = (type: string, operationName: string | null | undefined, failed: boolean, seconds: number) => {
    const series = operationSeries(type, operationName);
    (failed ? series.error : series.ok).inc();
    series.duration.observe(seconds);
  };

  /** Counts the requests of one route, through child series created once per method and status (no label objects per request). */
  const routeRequests = (route: string): RequestCount => {
    const byMethod = new Map<string, Map<number, { requests: Counter.Internal; duration: Histogram.Internal<string> }>>();
    return (method, status, seconds) => {
      let byStatus = byMethod.get(method);
      if (!byStatus) byMethod.set(method, (byStatus = new Map()));
      let series = byStatus.get(status);
      if (!series) {
        const labels = { method, route, status: String(status) };
        byStatus.set(status, (series = { requests: httpRequests.labels(labels), duration: httpDuration.labels(labels) }));
      }
      series.requests.inc();
      series.duration.observe(seconds);
    };
  };
  const counterFor = (route: string) => {
    const count = routeRequests(route);
    return (request: FastifyRequest, reply: FastifyReply) => count(request.method, reply.statusCode, reply.elapsedTime / 1000);
  };

  return {
    registry,
    countRequests: (app) => {
      // Each route counts under its pattern (/bonus, /graphql), so ids in paths cannot multiply series.
      // Keyed by the request's method too: Fastify copies a GET route's hooks to its HEAD route.
      app.addHook('onRoute', (route) => {
        const count = counterFor(route.url);
        const counted = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
          count(request, reply);
          done();
        };
        route.onResponse = [...[route.onResponse ?? []].flat(), counted];
      });
      // Requests no route matched count together, whatever their path.
      const countUnmatched = counterFor('unmatched');
      app.addHook('onResponse', (request, reply, done) => {
        if (request.is404) countUnmatched(request, reply);
        done();
      });
    },
    graphqlPlugin: {
      async requestDidStart() {
        const started = process.hrtime.bigint();
        return {
          async willSendResponse({ operationName, operation, errors, response }) {
            const failed = Boolean(errors?.length) || (response.body.kind === 'single' && Boolean(response.body.singleResult.errors?.length));
            countOperation(operation?.operation ?? 'invalid', operation ? operationName : null, failed, Number(process.hrtime.bigint() - started) / 1e9);
          },
        };
      },
    },
    keptAnswers: {
      hit: (surface, operation, seconds) => {
        if (surface === 'graphql') countOperation('query', operation, false, seconds);
        keptSeries[surface].hit.inc();
      },
      miss: (surface) => keptSeries[surface].miss.inc(),
    },
    jobFinished: (queue, outcome, seconds) => {
      jobs.inc({ queue, outcome });
      jobDuration.observe({ queue }, seconds);
    },
  };
}

/** GET /metrics in the Prometheus text format, behind a bearer token when one is configured. */
export function metricsEndpoint(registry: Registry, token: string | undefined) {
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (expected && (given.length !== expected.length || !timingSafeEqual(given, expected))) {
      return reply.code(401).send({ error: 'Přístup k metrikám vyžaduje platný token.', code: 'UNAUTHENTICATED' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  };
}
