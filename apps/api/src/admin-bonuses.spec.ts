import { startTestApi, TestApi } from './testing/test-api';

describe('admin bonus catalogue (REST and GraphQL)', () => {
  let api: TestApi;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = (await api.newMember({ admin: true })).idToken;
    member = (await api.newMember()).idToken;
    await api.db.dataSource.query('UPDATE app_user SET tier_id = 3 WHERE admin = false AND firebase_uid IS NOT NULL AND email LIKE $1', ['member-%']);
  });
  afterAll(() => api.stop());

  const now = Math.floor(Date.now() / 1000);
  const companyId = async () => (await api.call('GET', '/company_all', { token: admin })).body.find((c: { name: string }) => c.name === 'Tipsport').id as number;
  const gameIds = async () => (await api.call('GET', '/game_all', { token: admin })).body.slice(0, 2).map((g: { id: number }) => g.id) as number[];
  const form = async (overrides: Record<string, unknown> = {}) => ({
    name: 'Tipsport: 50 spinů pro testy',
    description: '<p>Popis <strong>bonusu</strong></p><script>alert(1)</script>',
    start_timestamp: now - 3600,
    end_timestamp: now + 10800,
    visibility_start_timestamp: null,
    visibility_end_timestamp: null,
    visible: true,
    expected_value: 450,
    needed_capital: 200,
    special_mark: '',
    step_list: [
      { title: 'Registrace', subtitle: 'Založte účet', description: '<p>Krok 1</p><img src=x onerror=alert(1)>', icon: '📝', order: 1, category: 'registration-1700000000' },
      { title: 'Vlastní krok', subtitle: 'Něco navíc', description: '<p>Krok 0</p>', icon: '⭐', order: 0, category: 'custom' },
    ],
    url_bonus_conditions: 'https://example.cz/podminky',
    url_link: 'https://example.cz/bonus',
    risk_rate: 3,
    company_id: await companyId(),
    games_ids: await gameIds(),
    bonus_type_name: 'slot',
    renewing_days: [],
    ...overrides,
  });

  /** The REST form as GraphQL's BonusWriteInput. */
  const graphqlForm = (rest: Record<string, unknown>) => ({
    name: rest.name,
    description: rest.description,
    startTimestamp: rest.start_timestamp,
    endTimestamp: rest.end_timestamp,
    expectedValue: rest.expected_value,
    neededCapital: rest.needed_capital,
    stepList: rest.step_list,
    urlBonusConditions: rest.url_bonus_conditions,
    urlLink: rest.url_link,
    riskRate: rest.risk_rate,
    companyId: rest.company_id,
    bonusTypeName: rest.bonus_type_name,
  });

  it('creates a bonus with sanitised rich text and steps renumbered in the chosen order; members see it', async () => {
    const created = await api.call('POST', '/bonus', { token: admin, body: await form() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Tipsport: 50 spinů pro testy', description: '<p>Popis <strong>bonusu</strong></p>', special_mark: null, expected_value: 450, bonus_type_name: 'slot' });
    expect(created.body.step_list.map((s: { title: string; order: number; description: string }) => [s.order, s.title, s.description])).toEqual([
      [0, 'Vlastní krok', '<p>Krok 0</p>'],
      [1, 'Registrace', '<p>Krok 1</p>'],
    ]);
    expect(created.body.games).toHaveLength(2);
    const seen = (await api.call('GET', '/bonus_all', { token: member })).body.find((b: { id: number }) => b.id === created.body.id);
    expect(seen.step_list.map((s: { title: string }) => s.title)).toEqual(['Vlastní krok', 'Registrace']);
  });

  it('searches the list ignoring accents (name or operator) and filters it by type and state, in GraphQL and REST', async () => {
    const names = ['Žlutý čtvrtek', 'Žlutý koncept', 'Žlutý konec'];
    await api.call('POST', '/bonus', { token: admin, body: await form({ name: names[0], bonus_type_name: 'slot' }) });
    await api.call('POST', '/bonus', { token: admin, body: await form({ name: names[1], bonus_type_name: 'bank', draft: true }) });
    await api.call('POST', '/bonus', { token: admin, body: await form({ name: names[2], bonus_type_name: 'bank', start_timestamp: now - 7200, end_timestamp: now - 3600 }) });
    const listed = async (variables: Record<string, unknown>) => {
      const { body } = await api.call('POST', '/graphql', {
        token: admin,
        body: { query: 'query($search: String, $types: [String!], $states: [String!]) { adminBonuses(search: $search, types: $types, states: $states) { totalCount bonuses { name } } }', variables },
      });
      return (body.data.adminBonuses.bonuses as { name: string }[]).map((bonus) => bonus.name).sort((a, b) => a.localeCompare(b, 'cs'));
    };
    expect(await listed({ search: 'ZLUTY' })).toEqual([...names].sort((a, b) => a.localeCompare(b, 'cs')));
    expect(await listed({ search: 'zluty', types: ['bank'] })).toEqual(['Žlutý koncept', 'Žlutý konec']);
    expect(await listed({ search: 'zluty', states: ['draft', 'ended'] })).toEqual(['Žlutý koncept', 'Žlutý konec']);
    expect(await listed({ search: 'zluty', types: ['slot'], states: ['active'] })).toEqual(['Žlutý čtvrtek']);
    expect(await listed({ search: 'zluty', types: ['live'] })).toEqual([]);
    // The operator's name matches too: every listed bonus of the search is Tipsport's.
    const byOperator = await api.call('POST', '/graphql', { token: admin, body: { query: '{ adminBonuses(search: "tipsport") { totalCount bonuses { company { name } } } }' } });
    expect(byOperator.body.data.adminBonuses.totalCount).toBeGreaterThanOrEqual(3);
    expect(new Set(byOperator.body.data.adminBonuses.bonuses.map((bonus: { company: { name: string } }) => bonus.company.name))).toEqual(new Set(['Tipsport']));

    const rest = await api.call('GET', '/bonus_all_admin?search=zluty&states=draft,ended&types=bank', { token: admin });
    expect(rest.body.bonuses.map((bonus: { name: string }) => bonus.name).sort()).toEqual(['Žlutý koncept', 'Žlutý konec']);
    expect((await api.call('GET', '/bonus_all_admin?states=sleeping', { token: admin })).status).toBe(400);
  });

  it('gives the editor one bonus, a draft too; an unknown id is NOT_FOUND and members may not ask', async () => {
    const { body: draft } = await api.call('POST', '/bonus', { token: admin, body: await form({ name: 'Koncept pro editor', draft: true }) });
    const one = (token: string, id: number) => api.call('POST', '/graphql', { token, body: { query: 'query($id: Int!) { adminBonus(id: $id) { id name draft } }', variables: { id } } });
    expect((await one(admin, draft.id)).body.data.adminBonus).toEqual({ id: draft.id, name: 'Koncept pro editor', draft: true });
    expect((await one(admin, 999_999)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await one(member, draft.id)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('updates every field (a hidden bonus leaves the members’ list) and pages the whole catalogue', async () => {
    const { body: created } = await api.call('POST', '/bonus', { token: admin, body: await form({ name: 'K úpravě' }) });
    const updated = await api.call('PUT', '/bonus', { token: admin, body: await form({ id: created.id, name: 'Upraveno', visible: false, step_list: [], special_mark: 'VIP' }) });
    expect(updated.body).toMatchObject({ id: created.id, name: 'Upraveno', visible: false, step_list: [], special_mark: 'VIP' });
    expect((await api.call('GET', '/bonus_all', { token: member })).body.map((b: { id: number }) => b.id)).not.toContain(created.id);
    const first = await api.call('GET', '/bonus_all_admin?current_page=1', { token: admin });
    expect(first.body.bonuses).toHaveLength(10);
    expect(first.body.bonuses[0].id).toBe(created.id);
    expect(first.body.page_count).toBe(Math.ceil(first.body.total_count / 10));
    const last = await api.call('GET', `/bonus_all_admin?current_page=${first.body.page_count}`, { token: admin });
    expect(last.body.bonuses.length).toBe(first.body.total_count - (first.body.page_count - 1) * 10);
  });

  it('refuses bad input with the form texts and changes nothing', async () => {
    const before = (await api.call('GET', '/bonus_all_admin', { token: admin })).body.total_count;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Toto pole je povinné'],
      [{ end_timestamp: now - 7200 }, 'Konec platnosti musí být po jejím začátku'],
      [{ url_link: 'javascript:alert(1)' }, 'Zadejte platnou adresu URL (https://…)'],
      [{ risk_rate: 9 }, 'Vyberte míru rizika 1 až 5'],
    ];
    for (const [change, message] of cases) {
      const refused = await api.call('POST', '/bonus', { token: admin, body: await form(change) });
      expect([refused.status, refused.body.error]).toEqual([400, message]);
    }
    const unknownCompany = await api.call('POST', '/bonus', { token: admin, body: await form({ company_id: 999999 }) });
    expect([unknownCompany.status, unknownCompany.body.error]).toEqual([400, 'nastala chyba při přidávání bonusu']);
    const unknownBonus = await api.call('PUT', '/bonus', { token: admin, body: await form({ id: 999999 }) });
    expect(unknownBonus.status).toBe(404);
    expect((await api.call('GET', '/bonus_all_admin', { token: admin })).body.total_count).toBe(before);
  });

  it('is refused to members and anonymous callers', async () => {
    expect((await api.call('POST', '/bonus', { token: member, body: await form() })).status).toBe(403);
    expect((await api.call('GET', '/bonus_all_admin')).status).toBe(401);
    const gql = await api.call('POST', '/graphql', { token: member, body: { query: 'mutation { setBonusVisibility(id: 1, visible: false) { id } }' } });
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('records bonus.published when a bonus becomes visible: created visible or switched on, once per switch', async () => {
    const published = async (bonusId: number) =>
      (await api.db.dataSource.query(`SELECT data FROM webhook_event WHERE type = 'bonus.published' AND (data->>'bonus_id')::int = $1`, [bonusId])).map((row: { data: unknown }) => row.data);
    const visibility = (id: number, visible: boolean) =>
      api.call('POST', '/graphql', { token: admin, body: { query: 'mutation($id: Int!, $visible: Boolean!) { setBonusVisibility(id: $id, visible: $visible) { id } }', variables: { id, visible } } });

    const { body: shown } = await api.call('POST', '/bonus', { token: admin, body: await form({ name: 'Zveřejněný hned', visibility_start_timestamp: now + 60 }) });
    expect(await published(shown.id)).toEqual([
      { bonus_id: shown.id, name: 'Zveřejněný hned', published_at: expect.any(String), visible_from: new Date((now + 60) * 1000).toISOString(), visible_until: null },
    ]);
    await api.call('PUT', '/bonus', { token: admin, body: await form({ id: shown.id, name: 'Zveřejněný hned' }) });
    expect(await published(shown.id)).toHaveLength(1); // still visible: nothing new

    const { body: hidden } = await api.call('POST', '/bonus', { token: admin, body: await form({ name: 'Skrytý', visible: false }) });
    expect(await published(hidden.id)).toEqual([]);
    await visibility(hidden.id, true);
    await visibility(hidden.id, true);
    expect(await published(hidden.id)).toEqual([expect.objectContaining({ name: 'Skrytý' })]);
    await visibility(hidden.id, false);
    await api.call('PUT', '/bonus', { token: admin, body: await form({ id: hidden.id, name: 'Skrytý' }) });
    expect(await published(hidden.id)).toHaveLength(2);
  });

  describe('drafts (issue 34, item 6)', () => {
    const published = async (bonusId: number) => (await api.db.dataSource.query(`SELECT 1 FROM webhook_event WHERE type = 'bonus.published' AND (data->>'bonus_id')::int = $1`, [bonusId])).length;
    const memberSees = async (bonusId: number) => {
      const rest = (await api.call('GET', '/bonus_all', { token: member })).body.some((b: { id: number }) => b.id === bonusId);
      const single = (await api.call('GET', `/bonus?id=${bonusId}`, { token: member })).status === 200;
      const gql = (await api.call('POST', '/graphql', { token: member, body: { query: '{ bonuses { id } }' } })).body.data.bonuses.some((b: { id: number }) => b.id === bonusId);
      // Hiding a draft would tell it apart from an id that does not exist.
      const hideable = (await api.call('PUT', '/bonus_hide', { token: member, body: { id: bonusId } })).status !== 404;
      return rest || single || gql || hideable;
    };
    const adminRow = async (bonusId: number) => {
      for (let page = 1; ; page++) {
        const { body } = await api.call('GET', `/bonus_all_admin?current_page=${page}`, { token: admin });
        const row = body.bonuses.find((b: { id: number }) => b.id === bonusId);
        if (row || page >= body.page_count) return row;
      }
    };

    it('saves a draft hidden from members and fires nothing; an edit without the field keeps it a draft', async () => {
      const created = await api.call('POST', '/bonus', { token: admin, body: await form({ name: 'Rozpracovaný', draft: true, step_list: [] }) });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ draft: true, visible: false });
      const kept = await api.call('PUT', '/bonus', { token: admin, body: await form({ id: created.body.id, name: 'Rozpracovaný 2', visible: true }) });
      expect(kept.body).toMatchObject({ name: 'Rozpracovaný 2', draft: true, visible: false });
      expect(await memberSees(created.body.id)).toBe(false);
      expect(await published(created.body.id)).toBe(0);
      expect(await adminRow(created.body.id)).toMatchObject({ draft: true });
      const gql = await api.call('POST', '/graphql', { token: admin, body: { query: 'mutation($input: BonusWriteInput!) { createBonus(input: $input) { draft visible } }', variables: { input: { ...graphqlForm(await form()), draft: true } } } });
      expect(gql.body.data.createBonus).toEqual({ draft: true, visible: false });
    });

    it('publishes through the visibility toggle or PUT with draft false, firing bonus.published once; never back to a draft', async () => {
      const toggled = (await api.call('POST', '/bonus', { token: admin, body: await form({ name: 'Koncept A', draft: true }) })).body;
      const shown = await api.call('POST', '/graphql', { token: admin, body: { query: `mutation { setBonusVisibility(id: ${toggled.id}, visible: true) { draft visible } }` } });
      expect(shown.body.data.setBonusVisibility).toEqual({ draft: false, visible: true });
      expect(await memberSees(toggled.id)).toBe(true);
      expect(await published(toggled.id)).toBe(1);

      const edited = (await api.call('POST', '/bonus', { token: admin, body: await form({ name: 'Koncept B', draft: true }) })).body;
      const put = await api.call('PUT', '/bonus', { token: admin, body: await form({ id: edited.id, name: 'Koncept B', draft: false }) });
      expect(put.body).toMatchObject({ draft: false, visible: true });
      expect(await published(edited.id)).toBe(1);

      const back = await api.call('PUT', '/bonus', { token: admin, body: await form({ id: edited.id, draft: true }) });
      expect(back).toEqual({ status: 409, body: expect.objectContaining({ error: 'Zveřejněný bonus už nelze vrátit mezi koncepty.' }) });
      expect((await api.call('POST', '/bonus', { token: admin, body: await form() })).body.draft).toBe(false);
    });
  });

  it('toggles visibility and duplicates through GraphQL', async () => {
    const toggled = await api.call('POST', '/graphql', { token: admin, body: { query: 'mutation { setBonusVisibility(id: 1, visible: false) { id visible } }' } });
    expect(toggled.body.data.setBonusVisibility).toEqual({ id: 1, visible: false });
    const original = (await api.call('GET', '/bonus?id=1', { token: admin })).body;
    const copy = await api.call('POST', '/graphql', {
      token: admin,
      body: {
        query: 'mutation($input: BonusWriteInput!) { createBonus(input: $input) { id name stepList { title } } }',
        variables: {
          input: {
            id: original.id,
            name: original.name,
            description: original.description,
            startTimestamp: original.start_timestamp,
            endTimestamp: original.end_timestamp,
            expectedValue: original.expected_value,
            neededCapital: original.needed_capital,
            stepList: original.step_list.map((s: Record<string, unknown>) => ({ title: s.title, subtitle: s.subtitle, description: s.description, icon: s.icon, order: s.order, category: s.category })),
            urlBonusConditions: original.url_bonus_conditions,
            urlLink: original.url_link,
            riskRate: original.risk_rate,
            companyId: original.company.id,
            bonusTypeName: original.bonus_type_name,
          },
        },
      },
    });
    expect(copy.body.data.createBonus.id).not.toBe(original.id);
    expect(copy.body.data.createBonus.stepList).toHaveLength(original.step_list.length);
  });

  describe('every admin change commits with its audit entry, or neither happens', () => {
    const bonusCount = async () => Number((await api.db.dataSource.query('SELECT count(*) AS n FROM bonus'))[0].n);
    const auditCount = async () => Number((await api.db.dataSource.query('SELECT count(*) AS n FROM audit_log'))[0].n);
    const failAuditWrites = (on: boolean) =>
      api.db.dataSource.query(
        on
          ? `CREATE OR REPLACE FUNCTION refuse_audit() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$ LANGUAGE plpgsql;
             CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit()`
          : 'DROP TRIGGER refuse_audit ON audit_log',
      );

    it('a lone surrogate in the name is refused before anything is written', async () => {
      const [bonuses, entries] = [await bonusCount(), await auditCount()];
      const refused = await api.call('POST', '/bonus', { token: admin, body: await form({ name: 'Bonus \ud800' }) });
      expect([refused.status, refused.body.error]).toEqual([400, 'Text obsahuje nepovolené znaky.']);
      expect([await bonusCount(), await auditCount()]).toEqual([bonuses, entries]);
    });

    it('when the audit entry cannot be written, the bonus (REST) and the promo code (GraphQL) are not created', async () => {
      const [bonuses, entries] = [await bonusCount(), await auditCount()];
      await failAuditWrites(true);
      try {
        expect((await api.call('POST', '/bonus', { token: admin, body: await form({ name: 'Bez záznamu' }) })).status).toBe(500);
        const promo = await api.call('POST', '/graphql', {
          token: admin,
          body: { query: 'mutation($input: PromoCodeInput!) { createPromoCode(input: $input) { code } }', variables: { input: { code: 'BEZZAZNAMU', discountPercent: 10, months: 1 } } },
        });
        expect(promo.body.errors[0].extensions.code).toBe('SERVER_ERROR');
      } finally {
        await failAuditWrites(false);
      }
      expect([await bonusCount(), await auditCount()]).toEqual([bonuses, entries]);
      expect(await api.db.dataSource.query(`SELECT 1 FROM promo_code WHERE code = 'BEZZAZNAMU'`)).toEqual([]);
      expect((await api.call('GET', '/bonus_all', { token: member })).body.map((b: { name: string }) => b.name)).not.toContain('Bez záznamu');
    });

    it('records the change with what was asked, as validated', async () => {
      const created = await api.call('POST', '/bonus', { token: admin, body: { ...(await form({ name: 'Se záznamem' })), unexpected: '\ud800' } });
      expect(created.status).toBe(201);
      const [entry] = await api.db.dataSource.query(`SELECT action, details FROM audit_log ORDER BY id DESC LIMIT 1`);
      expect(entry.action).toBe('rest:POST /bonus');
      expect(entry.details.body).toMatchObject({ name: 'Se záznamem', url_link: 'https://example.cz/bonus' });
      expect(entry.details.body.unexpected).toBeUndefined();
    });
  });
});
