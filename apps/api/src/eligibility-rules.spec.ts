import { startTestApi, TestApi } from './testing/test-api';

/** Issue #36 §1: an offer's eligibility rules on the REST contract and the admin's GraphQL form. */
describe('eligibility rules on offers', () => {
  let api: TestApi;
  let admin: string;
  let companies: Record<string, number>;
  beforeAll(async () => {
    api = await startTestApi();
    admin = (await api.newMember({ admin: true })).idToken;
    const list: { id: number; name: string }[] = (await api.call('GET', '/company_all', { token: admin })).body;
    companies = Object.fromEntries(list.map((company) => [company.name, company.id]));
  });
  afterAll(() => api.stop());

  const now = Math.floor(Date.now() / 1000);
  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Česká spořitelna: 1 500 Kč za nový účet',
    description: '<p>Nový účet</p>',
    start_timestamp: now - 3600,
    end_timestamp: now + 86_400 * 30,
    expected_value: 1500,
    needed_capital: 0,
    step_list: [],
    url_bonus_conditions: 'https://example.cz/podminky',
    url_link: 'https://example.cz/bonus',
    risk_rate: 1,
    company_id: companies['Česká spořitelna'],
    bonus_type_name: 'bank',
    ...overrides,
  });
  const rules = () => [
    { kind: 'no_account_within', company_id: companies['Česká spořitelna'], months: 12 },
    { kind: 'never_account', company_id: companies['Air Bank'] },
    { kind: 'age', min: 18, max: 26 },
    { kind: 'once_per_person' },
  ];
  const stored = async (id: number) => (await api.db.dataSource.query(`SELECT eligibility_rules FROM bonus WHERE id = $1`, [id]))[0].eligibility_rules;

  it('takes the four kinds on POST /bonus and gives them back on GET /bonus and GET /bonus_all_admin', async () => {
    const created = await api.call('POST', '/bonus', { token: admin, body: form({ eligibility_rules: rules() }) });
    expect(created.status).toBe(201);
    expect(created.body.eligibility_rules).toEqual(rules());
    expect((await api.call('GET', `/bonus?id=${created.body.id}`, { token: admin })).body.eligibility_rules).toEqual(rules());
    const page = (await api.call('GET', '/bonus_all_admin?current_page=1', { token: admin })).body;
    expect(page.bonuses.find((bonus: { id: number }) => bonus.id === created.body.id).eligibility_rules).toEqual(rules());
  });

  it('gives a new offer without rules none, and keeps an edited offer’s rules when PUT leaves them out', async () => {
    const created = await api.call('POST', '/bonus', { token: admin, body: form() });
    expect(created.body.eligibility_rules).toEqual([]);
    await api.call('PUT', '/bonus', { token: admin, body: form({ id: created.body.id, eligibility_rules: rules() }) });
    const edited = await api.call('PUT', '/bonus', { token: admin, body: form({ id: created.body.id, name: 'Jen jiný název' }) });
    expect(edited.status).toBe(200);
    expect(edited.body.eligibility_rules).toEqual(rules());
    const cleared = await api.call('PUT', '/bonus', { token: admin, body: form({ id: created.body.id, eligibility_rules: [] }) });
    expect(cleared.body.eligibility_rules).toEqual([]);
  });

  it.each([
    ['an unknown kind', [{ kind: 'vip_only' }], 'Neznámý druh pravidla'],
    ['months out of range', [{ kind: 'no_account_within', company_id: 1, months: 121 }], 'od 1 do 120'],
    ['a missing company', [{ kind: 'never_account' }], 'company_id'],
    ['max below min', [{ kind: 'age', min: 30, max: 20 }], 'nesmí být nižší'],
    ['a field the kind does not know', [{ kind: 'once_per_person', months: 3 }], 'jeho druh nezná'],
    ['more than ten rules', Array.from({ length: 11 }, (_, index) => ({ kind: 'no_account_within', company_id: 1, months: index + 1 })), 'nejvýše 10'],
    ['not a list', { kind: 'once_per_person' }, ''],
  ])('refuses %s with 400 and a Czech message, changing nothing', async (_name, badRules, message) => {
    const created = await api.call('POST', '/bonus', { token: admin, body: form({ eligibility_rules: [{ kind: 'once_per_person' }] }) });
    const refused = await api.call('PUT', '/bonus', { token: admin, body: form({ id: created.body.id, name: 'Nemá se uložit', eligibility_rules: badRules }) });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual(expect.stringContaining(message));
    expect(await stored(created.body.id)).toEqual([{ kind: 'once_per_person' }]);
    expect((await api.call('GET', `/bonus?id=${created.body.id}`, { token: admin })).body.name).toBe('Česká spořitelna: 1 500 Kč za nový účet');
  });

  it('refuses a rule naming a company the catalogue does not have', async () => {
    const count = Number((await api.db.dataSource.query(`SELECT count(*) AS n FROM bonus`))[0].n);
    const refused = await api.call('POST', '/bonus', { token: admin, body: form({ eligibility_rules: [{ kind: 'never_account', company_id: 999_999 }] }) });
    expect(refused).toMatchObject({ status: 400, body: { error: 'Pravidlo nároku uvádí banku nebo kasino, které v katalogu není.' } });
    expect(Number((await api.db.dataSource.query(`SELECT count(*) AS n FROM bonus`))[0].n)).toBe(count);
  });

  it('edits the rules through the admin form (GraphQL) in their flat shape', async () => {
    const created = await api.call('POST', '/bonus', { token: admin, body: form() });
    const f = form();
    const query = `mutation Save($input: BonusWriteInput!) { updateBonus(input: $input) { id eligibilityRules { kind companyId months min max } } }`;
    const saved = (await api.call('POST', '/graphql', {
      token: admin,
      body: { query, variables: {
        input: {
          id: created.body.id, name: f.name, description: f.description, startTimestamp: f.start_timestamp, endTimestamp: f.end_timestamp, expectedValue: f.expected_value,
          neededCapital: f.needed_capital, stepList: [], urlBonusConditions: f.url_bonus_conditions, urlLink: f.url_link, riskRate: f.risk_rate, companyId: f.company_id, bonusTypeName: 'bank',
          eligibilityRules: [{ kind: 'no_account_within', companyId: companies['Česká spořitelna'], months: 6 }, { kind: 'age', min: 18 }],
        },
      } },
    })).body;
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateBonus.eligibilityRules).toEqual([
      { kind: 'no_account_within', companyId: companies['Česká spořitelna'], months: 6, min: null, max: null },
      { kind: 'age', companyId: null, months: null, min: 18, max: null },
    ]);
    expect(await stored(created.body.id)).toEqual([{ kind: 'no_account_within', company_id: companies['Česká spořitelna'], months: 6 }, { kind: 'age', min: 18, max: null }]);
  });
});
