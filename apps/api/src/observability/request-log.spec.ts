import Fastify from 'fastify';
import pino from 'pino';
import { requestId, requestLineWriter, requestLogging, type RequestLine } from './request-log';

describe('request logging', () => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = Fastify({ genReqId: requestId });
  let url: string;

  beforeAll(async () => {
    requestLogging(app, logger);
    app.get('/ok', async (request) => ({ id: request.id }));
    app.get('/bonus/:id', async () => ({}));
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
      expect.objectContaining({ level: 30, reqId: 'trace-42', method: 'GET', route: '/ok', url: '/ok?x=1', status: 200, ms: expect.any(Number), msg: 'request completed' }),
      expect.objectContaining({ level: 30, reqId: insane.headers.get('x-request-id') }),
    ]);
  });

  it('names the route by its pattern, so the lines of one route group', async () => {
    await fetch(`${url}/bonus/7`);
    await fetch(`${url}/nowhere`);
    await settled();
    expect(lines).toEqual([
      expect.objectContaining({ route: '/bonus/:id', url: '/bonus/7', status: 200 }),
      expect.objectContaining({ route: null, url: '/nowhere', status: 404 }),
    ]);
  });

  it('logs server errors at error level and probes only at debug', async () => {
    await fetch(`${url}/boom`);
    await fetch(`${url}/health?x=1`);
    await settled();
    expect(lines).toEqual([expect.objectContaining({ level: 50, status: 500, msg: 'request failed' }), expect.objectContaining({ level: 20, route: '/health' })]);
  });

  it('puts the info line together as pino would, whatever the text in it', () => {
    const written: string[] = [];
    const base = pino({ level: 'info', base: { service: 'api' } }, { write: (text: string) => written.push(text) });
    const odd = ['/tier_all', '/bonus/7?q="quoted"&b=\\back\\slash', '/č/ř/ž?emoji=🎲', '/control\u0001\u001f\u2028', ''];
    const write = requestLineWriter(base)!;
    // Twice each, and with two methods: a route that is its own url has its part put together once.
    const lines = odd.flatMap((url) => [url === '' ? null : '/bonus/:id', url === '' ? null : url].flatMap((route) => ['GET', 'POST', 'GET'].map((method): RequestLine => ({ reqId: `id-${url.length}`, method, route, url, status: 200, ms: 3 }))));
    for (const line of lines) {
      write(line);
      base.info(line, 'request completed');
      const [ours, pinos] = written.splice(0).map((text) => ({ ...JSON.parse(text), time: 0, endsWithNewline: text.endsWith('}\n') }));
      expect(ours).toEqual(pinos);
    }
    expect(requestLineWriter(pino({ level: 'warn' }, { write: () => undefined }))).toBeNull();
  });

  it("follows the logger's level while the process runs: info lines stop and resume, errors go on", () => {
    const written: string[] = [];
    const logger = pino({ level: 'info' }, { write: (text: string) => written.push(text) });
    const write = requestLineWriter(logger)!;
    const line = (status: number): RequestLine => ({ reqId: `id-${status}`, method: 'GET', route: '/tier_all', url: '/tier_all', status, ms: 1 });
    logger.level = 'warn';
    write(line(200));
    write(line(503));
    logger.level = 'info';
    write(line(200));
    expect(written.map((text) => JSON.parse(text)).map(({ level, status }) => ({ level, status }))).toEqual([
      { level: 50, status: 503 },
      { level: 30, status: 200 },
    ]);
  });
});
