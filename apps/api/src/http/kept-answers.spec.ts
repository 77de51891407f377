import Fastify, { type FastifyInstance } from 'fastify';
import type { Identity } from '../auth/identity';
import { KeptAnswers } from './kept-answers';

// The kept answers' own rules on a bare server (the database's part is proven in src/kept-answers.spec.ts):
// concurrent callers share one computation, a computation that never ends holds nobody for long, and
// only the answers the surface says may be kept are kept.

const CALLER = { kind: 'member', token: { uid: 'u1' }, member: { user: { id: '1' } } } as unknown as Identity;
const METRICS = { hit: () => undefined, miss: () => undefined };

/** A server whose one route counts its computations and answers when `release` is called (or at once). */
async function serverWith(options: { maxWaitMs?: number; status?: number } = {}) {
  const answers = new KeptAnswers({ maxBytes: 1024 * 1024, cacheVersion: () => 0, metrics: METRICS, maxWaitMs: options.maxWaitMs, versionOf: () => '1.1' });
  const app: FastifyInstance = Fastify();
  answers.register(app);
  let computed = 0;
  let closed = 0;
  let gate: Promise<void> = Promise.resolve();
  // POST too: Fastify reads a POST's whole body, after which its onRequestAbort no longer sees the caller leave.
  app.route({
    method: ['GET', 'POST'],
    url: '/read',
    handler: async (request, reply) => {
      if (await answers.answer(request, reply, CALLER, ['GET', '/read'], 'rest', '/read', (status) => status === 200)) return reply;
      reply.raw.once('close', () => closed++);
      computed++;
      await gate;
      return reply.code(options.status ?? 200).send({ computed });
    },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const hold = () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    return release;
  };
  const ask = async () => (await fetch(`${url}/read`)).json();
  return { app, url, computations: () => computed, closedRequests: () => closed, hold, ask };
}

/** Resolves once `test` holds (polled). */
async function until(test: () => boolean): Promise<void> {
  while (!test()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('kept answers', () => {
  it('give callers asking at the same time the one answer computed for the first', async () => {
    const server = await serverWith();
    const release = server.hold();
    const asked = [server.ask(), server.ask(), server.ask()];
    await until(() => server.computations() === 1);
    release();
    expect(await Promise.all(asked)).toEqual([{ computed: 1 }, { computed: 1 }, { computed: 1 }]);
    expect(await server.ask()).toEqual({ computed: 1 });
    expect(server.computations()).toBe(1);
    await server.app.close();
  });

  it('let a caller compute for itself when the first computation does not end', async () => {
    const server = await serverWith({ maxWaitMs: 50 });
    const releaseFirst = server.hold(); // released only at the end
    const first = server.ask();
    await until(() => server.computations() === 1);
    const gate = server.hold();
    gate();
    expect(await server.ask()).toEqual({ computed: 2 });
    expect(server.computations()).toBe(2);
    releaseFirst();
    await first;
    await server.app.close();
  });

  it('end the turn of a caller who left after sending the whole request, so the next caller does not wait for it', async () => {
    // Before the fix the next miss waited all of this for a turn nobody would end.
    const server = await serverWith({ maxWaitMs: 20_000, status: 503 });
    const release = server.hold();
    const leaving = new AbortController();
    const first = fetch(`${server.url}/read`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', signal: leaving.signal }).catch(() => 'left');
    await until(() => server.computations() === 1);
    leaving.abort();
    expect(await first).toBe('left');
    await until(() => server.closedRequests() === 1);
    release();
    // The first answer (503) is not kept, so the second caller misses and must compute at once.
    const started = Date.now();
    const second = await fetch(`${server.url}/read`);
    expect(second.status).toBe(503);
    expect(await second.json()).toEqual({ computed: 2 });
    expect(Date.now() - started).toBeLessThan(5_000);
    await server.app.close();
  });

  it('count the memory an answer holds, and hold no more than its bytes, so the bound is kept in memory too', async () => {
    // 64 KB for answers of some 20 bytes: room for all 100, unless each held the 64 KB slab Node hands small Buffers out of.
    const answers = new KeptAnswers({ maxBytes: 64 * 1024, cacheVersion: () => 0, metrics: METRICS, versionOf: () => '1.1' });
    const app: FastifyInstance = Fastify();
    answers.register(app);
    let computed = 0;
    app.get('/read/:n', async (request, reply) => {
      const { n } = request.params as { n: string };
      if (await answers.answer(request, reply, CALLER, ['GET', n], 'rest', '/read', (status) => status === 200)) return reply;
      computed++;
      return { n };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const askAll = async () => {
      for (let n = 0; n < 100; n++) expect(await (await fetch(`${url}/read/${n}`)).json()).toEqual({ n: String(n) });
    };
    await askAll();
    await askAll();
    expect(computed).toBe(100);
    await app.close();
  });

  it('keep nothing the surface does not say may be kept', async () => {
    const server = await serverWith({ status: 202 });
    expect([await server.ask(), await server.ask()]).toEqual([{ computed: 1 }, { computed: 2 }]);
    await server.app.close();
  });
});
