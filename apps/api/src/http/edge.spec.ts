import Fastify from 'fastify';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { startTestApi, TestApi } from '../testing/test-api';
import { registerBodyParsing } from './body-parsing';
import { serializerCompiler, validatorCompiler } from './schema-compilers';
import { helmetHeaders } from './security-headers';

/** The HTTP edge keeps the wire the api's clients have always seen (paths, bodies, statuses). */
describe('the HTTP edge', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  it('routes paths case-insensitively and with a trailing slash, and answers HEAD like GET', async () => {
    const plain = await api.call('GET', '/tier_all');
    expect(plain.status).toBe(200);
    expect(await api.call('GET', '/TIER_ALL/')).toEqual(plain);
    const head = await fetch(`${api.url}/tier_all`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('application/json');
  });

  it('answers unknown paths, wrong methods and unroutable paths with the Czech JSON error', async () => {
    expect(await api.call('GET', '/no_such_call')).toEqual({ status: 404, body: { error: expect.any(String), code: 'NOT_FOUND' } });
    expect((await api.call('PATCH', '/tier_all')).status).toBe(404);
    const badPath = await fetch(`${api.url}/pay/%E2%82`);
    expect(badPath.status).toBe(400);
    expect(await badPath.json()).toEqual({ error: expect.any(String), code: 'VALIDATION_FAILED' });
  });

  it('checks access before input: an anonymous call with bad input is 401, not 400', async () => {
    const response = await api.call('PUT', '/bonus_progress', { body: { nonsense: true } });
    expect(response.status).toBe(401);
  });

  it('sends the security headers, the request id and CORS preflights as before', async () => {
    const response = await fetch(`${api.url}/tier_all`, { headers: { 'x-request-id': 'edge-1' } });
    expect(response.headers.get('x-request-id')).toBe('edge-1');
    const helmetSets = Object.entries(helmetHeaders());
    expect(helmetSets.length).toBeGreaterThanOrEqual(10);
    for (const [name, value] of helmetSets) expect([name, response.headers.get(name)]).toEqual([name, value]);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    const preflight = await fetch(`${api.url}/graphql`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
  });

  it('reads a gzip-compressed JSON body, and refuses one that does not inflate', async () => {
    const send = (body: Buffer | string) =>
      fetch(`${api.url}/referenced/send_reg_email`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body });
    const refused = await send(gzipSync(JSON.stringify({ email: 'not an e-mail' })));
    expect(refused.status).toBe(400);
    expect(Object.keys(((await refused.json()) as { fields: object }).fields)).toEqual(['email', 'referral_code']); // the inflated body was read
    const broken = await send('{"email": "a@b.cz"}');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
  });
});

describe('body parsing and answer serialisation', () => {
  const app = Fastify();
  const answer = { id: 1, name: 'Fio', secret: 'never on the wire' };
  beforeAll(async () => {
    await registerBodyParsing(app);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.post('/echo', async (request) => ({ body: request.body ?? 'unread' }));
    const shape = z.object({ id: z.number(), name: z.string() });
    app.get('/answer', { schema: { response: { 200: shape } } }, async () => answer);
    app.get('/fresh', { schema: { response: { 200: shape } } }, async () => ({ ...answer }));
    app.get('/wrong', { schema: { response: { 200: shape } } }, async () => ({ id: 'one' }));
    app.get('/query', { schema: { querystring: z.object({ id: z.coerce.number().int().positive() }) } }, async (request) => request.query);
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  // Fastify's inject needs an ES module jest cannot load here, so the app listens on loopback.
  let url: string;
  const get = async (path: string) => {
    const response = await fetch(`${url}${path}`);
    return { status: response.status, text: await response.text() };
  };
  const echo = async (contentType: string, body: string) => (await fetch(`${url}/echo`, { method: 'POST', headers: { 'content-type': contentType }, body })).json();

  it('reads JSON (an empty body as {}), forms with node:querystring, and leaves other types unread', async () => {
    expect(await echo('application/json', '{"a":[1]}')).toEqual({ body: { a: [1] } });
    expect(await echo('application/json', '')).toEqual({ body: {} });
    expect(await echo('application/x-www-form-urlencoded', 'return=https%3A%2F%2Fx.cz&sig=a&sig=b')).toEqual({ body: { return: 'https://x.cz', sig: ['a', 'b'] } });
    expect(await echo('text/plain', 'hello')).toEqual({ body: 'unread' });
  });

  it('writes only declared fields and refuses to send a wrong shape', async () => {
    const first = await get('/answer');
    expect(JSON.parse(first.text)).toEqual({ id: 1, name: 'Fio' });
    expect(await get('/answer')).toEqual(first);
    expect(await get('/fresh')).toEqual(first);
    expect((await get('/wrong')).status).toBe(500);
  });

  it('writes a cached answer object once, a new object afresh', () => {
    let checks = 0;
    const schema = z.object({ id: z.number().refine(() => ++checks > 0) });
    const serialize = serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    const cached = { id: 1 };
    expect([String(serialize(cached)), String(serialize(cached))]).toEqual(['{"id":1}', '{"id":1}']);
    expect(checks).toBe(1);
    expect(String(serialize({ id: 1 }))).toBe('{"id":1}');
    expect(checks).toBe(2);
  });

  it('validates input with the product rules: coded Czech errors, no unstorable text', async () => {
    expect(JSON.parse((await get('/query?id=7')).text)).toEqual({ id: 7 });
    const refused = await get('/query?id=x%00');
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toEqual(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
  });
});
