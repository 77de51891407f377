/* eslint-disable @typescript-eslint/no-explicit-any -- OTLP JSON as received */
import http from 'node:http';
import { createEmulatorAccounts, DEMO_USERS } from '@bonus/server';
import { createTestDatabase, TestDatabase } from '@bonus/server/testing';
import { ApiProcess, eventually, spawnApiProcess } from './testing/api-process';
import { freePort, testClient } from './testing/test-api';

jest.setTimeout(120_000);

interface ReceivedSpan {
  service: string;
  traceId: string;
  name: string;
  attributes: Record<string, unknown>;
}

/** A stand-in OpenTelemetry Collector: keeps every span posted to /v1/traces as OTLP/HTTP JSON. */
async function startCollector(): Promise<{ url: string; spans: ReceivedSpan[]; close: () => Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        for (const resourceSpans of JSON.parse(body).resourceSpans ?? []) {
          const service = resourceSpans.resource.attributes.find((a: any) => a.key === 'service.name')?.value.stringValue;
          for (const scope of resourceSpans.scopeSpans) {
            for (const span of scope.spans) {
              const attributes = Object.fromEntries(span.attributes.map((a: any) => [a.key, Object.values(a.value)[0]]));
              spans.push({ service, traceId: span.traceId, name: span.name, attributes });
            }
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('OpenTelemetry tracing (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  let db: TestDatabase;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let api: ApiProcess;

  beforeAll(async () => {
    [db, collector] = await Promise.all([createTestDatabase({ seeded: true }), startCollector()]);
    await createEmulatorAccounts(process.env.FIREBASE_PROJECT_ID!, DEMO_USERS);
    api = await spawnApiProcess({ entry: 'apps/api/src/main.ts', databaseUrl: db.url, env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '200' } });
  });
  afterAll(async () => {
    await api?.stop();
    await collector.close();
    await db.drop();
  });

  it('sends a trace per request, with its route and its SQL statements, and leaves health checks out', async () => {
    const client = testClient(api.url, db);
    await client.call('GET', '/health');
    const listed = await client.call('GET', '/bonus_all', { token: await client.idToken('premium@demo.cz') });
    expect(listed.status).toBe(200);
    // The second read of a public route is named the same.
    for (let i = 0; i < 2; i++) expect((await client.call('GET', '/tier_all')).status).toBe(200);
    await eventually(async () => expect(collector.spans.filter((span) => span.attributes['http.route'] === '/tier_all')).toHaveLength(2));

    const request = await eventually(async () => {
      const found = collector.spans.find((span) => span.attributes['http.route'] === '/bonus_all' && span.attributes['http.method'] === 'GET' && span.name.startsWith('GET'));
      if (!found) throw new Error('no span of GET /bonus_all yet');
      return found;
    });
    expect(request.service).toBe('bonus-klub-api');
    await eventually(async () => {
      const statements = collector.spans.filter((span) => span.traceId === request.traceId && span.name.startsWith('pg.query'));
      expect(statements.length).toBeGreaterThanOrEqual(1);
      expect(statements.some((span) => String(span.attributes['db.statement']).includes('user_bonus_progress'))).toBe(true);
    });
    expect(collector.spans.some((span) => span.attributes['http.target'] === '/health' || span.attributes['url.path'] === '/health')).toBe(false);
  });
});
