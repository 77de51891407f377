import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBonusKlubClient } from './index';

describe('the SDK client', () => {
  it('sends the token, the typed query and body, and reads typed answers and Czech errors', async () => {
    const seen: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders; body: string }> = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, headers: request.headers, body });
        response.setHeader('content-type', 'application/json');
        if (request.url === '/bonus_history') {
          response.statusCode = 400;
          response.end(JSON.stringify({ error: 'Zadejte platnou částku.' }));
        } else response.end(JSON.stringify({ id: 7, name: 'Fio banka' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const client = createBonusKlubClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token: 'bk_live_test' });
      const bonus = await client.GET('/bonus', { params: { query: { id: 7 } } });
      expect(bonus.data).toMatchObject({ id: 7, name: 'Fio banka' });
      const recorded = await client.POST('/bonus_history', { body: { bonus_id: 7, reached_profit: -5 } });
      expect(recorded.error).toEqual({ error: 'Zadejte platnou částku.' });
      expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /bonus?id=7', 'POST /bonus_history']);
      expect(seen.every(({ headers }) => headers.authorization === 'Bearer bk_live_test')).toBe(true);
      expect(JSON.parse(seen[1].body)).toEqual({ bonus_id: 7, reached_profit: -5 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
