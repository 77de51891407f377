import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MixRequest } from './page-mix';
import { pacedReads } from './paced-reads';

// The soak's load on a bare server: the pace asked for (not a burst at the start of each second), each read as
// its member with its own request id, and failures named by that id.
describe('paced reads', () => {
  const seen: { at: number; id: string; authorization: string; path: string }[] = [];
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push({ at: performance.now(), id: String(request.headers['x-request-id']), authorization: String(request.headers.authorization), path: request.url ?? '' });
      request.resume();
      response.writeHead(request.url === '/refused' ? 403 : 200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => void seen.splice(0));

  it('sends at the pace asked, spread over the second, each member with their token and each read with its own id', async () => {
    const reads: MixRequest[] = [
      { method: 'GET', path: '/a', headers: {} },
      { method: 'POST', path: '/b', headers: { 'content-type': 'application/json' }, body: '{}' },
    ];
    const load = await pacedReads(baseUrl, reads, ['t1', 't2', 't3', 't4'], 2, 100, 'probe');
    // About 200: never more (a closed loop would send thousands); fewer only if this machine stalls (a late member does not catch up).
    expect(load.answered).toBeGreaterThanOrEqual(100);
    expect(load.answered).toBeLessThanOrEqual(204);
    expect(load.timeouts + load.non2xx + load.refused).toBe(0);
    expect(new Set(seen.map((request) => request.id)).size).toBe(seen.length);
    expect(new Set(seen.map((request) => request.authorization))).toEqual(new Set(['Bearer t1', 'Bearer t2', 'Bearer t3', 'Bearer t4']));
    expect(new Set(seen.map((request) => request.path))).toEqual(new Set(['/a', '/b']));
    // Even: no tenth of a second gets near half the second's 100 (a burst per second puts them all in one; a stall adds one a member).
    const start = seen[0].at;
    const perTenth = new Map<number, number>();
    for (const request of seen) perTenth.set(Math.floor((request.at - start) / 100), (perTenth.get(Math.floor((request.at - start) / 100)) ?? 0) + 1);
    expect(Math.max(...perTenth.values())).toBeLessThanOrEqual(40);
  });

  it('counts an answer that is not 2xx and names it by its request id', async () => {
    const load = await pacedReads(baseUrl, [{ method: 'GET', path: '/refused', headers: {} }], ['t1'], 0.5, 10, 'probe');
    expect(load.non2xx).toBe(load.answered);
    expect(load.failedIds).toEqual(seen.map((request) => request.id));
    expect(load.failedIds[0]).toBe('probe-0-0');
  });
});
