import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fioStatement } from '../../testing/fake-fio-api';
import { BankProviderError } from './bank-connection.provider';
import { FioProvider } from './fio-provider';

/** What FioProvider makes of each answer Fio may give; a local server answers with the status a test sets. */
describe('FioProvider: what Fio’s answers mean', () => {
  let server: http.Server;
  let provider: FioProvider;
  let status = 200;
  const token = 'A'.repeat(64);

  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      const body = status === 200 ? JSON.stringify(fioStatement({ accountId: '2400123456', bankId: '2010', currency: 'CZK' }, '2026-11-01', '2026-11-29', [])) : 'Chyba';
      res.writeHead(status, { 'content-type': status === 200 ? 'application/json' : 'text/plain' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    provider = new FioProvider(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/rest`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const kindOf = async (answer: number) => {
    status = answer;
    const error = await provider.fetchSince(token, '2026-11-01', '2026-11-29').then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(BankProviderError);
    return (error as BankProviderError).kind;
  };

  it('returns the statement and the last day covered as the cursor', async () => {
    status = 200;
    const { statement, cursor } = await provider.fetchSince(token, '2026-11-01', '2026-11-29');
    expect(cursor).toBe('2026-11-29');
    expect(statement.account).toMatchObject({ number: '2400123456', bankCode: '2010' });
  });

  it.each([401, 403, 404])('reads %i as a refused token at once', async (answer) => {
    expect(await kindOf(answer)).toBe('refused');
  });

  it('reads 500 as ambiguous: Fio answers it to a token it does not accept and when its own side fails', async () => {
    expect(await kindOf(500)).toBe('ambiguous');
  });

  it('reads 409 as Fio asking to wait, and any other status as an outage', async () => {
    expect(await kindOf(409)).toBe('throttled');
    for (const answer of [400, 429, 502, 503, 504]) expect(await kindOf(answer)).toBe('unavailable');
  });

  it('never puts the token into the error', async () => {
    status = 500;
    await expect(provider.fetchSince(token, '2026-11-01', '2026-11-29')).rejects.not.toThrow(token);
  });
});
