import type { DataSource } from 'typeorm';
import { metricTotal, scrapeMetrics } from './api-metrics';

/** The name the api's database connections go by (its DATABASE_URL's application_name), to count them in pg_stat_activity. */
export const API_APPLICATION_NAME = 'bonus-klub-soak-api';

/** One look at the api process and its database connections. */
export interface Gauges {
  rssBytes: number;
  heapUsedBytes: number;
  /** Memory outside the heap that Node accounts for (Buffers: the kept answers, sockets' data). */
  externalBytes: number;
  /** The api's connections to the database (pool and listener), and those of them not idle (running a statement or inside a transaction). */
  connections: number;
  busy: number;
  /** The api's open handles (sockets, servers): a listener or connection never closed shows as their growth. */
  handles: number;
  /** GraphQL operations that ended with an error, since the api started (answered 200 with `errors`). */
  graphqlErrors: number;
}

/** The api's memory as it reports it (/metrics: Node's default metrics) and its connections as PostgreSQL sees them. */
export async function readGauges(baseUrl: string, dataSource: DataSource): Promise<Gauges> {
  const [text, [connections]] = await Promise.all([
    scrapeMetrics(baseUrl),
    dataSource.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE state <> 'idle')::int AS busy
         FROM pg_stat_activity WHERE application_name = $1`,
      [API_APPLICATION_NAME],
    ),
  ]);
  return {
    rssBytes: metricTotal(text, 'process_resident_memory_bytes'),
    heapUsedBytes: metricTotal(text, 'nodejs_heap_size_used_bytes'),
    externalBytes: metricTotal(text, 'nodejs_external_memory_bytes'),
    connections: connections.total,
    busy: connections.busy,
    handles: metricTotal(text, 'nodejs_active_handles_total'),
    graphqlErrors: metricTotal(text, 'graphql_operations_total', { outcome: 'error' }),
  };
}

/** The api's DATABASE_URL with its connections named, so they can be told apart from the benchmark's own. */
export function namedConnections(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', API_APPLICATION_NAME);
  return url.toString();
}
