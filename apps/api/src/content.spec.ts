import { startTestApi, TestApi } from './testing/test-api';

describe('guidance content: FAQ, investments and home statistics', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const gql = async (token: string | undefined, query: string, variables: Record<string, unknown> = {}) => (await api.call('POST', '/graphql', { token, body: { query, variables } })).body;

  it('serves the FAQ publicly, grouped in category order', async () => {
    const { status, body } = await api.call('GET', '/faq_all');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(3);
    expect(body[0]).toEqual({ id: expect.any(Number), question: expect.any(String), answer: expect.any(String), faq_category_name: expect.any(String), visible: true });
    const categories = body.map((f: { faq_category_name: string }) => f.faq_category_name);
    expect(categories).toEqual([...categories].sort((a: string, b: string) => categories.indexOf(a) - categories.indexOf(b)));
    expect((await gql(undefined, '{ faqs { question faqCategoryName } }')).data.faqs).toHaveLength(body.length);
  });

  it('computes the home statistics from real data', async () => {
    const { body } = await api.call('GET', '/user/get_stats');
    const [row] = await api.db.dataSource.query(
      `SELECT (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL) AS users, (SELECT coalesce(sum(reached_profit_halere), 0)::bigint FROM bonus_history_entry WHERE review_status IN ('none', 'approved')) AS made`,
    );
    expect(body).toMatchObject({ total_users: row.users, total_made: Math.round(Number(row.made) / 100), avg_month_revenue: expect.any(Number) });
  });

  it('shows categories to members but products only to premium, with a clear 403 for the rest', async () => {
    const basic = await api.idToken('basic@demo.cz');
    const premium = await api.idToken('premium@demo.cz');
    const { body: categories } = await api.call('GET', '/investment_category_all', { token: basic });
    expect(categories.length).toBeGreaterThan(1);
    expect(categories[0]).toMatchObject({ name: expect.any(String), pros_list: expect.any(Array), cons_list: expect.any(Array), avg_risk_rate: expect.any(Number) });
    const id = categories[0].id;

    const refused = await api.call('GET', `/investment_all?investment_category_id=${id}`, { token: basic });
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ error: 'Investiční průvodce je dostupný jen pro členy Premium.' }) });
    const { body: products } = await api.call('GET', `/investment_all?investment_category_id=${id}`, { token: premium });
    expect(products.length).toBeGreaterThan(0);
    expect(products.findIndex((p: { recommended: boolean }) => !p.recommended)).not.toBe(0);
    expect(products[0]).toMatchObject({ investment_category_id: id, step_list: [{ title: expect.any(String), description: expect.any(String) }, expect.anything(), expect.anything()] });

    const detail = await api.call('GET', `/investment?id=${products[0].id}`, { token: premium });
    expect(detail.body).toEqual(products[0]);
    expect((await api.call('GET', `/investment?id=${products[0].id}`, { token: basic })).status).toBe(403);
    expect((await gql(basic, 'query($id: Int!) { investment(id: $id) { name } }', { id: products[0].id })).errors[0].extensions.code).toBe('INVESTMENTS_PREMIUM_ONLY');
    expect((await api.call('GET', '/investment?id=999999', { token: premium })).status).toBe(404);
    expect((await api.call('GET', '/investment_all?investment_category_id=x', { token: premium })).status).toBe(400);
  });

  it('lets an admin add, hide and reorder FAQ entries and investment content', async () => {
    const admin = (await api.newMember({ admin: true })).idToken;
    const saved = await gql(admin, 'mutation($input: FaqInput!) { saveFaq(input: $input) { id faqCategoryName visible } }', {
      input: { faqCategoryName: 'Nová kategorie', question: 'Funguje úprava FAQ?', answer: 'Ano.' },
    });
    const id = saved.data.saveFaq.id;
    expect((await api.call('GET', '/faq_all')).body.map((f: { id: number }) => f.id)).toContain(id);
    await gql(admin, 'mutation($input: FaqInput!) { saveFaq(input: $input) { id } }', { input: { id, faqCategoryName: 'Nová kategorie', question: 'Funguje úprava FAQ?', answer: 'Ano.', visible: false } });
    expect((await api.call('GET', '/faq_all')).body.map((f: { id: number }) => f.id)).not.toContain(id);
    expect((await gql(admin, '{ adminFaqs { id visible } }')).data.adminFaqs).toContainEqual({ id, visible: false });
    const bad = await gql(admin, 'mutation($input: FaqInput!) { saveFaq(input: $input) { id } }', { input: { faqCategoryName: 'X', question: '', answer: 'a' } });
    expect(bad.errors[0].message).toBe('Toto pole je povinné');

    const categories = (await gql(admin, '{ adminInvestmentCategories { id } }')).data.adminInvestmentCategories.map((c: { id: number }) => c.id);
    const reversed = [...categories].reverse();
    expect((await gql(admin, 'mutation($ids: [Int!]!) { reorderInvestments(ids: $ids) }', { ids: reversed })).data.reorderInvestments).toBe(true);
    const member = await api.idToken('premium@demo.cz');
    expect((await api.call('GET', '/investment_category_all', { token: member })).body.map((c: { id: number }) => c.id)).toEqual(reversed);
    expect((await gql(admin, 'mutation { reorderInvestments(ids: [999999]) }')).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(member, '{ adminFaqs { id } }')).errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
