import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { bodyReadByLane, earlyServerFactory, type EarlyLane, handToFastify, readBody } from './early-answers';

/** A request and response as the server's listener gets them; only their identity matters to the factory. */
const exchange = () => ({ request: { method: 'GET', url: '/' } as IncomingMessage, response: {} as ServerResponse });

describe('the server that offers requests to the early lanes', () => {
  const offered: string[] = [];
  const lane = (name: string, takes: boolean): EarlyLane => ({
    tryAnswer: () => {
      offered.push(name);
      return takes;
    },
  });
  let fastify: jest.MockedFunction<RequestListener>;
  beforeEach(() => {
    offered.length = 0;
    fastify = jest.fn();
  });

  /** Offers one request to a listening server with these lanes; what the lanes and Fastify then saw is checked. */
  async function offerWhileListening(lanes: EarlyLane[]) {
    const server = earlyServerFactory(lanes)(fastify, {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { request, response } = exchange();
    server.emit('request', request, response);
    server.close();
    return { request, response };
  }

  it('offers a request to each lane in turn, and to Fastify when none takes it', async () => {
    const { request, response } = await offerWhileListening([lane('first', false), lane('second', false)]);
    expect(offered).toEqual(['first', 'second']);
    expect(fastify).toHaveBeenCalledWith(request, response);
  });

  it('stops at the lane that takes it: Fastify never sees it', async () => {
    await offerWhileListening([lane('first', true), lane('second', true)]);
    expect(offered).toEqual(['first']);
    expect(fastify).not.toHaveBeenCalled();
  });

  it('gives every request to Fastify once the server has stopped listening, so that Fastify answers 503 and can close', async () => {
    const server = earlyServerFactory([lane('first', true)])(fastify, {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
    const { request, response } = exchange();
    server.emit('request', request, response);
    expect(offered).toEqual([]);
    expect(fastify).toHaveBeenCalledWith(request, response);
  });

  it("takes Fastify's timeouts and its limit of requests per connection", () => {
    const server = earlyServerFactory([])(fastify, { keepAliveTimeout: 1234, requestTimeout: 5678, connectionTimeout: 910, maxRequestsPerSocket: 11 });
    expect({ keepAlive: server.keepAliveTimeout, request: server.requestTimeout, connection: server.timeout, perSocket: server.maxRequestsPerSocket }).toEqual({
      keepAlive: 1234,
      request: 5678,
      connection: 910,
      perSocket: 11,
    });
  });
});

describe('reading a body before Fastify', () => {
  const read = (length: number, send: (body: PassThrough) => void) =>
    new Promise<Buffer | null>((resolve) => {
      const body = new PassThrough();
      readBody(body as unknown as IncomingMessage, length, resolve);
      send(body);
    });

  it('gives the bytes when exactly Content-Length of them came, in one piece or several', async () => {
    expect((await read(5, (body) => body.end('hello')))?.toString()).toBe('hello');
    expect((await read(11, (body) => (body.write('hello '), body.end('world'))))?.toString()).toBe('hello world');
  });

  it('gives null for a body shorter or longer than its Content-Length, or one that failed', async () => {
    expect(await read(6, (body) => body.end('hello'))).toBeNull();
    expect(await read(4, (body) => body.end('hello'))).toBeNull();
    expect(await read(5, (body) => body.destroy(new Error('connection reset')))).toBeNull();
  });

  it('hands the bytes it read to Fastify, which reads them again; a request no lane read is read by Fastify itself', async () => {
    const { request, response } = exchange();
    expect(bodyReadByLane(request)).toBeUndefined();
    const fastify = jest.fn<void, Parameters<RequestListener>>();
    handToFastify(request, response, fastify, Buffer.from('{"query":"{ a }"}'));
    expect(fastify).toHaveBeenCalledWith(request, response);
    const again: Buffer[] = [];
    for await (const chunk of bodyReadByLane(request)!) again.push(chunk as Buffer);
    expect(Buffer.concat(again).toString()).toBe('{"query":"{ a }"}');
  });
});
