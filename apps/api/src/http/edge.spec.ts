import Fastify from 'fastify';
import http from 'node:http';
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { errorMessage, type ErrorCode } from '@bonus/domain';
import { CACHE_CHANNEL } from '@bonus/server';
import { startTestApi, TestApi } from '../testing/test-api';
import { acceptForms, registerBodyParsing } from './body-parsing';
import { answerClientError } from './client-error';
import { serializerCompiler, validatorCompiler } from './schema-compilers';
import { helmetHeaders } from './security-headers';

interface RawAnswer {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes raw request bytes on a new connection and reads all that comes back until the connection
 * closes (a reset after the answer, as when the api stops reading a refused request, is not an error here).
 */
function sendRaw(url: string, request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...body] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ statusLine, headers, body: body.join('\r\n\r\n') });
    });
  });
}

/** A whole HTTP/1.1 answer carrying the api's error body of `code` (by default one written on the socket, which closes after it). */
const refusedWith = (statusLine: string, code: ErrorCode, headers: Record<string, unknown> = { connection: 'close' }): RawAnswer => {
  const body = JSON.stringify({ error: errorMessage(code), code });
  return { statusLine, headers: expect.objectContaining({ 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), ...headers }), body };
};

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

  /**
   * Sends a 10 MB body in 64 KB writes, with Content-Length or chunked: the answer, and any error the
   * client's socket saw by the time it was read (a reset while it was still sending is EPIPE).
   */
  const sendLarge = (path: string, contentType: string, sized: boolean) =>
    new Promise<{ status: number; body: string; error: string | null }>((resolve) => {
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const chunks = 160;
      let answer = { status: 0, body: '', error: null as string | null };
      const request = http.request(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': contentType, ...(sized && { 'content-length': chunk.length * chunks }) } });
      request.on('response', (response) => {
        answer.status = response.statusCode ?? 0;
        response.on('data', (data) => (answer.body += data));
        // A reset comes after the answer: wait a moment for it.
        response.on('end', () => setTimeout(() => resolve(answer), 50));
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        answer = { ...answer, error: error.code ?? error.message };
        if (!answer.status) resolve(answer);
      });
      let written = 0;
      const write = () => {
        while (written < chunks) {
          written += 1;
          if (!request.write(chunk)) return void request.once('drain', write);
        }
        request.end();
      };
      write();
    });

  it('answers every oversized body with 413 and the Czech error before it is read, never a reset connection', async () => {
    const targets: [string, string][] = [
      ['/graphql', 'application/json'],
      ['/referenced/send_reg_email', 'application/json'],
      ['/manage/1/cancel', 'application/x-www-form-urlencoded'],
      ['/no_such_call', 'application/json'],
    ];
    for (let round = 0; round < 3; round += 1) {
      for (const [path, type] of targets) {
        for (const sized of [true, false]) {
          const answer = await sendLarge(path, type, sized);
          expect([path, sized, answer]).toEqual([path, sized, { status: 413, body: expect.stringContaining('"code":"PAYLOAD_TOO_LARGE"'), error: null }]);
        }
      }
    }
  });

  it('answers what Node refuses before any route, and a body too large anywhere, with the JSON error body and its code', async () => {
    const bigHeader = `x-padding: ${'a'.repeat(20 * 1024)}\r\n`;
    const refusals: Array<[string, string, RawAnswer]> = [
      ['a 20 KB header', `GET /tier_all HTTP/1.1\r\nhost: api\r\n${bigHeader}\r\n`, refusedWith('HTTP/1.1 431 Request Header Fields Too Large', 'HEADERS_TOO_LARGE')],
      ['a 20 KB header to an unknown path', `POST /no_such_call HTTP/1.1\r\nhost: api\r\ncontent-length: 2\r\n${bigHeader}\r\n{}`, refusedWith('HTTP/1.1 431 Request Header Fields Too Large', 'HEADERS_TOO_LARGE')],
      ['a 20 KB address', `GET /tier_all?q=${'a'.repeat(20 * 1024)} HTTP/1.1\r\nhost: api\r\n\r\n`, refusedWith('HTTP/1.1 431 Request Header Fields Too Large', 'HEADERS_TOO_LARGE')],
      ['a Content-Length that is no number', `POST /graphql HTTP/1.1\r\nhost: api\r\ncontent-type: application/json\r\ncontent-length: 12x\r\n\r\n{}`, refusedWith('HTTP/1.1 400 Bad Request', 'VALIDATION_FAILED')],
      ['Content-Length beside chunked', `POST /graphql HTTP/1.1\r\nhost: api\r\ncontent-type: application/json\r\ncontent-length: 2\r\ntransfer-encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`, refusedWith('HTTP/1.1 400 Bad Request', 'VALIDATION_FAILED')],
      ['a broken request line', 'GET /tier_all HTTP/9\r\n\r\n', refusedWith('HTTP/1.1 400 Bad Request', 'VALIDATION_FAILED')],
      ['a Content-Length far over the limit, to an unknown path', `POST /no_such_call HTTP/1.1\r\nhost: api\r\ncontent-type: application/json\r\ncontent-length: 99999999999\r\nconnection: close\r\n\r\n{}`, refusedWith('HTTP/1.1 413 Payload Too Large', 'PAYLOAD_TOO_LARGE', { 'x-request-id': expect.any(String) })],
      ['20 KB of chunk extensions', `POST /graphql HTTP/1.1\r\nhost: api\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n2;x=${'a'.repeat(20 * 1024)}\r\n{}\r\n0\r\n\r\n`, refusedWith('HTTP/1.1 413 Payload Too Large', 'PAYLOAD_TOO_LARGE')],
      ['20 KB of chunk extensions to a read', `GET /tier_all HTTP/1.1\r\nhost: api\r\ntransfer-encoding: chunked\r\n\r\n2;x=${'a'.repeat(20 * 1024)}\r\n{}\r\n0\r\n\r\n`, refusedWith('HTTP/1.1 413 Payload Too Large', 'PAYLOAD_TOO_LARGE')],
      ['an expectation other than 100-continue', `POST /graphql HTTP/1.1\r\nhost: api\r\ncontent-type: application/json\r\ncontent-length: 2\r\nexpect: 200-ok\r\n\r\n{}`, refusedWith('HTTP/1.1 417 Expectation Failed', 'EXPECTATION_FAILED')],
    ];
    for (const [label, request, refused] of refusals) expect([label, await sendRaw(api.url, request)]).toEqual([label, refused]);
  });

  it('refuses a body of a type the route does not read with 415, and reads forms only on the gateway pages', async () => {
    const post = (path: string, contentType: string, body: string) => fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });
    for (const [type, body] of [['text/plain', 'email=a@b.cz'], ['application/x-www-form-urlencoded', 'email=a%40b.cz'], ['application/xml', '<a/>']]) {
      const refused = await post('/referenced/send_reg_email', type, body);
      expect([type, refused.status, await refused.json()]).toEqual([type, 415, { error: expect.stringContaining('JSON'), code: 'UNSUPPORTED_MEDIA_TYPE' }]);
    }
    expect((await post('/graphql', 'text/plain', '{ __typename }')).status).toBe(415);
    // The gateway's form is read (an unknown order is 404, not 415).
    expect((await post('/manage/999999/cancel', 'application/x-www-form-urlencoded', 'token=x')).status).not.toBe(415);
  });

  it('challenges a refused credential as RFC 6750 says: Bearer, invalid_token when one was given', async () => {
    const anonymous = await fetch(`${api.url}/user`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="bonus-klub"');
    const forged = await fetch(`${api.url}/user`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toBe('Bearer realm="bonus-klub", error="invalid_token"');
    expect((await fetch(`${api.url}/tier_all`)).headers.get('www-authenticate')).toBeNull();
  });

  it('keeps personal answers out of caches and lets caches share public reads and revalidate them by their ETag', async () => {
    const member = await api.newMember();
    const personal = await fetch(`${api.url}/user`, { headers: { authorization: `Bearer ${member.idToken}` } });
    expect([personal.status, personal.headers.get('cache-control'), personal.headers.get('etag')]).toEqual([200, 'no-store', null]);
    const graph = await fetch(`${api.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(graph.headers.get('cache-control')).toBe('no-store');

    const first = await fetch(`${api.url}/tier_all`);
    const etag = first.headers.get('etag');
    expect([first.status, first.headers.get('cache-control'), etag]).toEqual([200, 'public, max-age=30, stale-while-revalidate=300', expect.stringMatching(/^"[\w-]+"$/)]);
    // A shared cache keeps one copy per Origin, since the CORS headers differ by it.
    expect(first.headers.get('vary')?.split(/\s*,\s*/)).toContain('Origin');
    const revalidated = await fetch(`${api.url}/tier_all`, { headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect([revalidated.status, await revalidated.text()]).toEqual([304, '']);
    const changed = await fetch(`${api.url}/tier_all`, { headers: { 'if-none-match': '"stale"' } });
    expect([changed.status, changed.headers.get('etag')]).toEqual([200, etag]);
    expect((await fetch(`${api.url}/openapi.json`, { headers: { 'if-none-match': (await fetch(`${api.url}/openapi.json`)).headers.get('etag')! } })).status).toBe(304);

    // Changed data (as another copy changes it: the row, then its NOTIFY) gets a new tag, and the old one no longer matches.
    await api.db.dataSource.query(`UPDATE tier SET subtitle = subtitle || ' ' WHERE code = 'free'`);
    await api.db.dataSource.query(`SELECT pg_notify($1, 'catalogue:')`, [CACHE_CHANNEL]);
    let renamed = await fetch(`${api.url}/tier_all`, { headers: { 'if-none-match': etag! } });
    for (let tries = 0; renamed.status === 304 && tries < 40; tries++) renamed = await new Promise((resolve) => setTimeout(resolve, 50)).then(() => fetch(`${api.url}/tier_all`, { headers: { 'if-none-match': etag! } }));
    expect([renamed.status, renamed.headers.get('etag') === etag]).toEqual([200, false]);
  });

  it('answers a repeated public read with the first answer, header for header, per origin', async () => {
    const answer = async (path: string, origin: string | undefined) => {
      const response = await fetch(`${api.url}${path}`, { headers: origin ? { origin } : {} });
      const headers = [...response.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id');
      return { status: response.status, headers, body: await response.text(), id: response.headers.get('x-request-id') };
    };
    for (const path of ['/tier_all', '/generation', '/user/get_stats']) {
      for (const origin of [undefined, 'http://localhost:4200', 'https://elsewhere.example']) {
        const first = await answer(path, origin);
        const second = await answer(path, origin);
        expect([path, origin, { ...second, id: null }]).toEqual([path, origin, { ...first, id: null }]);
        expect(second.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(second.id).not.toBe(first.id);
      }
    }
    const allowed = await fetch(`${api.url}/tier_all`, { headers: { origin: 'http://localhost:4200' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    expect((await fetch(`${api.url}/tier_all`, { headers: { origin: 'https://elsewhere.example' } })).headers.get('access-control-allow-origin')).toBeNull();

    // Changed data (the row, then its NOTIFY, as another copy sends it) is read anew, not the kept answer.
    await api.db.dataSource.query(`UPDATE tier SET name = 'Přejmenovaný' WHERE code = 'free'`);
    await api.db.dataSource.query(`SELECT pg_notify($1, 'catalogue:')`, [CACHE_CHANNEL]);
    const freeName = async () => ((await api.call('GET', '/tier_all')).body as Array<{ code: string; name: string }>).find((tier) => tier.code === 'free')?.name;
    let renamed = await freeName();
    for (let tries = 0; renamed !== 'Přejmenovaný' && tries < 40; tries++) renamed = await new Promise((resolve) => setTimeout(resolve, 50)).then(freeName);
    expect(renamed).toBe('Přejmenovaný');
    expect(await freeName()).toBe('Přejmenovaný');
  });

  it('allows the REST verbs from an allowed origin', async () => {
    const preflight = await fetch(`${api.url}/bonus_reminder`, { method: 'OPTIONS', headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'DELETE' } });
    expect(preflight.headers.get('access-control-allow-methods')?.split(/,\s*/)).toEqual(expect.arrayContaining(['PUT', 'DELETE']));
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

describe('refusals Node makes before the api reads a request', () => {
  it('answers headers that do not arrive in time with 408 and the JSON error body', async () => {
    // The api keeps Node's 60 s for headers; a server with a short limit shows the same handler at work.
    const app = Fastify({ clientErrorHandler: answerClientError, requestTimeout: 400, http: { headersTimeout: 200, connectionsCheckingInterval: 50 } });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect(await sendRaw(url, 'GET / HTTP/1.1\r\nhost: api\r\n')).toEqual(refusedWith('HTTP/1.1 408 Request Timeout', 'REQUEST_TIMEOUT'));
    } finally {
      await app.close();
    }
  });
});

describe('body parsing and answer serialisation', () => {
  const app = Fastify();
  const answer = { id: 1, name: 'Fio', secret: 'never on the wire' };
  beforeAll(async () => {
    registerBodyParsing(app);
    await app.register(
      async (forms) => {
        await acceptForms(forms);
        forms.post('/echo', async (request) => ({ body: request.body }));
      },
      { prefix: '/form' },
    );
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
  const echo = async (contentType: string, body: string, path = '/echo') => (await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body })).json();

  it('reads JSON (an empty body as {}), forms with node:querystring where forms are taken, and refuses other types', async () => {
    expect(await echo('application/json', '{"a":[1]}')).toEqual({ body: { a: [1] } });
    expect(await echo('application/json', '')).toEqual({ body: {} });
    expect(await echo('application/x-www-form-urlencoded', 'return=https%3A%2F%2Fx.cz&sig=a&sig=b', '/form/echo')).toEqual({ body: { return: 'https://x.cz', sig: ['a', 'b'] } });
    expect(await echo('application/x-www-form-urlencoded', 'a=1')).toMatchObject({ statusCode: 415 });
    expect(await echo('text/plain', 'hello')).toMatchObject({ statusCode: 415 });
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

  it('remembers the bytes of at most 32 MB of answers, forgetting the least recently written first', () => {
    const serialize = serializerCompiler({ schema: z.object({ text: z.string() }), method: 'GET', url: '/x', httpStatus: '200' });
    const megabyte = 'x'.repeat(1024 * 1024);
    const first = { text: megabyte };
    const bytes = serialize(first);
    expect(serialize(first)).toBe(bytes); // remembered: the same bytes, not written again
    for (let i = 0; i < 32; i++) serialize({ text: megabyte });
    const again = serialize(first);
    expect(again).not.toBe(bytes); // forgotten past 32 MB, written again
    expect(String(again)).toBe(String(bytes));
  });

  it('validates input with the product rules: coded Czech errors, no unstorable text', async () => {
    expect(JSON.parse((await get('/query?id=7')).text)).toEqual({ id: 7 });
    const refused = await get('/query?id=x%00');
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toEqual(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
  });
});
