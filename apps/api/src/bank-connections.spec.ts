/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import pino from 'pino';
import { BANK_CONNECTION_SYNC_QUEUE } from './jobs/queues';
import { scheduledJobs } from './jobs/schedules';
import { BANK_SYNC_RETRY_MESSAGE, FIO_TOKEN_REFUSED_MESSAGE, SERVER_ERRORS_REFUSAL_HOURS } from '@bonus/domain';
import { createServices } from '@bonus/server';
import { FakeFioApi } from '@bonus/server/testing';
import { startTestApi, TestApi } from './testing/test-api';

/** Issue #55 part 4 on the REST contract, against the Fio stand-in: connect, sync, the 30-second rule, refusals, removal. */
describe('bank connections (Fio banka)', () => {
  let api: TestApi;
  let fio: FakeFioApi;
  let tokenCounter = 0;
  /** A Fio-shaped token of its own (64 letters and digits). */
  const newToken = () => `T${process.pid}x${tokenCounter++}`.padEnd(64, 'A');
  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    fio = await new FakeFioApi().start();
    api = await startTestApi({ env: { FIO_API_URL: fio.url } });
  });
  afterAll(async () => {
    await api.stop();
    await fio.stop();
  });

  /** Our own note of the token's last call moves 31 s back: the product's rule lets the next sync through. */
  const afterOurWindow = () => api.db.dataSource.query(`UPDATE bank_token_call SET last_called_at = now() - interval '31 seconds'`);
  const connect = (idToken: string, token: string, provider = 'fio') => api.call('POST', '/bank_connection', { token: idToken, body: { provider, token } });
  const sync = (idToken: string, id: number | string) => api.call('POST', `/bank_connection_sync?id=${id}`, { token: idToken });
  const transactions = async (idToken: string) => (await api.call('GET', '/bank_transaction_all', { token: idToken })).body as any[];
  const connections = async (idToken: string) => (await api.call('GET', '/bank_connection_all', { token: idToken })).body as any[];
  /** The connection's run of Fio 500s began `hours` earlier than noted (time passing between syncs). */
  const serverErrorsEarlier = (id: number, hours: number) =>
    api.db.dataSource.query(`UPDATE bank_connection SET server_errors_since = server_errors_since - make_interval(hours => $2) WHERE id = $1`, [id, hours]);
  const serverErrorsSince = async (id: number) => (await api.db.dataSource.query(`SELECT server_errors_since FROM bank_connection WHERE id = $1`, [id]))[0].server_errors_since as Date | null;

  const accountWithEntries = (token: string, accountId: string) =>
    fio.addAccount(token, {
      accountId,
      transactions: [
        { id: 26001, date: daysAgo(20), amount: 25000, counterAccount: '19-2000145399', bankCode: '0800', counterName: 'Zaměstnavatel s.r.o.', type: 'Bezhotovostní příjem', messageForRecipient: 'Výplata', variableSymbol: '1101' },
        { id: 26002, date: daysAgo(10), amount: -1379.5, type: 'Platba kartou', userIdentification: 'Nákup: ALBERT 0412, PRAHA, CZ' },
        { id: 26003, date: daysAgo(5), amount: -500, type: 'Platba kartou', userIdentification: 'Nákup: Tipsport.cz' },
        { id: 26004, date: daysAgo(500), amount: -10, type: 'Poplatek' },
      ],
    });

  it('connects with a token Fio accepts (one call), stores it encrypted and fetches the last 13 months with kinds', async () => {
    const member = await api.newMember();
    const token = newToken();
    accountWithEntries(token, '2400123456');
    const connected = await connect(member.idToken, token);
    expect(connected).toMatchObject({
      status: 201,
      body: { outcome: 'synced', message: null, imported: 3, duplicates: 0, connection: { provider: 'fio', account: '2400123456/2010', status: 'connected', status_message: null } },
    });
    expect(fio.callsWith(token)).toHaveLength(1);
    expect(JSON.stringify(connected.body)).not.toContain(token);
    const [row] = await api.db.dataSource.query(`SELECT token_ciphertext, token_hash FROM bank_connection WHERE id = $1`, [connected.body.connection.id]);
    expect(row.token_ciphertext).not.toContain(token);
    expect(row.token_ciphertext).toMatch(/^v1:/);
    expect(row.token_hash).not.toContain(token);
    const listed = await transactions(member.idToken);
    expect(listed.map((entry) => [entry.amount, entry.kind, entry.gambling])).toEqual([
      [-500, 'card_payment', true],
      [-1379.5, 'card_payment', false],
      [25000, 'transfer_in', false],
    ]);
    expect((await api.db.dataSource.query(`SELECT format FROM bank_statement WHERE id = $1`, [listed[0].statement_id]))[0].format).toBe('fio_api');
    const [connection] = await connections(member.idToken);
    expect(connection).toEqual({ ...connected.body.connection, last_synced_timestamp: expect.any(Number) });
    expect(JSON.stringify(await connections(member.idToken))).not.toContain(token);
  });

  it('refuses a sync within 30 seconds without calling Fio (429, Czech), respects Fio’s own 409 and adds no duplicates later', async () => {
    const member = await api.newMember();
    const token = newToken();
    accountWithEntries(token, '2400123457');
    const { body } = await connect(member.idToken, token);
    const id = body.connection.id;

    const tooSoon = await sync(member.idToken, id);
    expect(tooSoon).toEqual({ status: 429, body: expect.objectContaining({ code: 'BANK_SYNC_TOO_SOON', error: expect.stringMatching(/jednou za 30 sekund/) }) });
    expect(fio.callsWith(token)).toHaveLength(1);

    // Our window has passed, Fio's (30 s in the stand-in) not: Fio answers 409, the member is told to wait, nothing breaks.
    await afterOurWindow();
    const deferred = await sync(member.idToken, id);
    expect(deferred).toMatchObject({ status: 200, body: { outcome: 'deferred', imported: 0, connection: { status: 'connected' }, message: expect.stringMatching(/nic se neztratí/) } });
    expect(fio.callsWith(token).map((call) => call.status)).toEqual([200, 409]);

    fio.forgetCalls(token);
    fio.addTransactions(token, [{ id: 26010, date: today, amount: -250, type: 'Výběr z bankomatu', userIdentification: 'Bankomat Praha' }]);
    await afterOurWindow();
    const next = await sync(member.idToken, id);
    expect(next).toMatchObject({ status: 200, body: { outcome: 'synced', imported: 1, duplicates: expect.any(Number) } });
    expect(next.body.duplicates).toBeGreaterThan(0);
    expect((await transactions(member.idToken)).map((entry) => entry.kind)).toEqual(['cash_withdrawal', 'card_payment', 'card_payment', 'transfer_in']);
  });

  it('marks a connection whose token Fio keeps refusing (500 for a day) as refused, in Czech, and stops fetching until a new token is pasted', async () => {
    const member = await api.newMember();
    const token = newToken();
    accountWithEntries(token, '2400123458');
    const { body } = await connect(member.idToken, token);
    fio.revoke(token);
    // Fio's 500 is also its own failure: the first one keeps the token and reads as an outage.
    fio.forgetCalls(token);
    await afterOurWindow();
    expect(await sync(member.idToken, body.connection.id)).toMatchObject({ status: 502, body: { code: 'BANK_PROVIDER_UNAVAILABLE' } });
    expect((await connections(member.idToken))[0]).toMatchObject({ status: 'connected', status_message: BANK_SYNC_RETRY_MESSAGE });
    await serverErrorsEarlier(body.connection.id, SERVER_ERRORS_REFUSAL_HOURS);
    fio.forgetCalls(token);
    await afterOurWindow();
    const refused = await sync(member.idToken, body.connection.id);
    const message = 'Fio banka token odmítla – vytvořte v internetovém bankovnictví nový a vložte ho znovu.';
    expect(refused).toMatchObject({ status: 200, body: { outcome: 'refused', message, connection: { status: 'refused', status_message: message } } });
    const callsSoFar = fio.callsWith(token).length;
    await afterOurWindow();
    expect(await sync(member.idToken, body.connection.id)).toMatchObject({ status: 409, body: { code: 'BANK_CONNECTION_REFUSED' } });
    expect(fio.callsWith(token)).toHaveLength(callsSoFar);

    // A new token for the same account replaces the refused one.
    const fresh = newToken();
    accountWithEntries(fresh, '2400123458');
    const again = await connect(member.idToken, fresh);
    expect(again.body).toMatchObject({ outcome: 'synced', imported: 0, duplicates: 3, connection: { id: body.connection.id, status: 'connected', status_message: null } });
    expect(await connections(member.idToken)).toHaveLength(1);
  });

  it('refuses a token Fio does not know with 400 in Czech, storing nothing', async () => {
    const member = await api.newMember();
    const refused = await connect(member.idToken, newToken());
    expect(refused).toEqual({ status: 400, body: expect.objectContaining({ code: 'BANK_TOKEN_REFUSED', error: 'Fio banka token odmítla – vytvořte v internetovém bankovnictví nový a vložte ho znovu.' }) });
    expect(await connections(member.idToken)).toEqual([]);
  });

  it('refuses an account not kept in CZK with the readers’ Czech message', async () => {
    const member = await api.newMember();
    const token = newToken();
    fio.addAccount(token, { accountId: '2400123459', currency: 'EUR' });
    const refused = await connect(member.idToken, token);
    expect(refused).toMatchObject({ status: 400, body: { code: 'BANK_CONNECTION_CURRENCY', error: 'Výpis je veden v měně EUR; načítáme jen účty vedené v korunách (CZK). Nic nebylo uloženo.' } });
    expect(await connections(member.idToken)).toEqual([]);
  });

  it.each([
    ['an unknown provider', { provider: 'kb', token: 'A'.repeat(64) }, /zatím umíme jen Fio/],
    ['an empty token', { provider: 'fio', token: '   ' }, 'Vložte token z internetového bankovnictví Fio.'],
    ['a long token', { provider: 'fio', token: 'A'.repeat(65) }, /přesně 64 znaků/],
    ['a token with other characters', { provider: 'fio', token: `${'A'.repeat(63)};` }, /přesně 64 znaků/],
    ['no token', { provider: 'fio' }, 'Vložte token z internetového bankovnictví Fio.'],
  ])('refuses %s with 400 and a Czech message, changing nothing', async (_name, body, message) => {
    const member = await api.newMember();
    const before = fio.calls.length;
    const refused = await api.call('POST', '/bank_connection', { token: member.idToken, body });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(fio.calls.length).toBe(before);
    expect(await connections(member.idToken)).toEqual([]);
  });

  it('refuses a bad id with 400; another member can neither see, sync nor remove a connection (404)', async () => {
    const owner = await api.newMember();
    const other = await api.newMember();
    const token = newToken();
    accountWithEntries(token, '2400123460');
    const { body } = await connect(owner.idToken, token);
    const id = body.connection.id;
    for (const bad of ['abc', '-1', '0', '1.5', '']) {
      expect((await sync(owner.idToken, bad)).status).toBe(400);
      expect((await api.call('DELETE', `/bank_connection?id=${bad}`, { token: owner.idToken })).status).toBe(400);
    }
    expect(await connections(other.idToken)).toEqual([]);
    await afterOurWindow();
    expect((await sync(other.idToken, id)).status).toBe(404);
    expect((await api.call('DELETE', `/bank_connection?id=${id}`, { token: other.idToken })).status).toBe(404);
    expect(fio.callsWith(token)).toHaveLength(1);
    expect(await connections(owner.idToken)).toHaveLength(1);
  });

  it('removes a connection with its token; the fetched entries stay among the imports', async () => {
    const member = await api.newMember();
    const token = newToken();
    accountWithEntries(token, '2400123461');
    const { body } = await connect(member.idToken, token);
    expect((await api.call('DELETE', `/bank_connection?id=${body.connection.id}`, { token: member.idToken })).status).toBe(204);
    expect(await connections(member.idToken)).toEqual([]);
    expect(await api.db.dataSource.query(`SELECT id FROM bank_connection WHERE id = $1`, [body.connection.id])).toEqual([]);
    expect(await transactions(member.idToken)).toHaveLength(3);
    expect((await api.call('DELETE', `/bank_connection?id=${body.connection.id}`, { token: member.idToken })).status).toBe(404);
  });

  it('erases the connections with the member', async () => {
    const member = await api.newMember();
    const token = newToken();
    accountWithEntries(token, '2400123462');
    await connect(member.idToken, token);
    const [{ id: userId }] = await api.db.dataSource.query(`SELECT id FROM app_user WHERE firebase_uid = $1`, [member.uid]);
    expect((await api.call('DELETE', '/user', { token: member.idToken })).status).toBe(204);
    expect(await api.db.dataSource.query(`SELECT id FROM bank_connection WHERE user_id = $1`, [userId])).toEqual([]);
  });

  /** One run of the daily job (jobs/schedules.ts) on the test database: what it logged, and its summary line. */
  async function runDailySync() {
    const services = createServices(api.db.dataSource, {
      accounts: {} as any,
      payments: { provider: 'local', apiPublicUrl: 'http://api.test', secret: 'test-secret-of-the-local-gateway' },
      urls: { webUrl: 'http://web.test', apiUrl: 'http://api.test' },
      mailer: { send: async () => undefined },
      bankConnections: { tokenKey: Buffer.from('bonus-klub-development-bank-key!'), fioApiUrl: fio.url },
    });
    const job = scheduledJobs(services).find((scheduled) => scheduled.queue === BANK_CONNECTION_SYNC_QUEUE)!;
    expect(job.cron).toBe('15 5 * * *');
    const logged: any[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    await job.run(log as any, undefined);
    return { run: logged.find((line) => line.msg === 'bank connections synced'), logged };
  }

  it('the daily job syncs every connected account, skipping none that may be called, and leaves refused ones alone', async () => {
    const [first, second, third] = [await api.newMember(), await api.newMember(), await api.newMember()];
    const [tokenA, tokenB, tokenC] = [newToken(), newToken(), newToken()];
    accountWithEntries(tokenA, '2400123470');
    accountWithEntries(tokenB, '2400123471');
    accountWithEntries(tokenC, '2400123472');
    await connect(first.idToken, tokenA);
    await connect(second.idToken, tokenB);
    const refused = await connect(third.idToken, tokenC);
    await api.db.dataSource.query(`UPDATE bank_connection SET status = 'refused' WHERE id = $1`, [refused.body.connection.id]);
    fio.addTransactions(tokenA, [{ id: 27001, date: today, amount: 100, type: 'Bezhotovostní příjem', counterAccount: '123', bankCode: '0100' }]);
    fio.addTransactions(tokenB, [{ id: 27002, date: today, amount: -50, type: 'Platba kartou', userIdentification: 'Nákup: Kavárna' }]);
    for (const token of [tokenA, tokenB, tokenC]) fio.forgetCalls(token);
    await afterOurWindow();

    const { run, logged } = await runDailySync();
    expect(run).toMatchObject({ failed: 0, refused: 0 });
    expect(run.synced).toBeGreaterThanOrEqual(2);
    expect((await transactions(first.idToken)).map((entry) => entry.amount)).toContain(100);
    expect((await transactions(second.idToken)).map((entry) => entry.amount)).toContain(-50);
    expect(fio.callsWith(tokenC)).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain(tokenA);
  });

  it('a fetch Fio fails (5xx, or a statement cut off mid-way) stores nothing, marks the connection to retry, and the next run imports each entry once', async () => {
    const member = await api.newMember();
    const token = newToken();
    accountWithEntries(token, '2400123490');
    const { body } = await connect(member.idToken, token);
    const id = body.connection.id;
    const stored = async () => ({
      entries: (await transactions(member.idToken)).map((entry) => entry.amount).sort(),
      imports: (await api.db.dataSource.query(`SELECT count(*)::int AS n FROM bank_statement WHERE user_id = (SELECT user_id FROM bank_connection WHERE id = $1)`, [id]))[0].n,
      cursor: (await api.db.dataSource.query(`SELECT to_char(synced_through, 'YYYY-MM-DD') AS day, last_synced_at FROM bank_connection WHERE id = $1`, [id]))[0],
    });
    await api.db.dataSource.query(`UPDATE bank_connection SET synced_through = $2::date WHERE id = $1`, [id, daysAgo(3)]);
    const before = await stored();
    fio.addTransactions(token, [
      { id: 28001, date: today, amount: 321, type: 'Bezhotovostní příjem', counterAccount: '123', bankCode: '0100' },
      { id: 28002, date: today, amount: -45, type: 'Platba kartou', userIdentification: 'Nákup: Pekárna' },
    ]);

    for (const outage of ['unavailable', 'cut'] as const) {
      fio.failNext(token, outage);
      fio.forgetCalls(token);
      await afterOurWindow();
      const { run } = await runDailySync();
      expect(run.failed).toBeGreaterThanOrEqual(1);
      expect(await stored()).toEqual(before);
      const [connection] = await connections(member.idToken);
      expect(connection).toMatchObject({ status: 'connected', status_message: BANK_SYNC_RETRY_MESSAGE });
    }

    fio.forgetCalls(token);
    await afterOurWindow();
    await runDailySync();
    const after = await stored();
    expect(after.entries).toEqual([...before.entries, -45, 321].sort());
    expect(after.imports).toBe(before.imports + 1);
    expect(after.cursor.day).toBe(today);
    expect((await connections(member.idToken))[0]).toMatchObject({ status: 'connected', status_message: null });
    // A member's own "Načíst teď" during an outage says so (502, Czech) and stores nothing either.
    fio.failNext(token, 'cut');
    fio.forgetCalls(token);
    await afterOurWindow();
    expect(await sync(member.idToken, id)).toMatchObject({ status: 502, body: { code: 'BANK_PROVIDER_UNAVAILABLE' } });
    expect((await stored()).entries).toEqual(after.entries);
  });

  it('a single Fio 500 keeps the token (retried by the next run); 500s on every sync for a day refuse it; a sync that stores in between starts the count again', async () => {
    const member = await api.newMember();
    const token = newToken();
    accountWithEntries(token, '2400123491');
    const { body } = await connect(member.idToken, token);
    const id: number = body.connection.id;
    const serverError = async () => {
      fio.failNext(token, 'server-error');
      fio.forgetCalls(token);
      await afterOurWindow();
    };

    await serverError();
    const { run } = await runDailySync();
    expect(run).toMatchObject({ refused: 0 });
    expect(run.failed).toBeGreaterThanOrEqual(1);
    expect((await connections(member.idToken))[0]).toMatchObject({ status: 'connected', status_message: BANK_SYNC_RETRY_MESSAGE });
    expect(await serverErrorsSince(id)).not.toBeNull();
    // 500s again almost a day later: still Fio's outage as far as we can tell.
    await serverErrorsEarlier(id, SERVER_ERRORS_REFUSAL_HOURS - 1);
    await serverError();
    expect(await sync(member.idToken, id)).toMatchObject({ status: 502, body: { code: 'BANK_PROVIDER_UNAVAILABLE' } });
    expect((await connections(member.idToken))[0]).toMatchObject({ status: 'connected' });

    // Fio answers again: the run of 500s is over.
    fio.forgetCalls(token);
    await afterOurWindow();
    expect(await sync(member.idToken, id)).toMatchObject({ status: 200, body: { outcome: 'synced', connection: { status: 'connected', status_message: null } } });
    expect(await serverErrorsSince(id)).toBeNull();
    // A new run of 500s counts from its own first one, not from the run before the success (which began a day ago).
    await serverError();
    expect((await sync(member.idToken, id)).status).toBe(502);
    await serverErrorsEarlier(id, 2);
    await serverError();
    expect((await sync(member.idToken, id)).status).toBe(502);
    expect((await connections(member.idToken))[0]).toMatchObject({ status: 'connected' });

    // 500s on every sync for the threshold: the token is refused, and the member asked for a new one.
    await serverErrorsEarlier(id, SERVER_ERRORS_REFUSAL_HOURS);
    await serverError();
    expect(await sync(member.idToken, id)).toMatchObject({ status: 200, body: { outcome: 'refused', message: FIO_TOKEN_REFUSED_MESSAGE, connection: { status: 'refused' } } });
  });

  it('needs a signed-in member', async () => {
    expect((await api.call('GET', '/bank_connection_all')).status).toBe(401);
    expect((await api.call('POST', '/bank_connection', { body: { provider: 'fio', token: 'A'.repeat(64) } })).status).toBe(401);
    expect((await api.call('POST', '/bank_connection_sync?id=1')).status).toBe(401);
    expect((await api.call('DELETE', '/bank_connection?id=1')).status).toBe(401);
  });

  it('offers the same through GraphQL: list, connect, sync and remove', async () => {
    const member = await api.newMember();
    const token = newToken();
    accountWithEntries(token, '2400123480');
    const gql = async (query: string, variables?: object) => (await api.call('POST', '/graphql', { token: member.idToken, body: { query, variables } })).body;
    const fields = 'connection { id provider account status statusMessage connectedAt lastSyncedAt } outcome message imported duplicates';
    const connected = await gql(`mutation($input: BankConnectionInput!) { connectBank(input: $input) { ${fields} } }`, { input: { provider: 'fio', token } });
    expect(connected.data.connectBank).toMatchObject({ outcome: 'synced', imported: 3, connection: { account: '2400123480/2010', status: 'connected' } });
    const id = connected.data.connectBank.connection.id;
    expect((await gql('{ bankConnections { id account status } }')).data.bankConnections).toEqual([{ id, account: '2400123480/2010', status: 'connected' }]);
    const tooSoon = await gql(`mutation($id: Int!) { syncBankConnection(id: $id) { outcome } }`, { id });
    expect(tooSoon.errors[0].message).toMatch(/jednou za 30 sekund/);
    const bad = await gql(`mutation($input: BankConnectionInput!) { connectBank(input: $input) { outcome } }`, { input: { provider: 'fio', token: 'short' } });
    expect(bad.errors[0].message).toMatch(/přesně 64 znaků/);
    expect((await gql(`mutation($id: Int!) { removeBankConnection(id: $id) }`, { id })).data.removeBankConnection).toBe(true);
    expect((await gql('{ bankConnections { id } }')).data.bankConnections).toEqual([]);
  });
});
