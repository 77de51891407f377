import { startTestApi, TestApi } from './testing/test-api';

/** Lists that grow are read a page at a time over GraphQL, with what the whole list adds up to. */
describe('GraphQL lists a page at a time', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => (await api.call('POST', '/graphql', { token, body: { query, variables } })).body;
  const PAYOUTS = 'query($page: PageInput) { transactions(page: $page) { items { amount status } totals { pending paid failed } totalCount currentPage itemsPerPage } }';

  /** 23 payouts of 1..23 Kč, the oldest first: every third paid, every fifth (not paid) failed, the rest pending. */
  async function memberWithPayouts(): Promise<string> {
    const member = await api.newMember();
    const [{ id }] = await api.db.dataSource.query(`SELECT id FROM app_user WHERE email = $1`, [member.email]);
    for (let n = 1; n <= 23; n++) {
      const status = n % 3 === 0 ? 'paid' : n % 5 === 0 ? 'failed' : 'pending';
      await api.db.dataSource.query(
        `INSERT INTO payout_transaction (user_id, amount_halere, bank_account, status, paid_on, failure_reason, created_at)
         VALUES ($1, $2, '19-2000145399/0800', $3, $4, $5, now() - make_interval(mins => $6))`,
        [id, n * 100, status, status === 'paid' ? '2026-01-07' : null, status === 'failed' ? 'Účet neexistuje' : null, 100 - n],
      );
    }
    return member.idToken;
  }

  it('pages the payouts newest first and totals every page of them per state', async () => {
    const token = await memberWithPayouts();
    const first = (await gql(token, PAYOUTS)).data.transactions;
    expect(first).toMatchObject({ totalCount: 23, currentPage: 1, itemsPerPage: 20 });
    expect(first.items.map((payout: { amount: number }) => payout.amount)).toEqual(Array.from({ length: 20 }, (_, index) => 23 - index));
    const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);
    const amounts = Array.from({ length: 23 }, (_, index) => index + 1);
    const paid = amounts.filter((n) => n % 3 === 0);
    const failed = amounts.filter((n) => n % 3 !== 0 && n % 5 === 0);
    expect(first.totals).toEqual({ paid: sum(paid), failed: sum(failed), pending: sum(amounts) - sum(paid) - sum(failed) });

    const last = (await gql(token, PAYOUTS, { page: { currentPage: 3, itemsPerPage: 10 } })).data.transactions;
    expect(last).toMatchObject({ totalCount: 23, currentPage: 3, itemsPerPage: 10, totals: first.totals });
    expect(last.items.map((payout: { amount: number }) => payout.amount)).toEqual([3, 2, 1]);
    const beyond = (await gql(token, PAYOUTS, { page: { currentPage: 9 } })).data.transactions;
    expect(beyond).toMatchObject({ items: [], totalCount: 23, currentPage: 9 });
  });

  it.each([
    [{ currentPage: 0 }, 'Neplatné číslo stránky'],
    [{ itemsPerPage: 15 }, 'Počet položek na stránce musí být 10, 20, 50 nebo 100'],
    [{ itemsPerPage: 1000 }, 'Počet položek na stránce musí být 10, 20, 50 nebo 100'],
  ])('refuses the page %p of every paged list in Czech', async (page, message) => {
    const member = (await api.newMember()).idToken;
    const admin = (await api.newMember({ admin: true })).idToken;
    const lists: Array<[string, string]> = [
      [member, 'transactions(page: $page) { totalCount }'],
      [member, 'referredUsers(page: $page) { totalCount }'],
      [admin, 'newsletters(page: $page) { totalCount }'],
      [admin, 'adminPromoCodes(page: $page) { totalCount }'],
      [admin, 'pendingEarnings(page: $page) { totalCount }'],
    ];
    for (const [token, selection] of lists) {
      const answer = await gql(token, `query($page: PageInput) { ${selection} }`, { page });
      expect({ selection, data: answer.data, message: answer.errors?.[0].message, status: answer.errors?.[0].extensions.status }).toEqual({ selection, data: null, message, status: 400 });
    }
  });

  it('counts every entry of the admin lists, not only the page', async () => {
    const admin = (await api.newMember({ admin: true })).idToken;
    const [{ codes }] = await api.db.dataSource.query(`SELECT count(*)::int AS codes FROM promo_code`);
    const page = (await gql(admin, '{ adminPromoCodes(page: { itemsPerPage: 10 }) { items { code } totalCount itemsPerPage } }')).data.adminPromoCodes;
    expect(page).toMatchObject({ totalCount: codes, itemsPerPage: 10 });
    expect(page.items).toHaveLength(Math.min(codes, 10));
  });

  it('finds promo codes by any part of the code in any case, counts only those, and takes % and _ literally', async () => {
    const admin = (await api.newMember({ admin: true })).idToken;
    for (const code of ['JARO25', 'JARNI10', 'LETO_50', 'LETO150']) {
      await api.db.dataSource.query(`INSERT INTO promo_code (code, discount_percent, months, active) VALUES ($1, 10, 1, true)`, [code]);
    }
    const SEARCH = 'query($search: String, $page: PageInput) { adminPromoCodes(search: $search, page: $page) { items { code } totalCount } }';
    const found = async (search: string | null) => (await gql(admin, SEARCH, { search })).data.adminPromoCodes;
    expect(await found('jar')).toEqual({ items: [{ code: 'JARNI10' }, { code: 'JARO25' }], totalCount: 2 });
    expect(await found('  leto_  ')).toEqual({ items: [{ code: 'LETO_50' }], totalCount: 1 });
    expect(await found('%')).toEqual({ items: [], totalCount: 0 });
    const [{ codes }] = await api.db.dataSource.query(`SELECT count(*)::int AS codes FROM promo_code`);
    expect((await found(null)).totalCount).toBe(codes);
    expect((await found('')).totalCount).toBe(codes);

    const tooLong = await gql(admin, SEARCH, { search: 'x'.repeat(101) });
    expect({ data: tooLong.data, message: tooLong.errors?.[0].message, status: tooLong.errors?.[0].extensions.status }).toEqual({
      data: null,
      message: 'Text může mít nejvýše 100 znaků.',
      status: 400,
    });
    const member = (await api.newMember()).idToken;
    expect((await gql(member, SEARCH, { search: 'jar' })).errors?.[0].extensions.status).toBe(403);
  });
});
