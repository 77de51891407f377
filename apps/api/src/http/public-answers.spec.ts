import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import { earlyServerFactory, type LaneAnswered } from './early-answers';
import { PublicAnswers } from './public-answers';

/** The lane in front of a small Fastify app whose hooks count the requests Fastify itself saw. */
describe('repeated public reads (the lane before Fastify)', () => {
  let app: FastifyInstance;
  let url: string;
  let value: { n: number };
  let failing = false;
  let routed = 0;
  const answered: Array<LaneAnswered & { route: string }> = [];
  let ids = 0;

  beforeAll(async () => {
    const lane = new PublicAnswers({ requestId: () => `lane-${++ids}`, observer: (route) => (request) => answered.push({ route, ...request }) });
    app = Fastify({ serverFactory: earlyServerFactory([lane]), genReqId: () => `fastify-${++ids}` });
    app.addHook('onRequest', (request, reply, done) => {
      routed++;
      reply.header('x-request-id', request.id).header('x-hooked', `origin ${request.headers.origin ?? 'none'}`);
      done();
    });
    app.decorateRequest('publicValue', null);
    const load = async () => {
      if (failing) throw new Error('the database is away');
      return value;
    };
    app.get('/value', { onSend: lane.keep('/value', load) }, async (request) => {
      request.publicValue = await load();
      return request.publicValue;
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    value = { n: 1 };
    failing = false;
  });

  const get = async (path = '/value', init: RequestInit = {}) => {
    const before = routed;
    const response = await fetch(`${url}${path}`, init);
    const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));
    return { status: response.status, headers, body: await response.text(), id: response.headers.get('x-request-id'), viaFastify: routed > before };
  };

  /** A GET with a body (fetch refuses to send one): whether Fastify saw it. */
  const sentWithBody = (path: string) =>
    new Promise<boolean>((resolve, reject) => {
      const before = routed;
      const request = http.request(`${url}${path}`, { method: 'GET', headers: { 'content-type': 'text/plain', 'content-length': '5' } }, (response) => {
        response.resume().on('end', () => resolve(routed > before));
      });
      request.on('error', reject).end('hello');
    });

  it('answers the second read itself, with the headers and bytes Fastify sent and a request id of its own, logged', async () => {
    const first = await get();
    const second = await get();
    expect(first.viaFastify).toBe(true);
    expect(second.viaFastify).toBe(false);
    expect({ ...second, id: undefined, viaFastify: undefined }).toEqual({ ...first, id: undefined, viaFastify: undefined });
    expect(second.headers['x-hooked']).toBe('origin none');
    expect(second.body).toBe('{"n":1}');
    expect(second.id).toMatch(/^lane-\d+$/);
    expect(answered.at(-1)).toEqual({ route: '/value', requestId: second.id, method: 'GET', url: '/value', status: 200, ms: expect.any(Number) });
  });

  it('hands the read to Fastify once the handler returns another value, then answers the new one', async () => {
    await get();
    value = { n: 2 };
    const changed = await get();
    expect([changed.viaFastify, changed.body]).toEqual([true, '{"n":2}']);
    const again = await get();
    expect([again.viaFastify, again.body]).toEqual([false, '{"n":2}']);
  });

  it('keeps one answer per Origin, since CORS answers differ by origin', async () => {
    await get();
    const fromSite = await get('/value', { headers: { origin: 'https://site.example' } });
    expect([fromSite.viaFastify, fromSite.headers['x-hooked']]).toEqual([true, 'origin https://site.example']);
    const again = await get('/value', { headers: { origin: 'https://site.example' } });
    expect([again.viaFastify, again.headers['x-hooked']]).toEqual([false, 'origin https://site.example']);
    expect((await get()).headers['x-hooked']).toBe('origin none');
  });

  it('leaves to Fastify what it does not answer the same way: HEAD, revalidations, bodies, other spellings, failures', async () => {
    await get();
    expect((await get('/value', { method: 'HEAD' })).viaFastify).toBe(true);
    expect((await get('/value', { headers: { 'if-none-match': '"x"' } })).viaFastify).toBe(true);
    expect(await sentWithBody('/value')).toBe(true);
    expect((await get('/VALUE')).viaFastify).toBe(true);
    expect((await get('/value?x=1')).viaFastify).toBe(true);
    expect((await get('/value/')).viaFastify).toBe(true);
    failing = true;
    const failed = await get();
    expect([failed.viaFastify, failed.status]).toEqual([true, 500]);
  });
});
