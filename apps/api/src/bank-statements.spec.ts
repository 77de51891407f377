import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApi, TestApi } from './testing/test-api';

const FIXTURES = join(__dirname, '../../../libs/server/src/features/bank-statements/fixtures');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

/** Issue #37 §1 on the REST contract, on real PostgreSQL: import, dedup, refusal, listing, deletion, other members. */
describe('bank statements', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const upload = async (token: string, body: Buffer | string, contentType: string, query = '') => {
    const response = await fetch(`${api.url}/bank_statement${query}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const transactions = async (token: string) => (await api.call('GET', '/bank_transaction_all', { token })).body as any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  const stored = async () => Number((await api.db.dataSource.query('SELECT count(*) AS n FROM bank_transaction'))[0].n);

  it('imports a CAMT.053 statement (201) and adds nothing when the same statement comes again', async () => {
    const { idToken } = await api.newMember();
    const first = await upload(idToken, fixture('fio-camt053-001-02.xml'), 'application/xml');
    expect(first).toEqual({
      status: 201,
      body: { id: expect.any(Number), account: '2400123456/2010', from_timestamp: Date.parse('2026-10-31T23:00:00Z') / 1000, to_timestamp: Date.parse('2026-11-29T23:00:00Z') / 1000, imported: 3, duplicates: 0, skipped: [] },
    });
    // The same file again adds nothing and keeps no import of its own.
    const again = await upload(idToken, fixture('fio-camt053-001-02.xml'), 'application/xml');
    expect(again).toMatchObject({ status: 201, body: { id: null, imported: 0, duplicates: 3 } });
    expect((await api.call('POST', '/graphql', { token: idToken, body: { query: '{ bankStatements { id } }' } })).body.data.bankStatements).toEqual([{ id: first.body.id }]);
    const listed = await transactions(idToken);
    expect(listed.map((transaction) => [transaction.amount, transaction.kind, transaction.statement_id])).toEqual([
      [-500, 'transfer_out', first.body.id],
      [-1379.5, 'card_payment', first.body.id],
      [25000, 'transfer_in', first.body.id],
    ]);
    expect(listed[1]).toMatchObject({ account: '2400123456/2010', counterparty: 'ALBERT 0412 PRAHA', gambling: false, booked_timestamp: Date.parse('2026-11-07T23:00:00Z') / 1000, counts_for: [] });
  });

  it('reads a GPC file in CP1250 with the bank the member names, marks betting and own transfers across imports', async () => {
    const { idToken } = await api.newMember();
    const gpc = await upload(idToken, fixture('ceska-sporitelna-cp1250.gpc'), 'text/plain', '?bank_code=0800');
    expect(gpc).toMatchObject({ status: 201, body: { account: '19-2000145399/0800', imported: 5, duplicates: 0 } });
    // The Fio statement sends 500 Kč to 19-2000145399/0800: once both are imported, that is an own transfer.
    await upload(idToken, fixture('fio-camt053-001-02.xml'), 'application/xml');
    const listed = await transactions(idToken);
    const byText = (text: string) => listed.find((transaction) => transaction.description.includes(text));
    expect(byText('Karta: Tipsport.cz')).toMatchObject({ kind: 'card_payment', gambling: true, amount: -500 });
    expect(byText('Převod na spořicí účet')).toMatchObject({ kind: 'own_transfer' });
    expect(byText('Nákup: Albert Praha')).toMatchObject({ kind: 'card_payment', gambling: false, counterparty: 'Nákup: Albert Praha' });
  });

  it('adds only the new entries of an overlapping statement', async () => {
    const { idToken } = await api.newMember();
    const xml = fixture('fio-camt053-001-02.xml').toString('utf8');
    const firstTwo = xml.replace(/<Ntry>\s*<Amt Ccy="CZK">500\.00<\/Amt>[\s\S]*?<\/Ntry>/, '');
    expect((await upload(idToken, firstTwo, 'application/xml')).body).toMatchObject({ imported: 2, duplicates: 0 });
    expect((await upload(idToken, xml, 'application/xml')).body).toMatchObject({ imported: 1, duplicates: 2 });
    expect(await transactions(idToken)).toHaveLength(3);
  });

  it.each([
    ['broken XML', '<Document><BkToCstmrStmt>', 'application/xml', /^Soubor není platné XML: chyba na řádku 1/],
    ['a statement in euros', fixture('fio-camt053-001-02.xml').toString('utf8').replaceAll('CZK', 'EUR'), 'application/xml', /^Výpis je veden v měně EUR/],
    ['a foreign XML document', '<?xml version="1.0"?><Invoice/>', 'application/xml', /chybí prvek Document\/BkToCstmrStmt\/Stmt/],
    ['a text that is not GPC', 'Dobrý den,\nposílám výpis.', 'text/plain', /^Řádek 1: neznámý druh záznamu/],
    ['an empty body', '', 'text/plain', 'Soubor je prázdný.'],
  ])('refuses %s with 400 and a Czech message, storing nothing', async (_name, body, contentType, message) => {
    const { idToken } = await api.newMember();
    const before = await stored();
    const refused = await upload(idToken, body, contentType);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'BANK_STATEMENT_INVALID', error: expect.stringMatching(message) });
    expect(await stored()).toBe(before);
  });

  it('refuses a statement over the size limit with 413 and a bad bank code with 400', async () => {
    const { idToken } = await api.newMember();
    expect((await upload(idToken, Buffer.alloc(21 * 1024 * 1024, 0x20), 'text/plain')).status).toBe(413);
    expect((await upload(idToken, fixture('ceska-sporitelna-cp1250.gpc'), 'text/plain', '?bank_code=80')).status).toBe(400);
    const unknownBank = await upload(idToken, fixture('ceska-sporitelna-cp1250.gpc'), 'text/plain', '?bank_code=9999');
    expect(unknownBank).toMatchObject({ status: 400, body: { error: 'Tento kód banky není v číselníku České národní banky.' } });
    expect((await api.call('GET', '/bank_transaction_all', { token: idToken })).body).toEqual([]);
  });

  it('shows and deletes only the owner’s imports; anyone else gets 404 and nothing changes', async () => {
    const owner = await api.newMember();
    const other = await api.newMember();
    const { body } = await upload(owner.idToken, fixture('fio-camt053-001-02.xml'), 'application/xml');
    expect(await transactions(other.idToken)).toEqual([]);
    expect((await api.call('DELETE', `/bank_statement?id=${body.id}`, { token: other.idToken })).status).toBe(404);
    expect(await transactions(owner.idToken)).toHaveLength(3);
    expect((await api.call('DELETE', `/bank_statement?id=${body.id}`, { token: owner.idToken })).status).toBe(204);
    expect(await transactions(owner.idToken)).toEqual([]);
    expect((await upload(owner.idToken, fixture('fio-camt053-001-02.xml'), 'application/xml')).body).toMatchObject({ imported: 3 });
  });

  it('needs a signed-in member', async () => {
    expect((await api.call('GET', '/bank_transaction_all')).status).toBe(401);
    const response = await fetch(`${api.url}/bank_statement`, { method: 'POST', headers: { 'content-type': 'application/xml' }, body: fixture('fio-camt053-001-02.xml') });
    expect(response.status).toBe(401);
  });
});

describe('bank statements through GraphQL', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  it('lists imports and transactions as REST does, and deletes an import', async () => {
    const { idToken } = await api.newMember();
    const response = await fetch(`${api.url}/bank_statement?bank_code=0800`, { method: 'POST', headers: { authorization: `Bearer ${idToken}`, 'content-type': 'text/plain' }, body: fixture('ceska-sporitelna-cp1250.gpc') });
    const imported = (await response.json()) as { id: number; from_timestamp: number; to_timestamp: number };
    const gql = async (query: string, variables?: object) => (await api.call('POST', '/graphql', { token: idToken, body: { query, variables } })).body;
    const { data } = await gql('{ bankStatements { id format account from to entryCount importedCount } bankTransactions { id statementId account bookedTimestamp amount kind counterparty description gambling countsFor { bonusId } } }');
    expect(data.bankStatements).toEqual([{ id: imported.id, format: 'gpc', account: '19-2000145399/0800', from: imported.from_timestamp, to: imported.to_timestamp, entryCount: 5, importedCount: 5 }]);
    const rest = (await api.call('GET', '/bank_transaction_all', { token: idToken })).body;
    expect(data.bankTransactions).toEqual(
      rest.map((t: any) => ({ id: t.id, statementId: t.statement_id, account: t.account, bookedTimestamp: t.booked_timestamp, amount: t.amount, kind: t.kind, counterparty: t.counterparty, description: t.description, gambling: t.gambling, countsFor: [] })), // eslint-disable-line @typescript-eslint/no-explicit-any
    );
    expect((await gql('mutation($id: Int!) { deleteBankStatement(id: $id) }', { id: imported.id })).data.deleteBankStatement).toBe(true);
    expect((await gql('{ bankTransactions { id } }')).data.bankTransactions).toEqual([]);
  });
});

describe('what statements count toward an offer (§2)', () => {
  let api: TestApi;
  let admin: string;
  let cs: number;
  beforeAll(async () => {
    api = await startTestApi();
    admin = (await api.newMember({ admin: true })).idToken;
    const companies: { id: number; name: string; bank_code: string | null }[] = (await api.call('GET', '/company_all', { token: admin })).body;
    expect(companies.find((company) => company.name === 'Česká spořitelna')?.bank_code).toBe('0800');
    expect(companies.find((company) => company.name === 'Tipsport')?.bank_code).toBeNull();
    cs = companies.find((company) => company.name === 'Česká spořitelna')!.id;
  });
  afterAll(() => api.stop());

  const THREE_PAYMENTS = { kind: 'card_payments', count: 3, min_amount: 100, within_days: 60 };
  const step = (title: string, requirement: object | null = null) => ({ title, subtitle: 'Krok', description: `<p>${title}</p>`, icon: '📝', order: 0, category: 'custom', requirement });
  const now = Math.floor(Date.now() / 1000);
  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Spořitelna: 3 platby kartou',
    description: '<p>Tři platby</p>',
    start_timestamp: Date.parse('2026-10-01T00:00:00Z') / 1000,
    end_timestamp: now + 86_400 * 90,
    expected_value: 500,
    needed_capital: 0,
    step_list: [step('Založte účet'), step('Zaplaťte třikrát kartou', THREE_PAYMENTS)],
    url_bonus_conditions: 'https://example.cz/podminky',
    url_link: 'https://example.cz/bonus',
    risk_rate: 1,
    company_id: cs,
    bonus_type_name: 'bank',
    ...overrides,
  });

  it('takes a requirement on a step on POST /bonus, gives it back, and refuses a malformed one with 400', async () => {
    const created = await api.call('POST', '/bonus', { token: admin, body: form() });
    expect(created.status).toBe(201);
    expect(created.body.step_list.map((item: { requirement: unknown }) => item.requirement)).toEqual([null, THREE_PAYMENTS]);
    const refused = await api.call('PUT', '/bonus', { token: admin, body: form({ id: created.body.id, step_list: [step('X', { ...THREE_PAYMENTS, count: 0 })] }) });
    expect(refused).toMatchObject({ status: 400, body: { error: 'Počet plateb musí být celé číslo od 1 do 100.' } });
    expect((await api.call('GET', `/bonus?id=${created.body.id}`, { token: admin })).body.step_list).toHaveLength(2);
  });

  it('counts the card payments at the offer’s bank from the start, says why the others do not, and shows the progress in GET /bonus_all', async () => {
    const { body: offer } = await api.call('POST', '/bonus', { token: admin, body: form() });
    const { idToken, uid } = await api.newMember();
    expect((await api.call('PUT', '/bonus_progress', { token: idToken, body: { bonus_id: offer.id, step_idx: 1 } })).status).toBe(200);
    await api.db.dataSource.query(`UPDATE user_bonus_progress SET started_at = '2026-11-01T09:00:00Z' WHERE bonus_id = $1 AND user_id = (SELECT id FROM app_user WHERE firebase_uid = $2)`, [offer.id, uid]);
    const upload = await fetch(`${api.url}/bank_statement?bank_code=0800`, { method: 'POST', headers: { authorization: `Bearer ${idToken}`, 'content-type': 'text/plain' }, body: fixture('ceska-sporitelna-cp1250.gpc') });
    expect(upload.status).toBe(201);

    const transactions = (await api.call('GET', '/bank_transaction_all', { token: idToken })).body as { id: number; amount: number; counterparty: string | null; description: string; counts_for: unknown[] }[];
    const verdict = (text: string) => transactions.find((transaction) => transaction.description.includes(text))!.counts_for;
    expect(verdict('Albert')).toEqual([{ bonus_id: offer.id, counts: true, reason: null }]);
    expect(verdict('Tipsport')).toEqual([{ bonus_id: offer.id, counts: false, reason: 'Platba u sázkové kanceláře se do podmínek nepočítá' }]);
    expect(verdict('Mzda')).toEqual([{ bonus_id: offer.id, counts: false, reason: 'Počítají se jen platby kartou' }]);

    const listed = ((await api.call('GET', '/bonus_all', { token: idToken })).body as { id: number; step_list: { requirement_progress: unknown }[] }[]).find((bonus) => bonus.id === offer.id)!;
    const daysSinceStart = Math.floor((Date.now() - Date.parse('2026-10-31T23:00:00Z')) / 86_400_000);
    const albert = transactions.find((transaction) => transaction.description.includes('Albert'))!;
    expect(listed.step_list.map((item) => item.requirement_progress)).toEqual([null, { done: 1, needed: 3, met: false, remaining_days: Math.max(0, 60 - daysSinceStart), counted_transaction_ids: [albert.id] }]);

    // The GraphQL twin lists the payments that counted, for the offer detail.
    const { body: graph } = await api.call('POST', '/graphql', { token: idToken, body: { query: '{ bonuses { id requirementProgress { done counted { id amount counterparty } } } }' } });
    const progress = graph.data.bonuses.find((bonus: { id: number }) => bonus.id === offer.id).requirementProgress;
    expect(progress).toEqual([null, { done: 1, counted: [{ id: albert.id, amount: albert.amount, counterparty: albert.counterparty }] }]);

    // Another member sees none of it.
    const other = await api.newMember();
    expect((await api.call('GET', '/bank_transaction_all', { token: other.idToken })).body).toEqual([]);
  });

  it("lets an admin set a bank's ČNB code in Provozovatelé, and refuses one not in the list or a code on a casino", async () => {
    const save = (input: Record<string, unknown>) =>
      api.call('POST', '/graphql', { token: admin, body: { query: 'mutation($input: CompanyUpdateInput!) { updateCompany(input: $input) { id kind bankCode } }', variables: { input } } });
    const companies = (await api.call('POST', '/graphql', { token: admin, body: { query: '{ companies { id name kind bankCode } }' } })).body.data.companies as { id: number; kind: string; bankCode: string | null }[];
    const bank = companies.find((company) => company.kind === 'bank')!;
    const casino = companies.find((company) => company.kind === 'casino')!;
    expect((await save({ id: bank.id, kind: 'bank', bankCode: '6210' })).body.data.updateCompany).toEqual({ id: bank.id, kind: 'bank', bankCode: '6210' });
    const unknown = await save({ id: bank.id, kind: 'bank', bankCode: '0001' });
    expect(unknown.body.errors[0]).toMatchObject({ message: 'Vyberte kód banky z číselníku ČNB: podle něj se počítají výpisy z účtů u této banky.', extensions: { code: 'VALIDATION_FAILED' } });
    expect((await save({ id: casino.id, kind: 'casino', bankCode: '0800' })).body.errors[0].message).toBe('Kasino kód banky nemá.');
    const after = (await api.call('POST', '/graphql', { token: admin, body: { query: '{ companies { id bankCode } }' } })).body.data.companies as { id: number; bankCode: string | null }[];
    expect(after.find((company) => company.id === bank.id)?.bankCode).toBe('6210');
    expect(after.find((company) => company.id === casino.id)?.bankCode).toBeNull();
    await save({ id: bank.id, kind: 'bank', bankCode: bank.bankCode });
  });
});
