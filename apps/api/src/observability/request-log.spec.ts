import Fastify from 'fastify';
import pino from 'pino';
import { requestId, requestLogging } from './request-log';

describe('request logging', () => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = Fastify({ genReqId: requestId });
  let url: string;

  beforeAll(async () => {
    requestLogging(app, logger);
    app.get('/ok', async (request) => ({ id: request.id }));
    app.get('/boom', async (_request, reply) => reply.code(500).send({ error: 'x' }));
    app.get('/health', async () => ({ status: 'ok' }));
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());
  beforeEach(() => lines.splice(0));

  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('gives each request an id (the proxy’s when sane), echoes it and logs one line with it', async () => {
    const traced = await fetch(`${url}/ok?x=1`, { headers: { 'x-request-id': 'trace-42' } });
    expect(traced.headers.get('x-request-id')).toBe('trace-42');
    expect(await traced.json()).toEqual({ id: 'trace-42' });
    const insane = await fetch(`${url}/ok`, { headers: { 'x-request-id': 'a b<script>' } });
    expect(insane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await settled();
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, reqId: 'trace-42', req: { method: 'GET', url: '/ok?x=1' }, res: { statusCode: 200 }, msg: 'request completed' }),
      expect.objectContaining({ level: 30, reqId: insane.headers.get('x-request-id') }),
    ]);
  });

  it('logs server errors at error level and leaves probes out', async () => {
    await fetch(`${url}/boom`);
    await fetch(`${url}/health`);
    await settled();
    expect(lines).toEqual([expect.objectContaining({ level: 50, res: { statusCode: 500 }, msg: 'request failed' })]);
  });
});
