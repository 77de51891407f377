import { DEMO_USERS } from '@bonus/server';
import { startTestApi, TestApi } from './testing/test-api';

interface ListedOffer {
  id: number;
  name: string;
  bonus_type_name: string;
  step_idx: number;
  start_timestamp: number;
  company: { id: number; name: string };
  lock: { code: string; message: string; upgradable: boolean } | null;
  eligibility: { eligible: boolean; reasons: { code: string; message: string }[] };
}

const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Issue #38 §4 on the REST contract, on real PostgreSQL: declaration, casino pause, operator licences and statuses. */
describe('responsible play (REST)', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = (await api.newMember({ admin: true })).idToken;
  });
  afterAll(() => api.stop());

  /** A new premium member (every casino slot open) who has not declared yet, so only responsible play can lock an offer. */
  const premiumMember = async () => {
    const account = await api.newMember({ declared: false });
    await api.db.dataSource.query('UPDATE app_user SET tier_id = 3 WHERE firebase_uid = $1', [account.uid]);
    return account.idToken;
  };
  const offers = async (token: string): Promise<ListedOffer[]> => (await api.call('GET', '/bonus_all', { token })).body;
  const casinoOffers = async (token: string) => (await offers(token)).filter((offer) => offer.bonus_type_name !== 'bank');
  /** A running casino offer nothing but responsible play keeps from `token`'s member. */
  const startableCasinoOffer = async (token: string) =>
    (await casinoOffers(token)).find((offer) => offer.start_timestamp < nowSeconds() && offer.step_idx === 0 && offer.eligibility.eligible && offer.company.name !== 'Betano')!;
  const start = (token: string, bonusId: number) => api.call('PUT', '/bonus_progress', { token, body: { bonus_id: bonusId, step_idx: 1 } });
  const declare = (token: string) => api.call('POST', '/casino_declaration', { token });

  describe('self-exclusion declaration', () => {
    it('locks every casino offer (slot, live, registration) and no bank offer until declared, and refuses a start with 403', async () => {
      const token = await premiumMember();
      const list = await offers(token);
      const casino = list.filter((offer) => offer.bonus_type_name !== 'bank');
      expect(new Set(casino.map((offer) => offer.bonus_type_name))).toEqual(new Set(['slot', 'live', 'registration']));
      for (const offer of casino) expect(offer.lock).toEqual({ code: 'SELF_EXCLUSION_DECLARATION_MISSING', message: 'Před první kasinovou nabídkou potvrďte, že nejste v rejstříku vyloučených osob.', upgradable: false });
      expect(list.filter((offer) => offer.bonus_type_name === 'bank').some((offer) => offer.lock?.code === 'SELF_EXCLUSION_DECLARATION_MISSING')).toBe(false);

      const offer = casino.find((item) => item.start_timestamp < nowSeconds() && item.eligibility.eligible && item.company.name !== 'Betano')!;
      expect(await start(token, offer.id)).toEqual({ status: 403, body: expect.objectContaining({ code: 'SELF_EXCLUSION_DECLARATION_MISSING' }) });

      const declared = await declare(token);
      expect(declared).toEqual({ status: 201, body: { declared_timestamp: expect.any(Number) } });
      expect(Math.abs(declared.body.declared_timestamp - nowSeconds())).toBeLessThan(30);
      expect((await casinoOffers(token)).some((item) => item.lock?.code === 'SELF_EXCLUSION_DECLARATION_MISSING')).toBe(false);
      expect((await start(token, offer.id)).status).toBe(200);
    });

    it('asks for the declaration last: a casino offer that has not started yet is refused as not started, not for the declaration', async () => {
      const token = await premiumMember();
      const waiting = (await casinoOffers(token)).find((offer) => offer.start_timestamp > nowSeconds());
      expect(waiting).toBeDefined();
      expect(await start(token, waiting!.id)).toEqual({ status: expect.any(Number), body: expect.objectContaining({ code: 'BONUS_NOT_STARTED' }) });
    });

    it('is not asked of a free member, whose tier takes no casino offer: the list and a start (REST and GraphQL) answer the tier lock', async () => {
      const token = (await api.newMember({ declared: false })).idToken;
      const casino = await casinoOffers(token);
      expect(casino.length).toBeGreaterThan(0);
      for (const offer of casino) expect(offer.lock).toEqual({ code: 'BONUS_LOCKED', message: 'Tento bonus vyžaduje vyšší členství', upgradable: true });
      const offer = casino.find((item) => item.start_timestamp < nowSeconds() && item.eligibility.eligible)!;
      expect(await start(token, offer.id)).toEqual({ status: 403, body: expect.objectContaining({ code: 'BONUS_LOCKED' }) });
      const gql = await api.call('POST', '/graphql', { token, body: { query: `mutation { recordBonusProgress(bonusId: ${offer.id}, stepIdx: 1) { stepIdx } }` } });
      expect(gql.body.errors[0].extensions.code).toBe('BONUS_LOCKED');
    });

    it('is stored once as a consent with its time: repeated and concurrent calls keep the first time', async () => {
      const token = await premiumMember();
      const [a, b, c] = await Promise.all([declare(token), declare(token), declare(token)]);
      expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
      expect(new Set([a.body.declared_timestamp, b.body.declared_timestamp, c.body.declared_timestamp]).size).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await declare(token)).body.declared_timestamp).toBe(a.body.declared_timestamp);
      const [{ n }] = await api.db.dataSource.query(
        `SELECT count(*)::int AS n FROM user_consent c JOIN app_user u ON u.id = c.user_id WHERE c.kind = 'casino_self_exclusion' AND u.id = (SELECT id FROM app_user ORDER BY created_at DESC LIMIT 1)`,
      );
      expect(n).toBe(1);
    });

    it('is seeded for the demo members', async () => {
      const rows: { declared: boolean }[] = await api.db.dataSource.query(
        `SELECT EXISTS (SELECT 1 FROM user_consent c WHERE c.user_id = u.id AND c.kind = 'casino_self_exclusion' AND c.granted) AS declared FROM app_user u WHERE u.firebase_uid = ANY($1)`,
        [DEMO_USERS.map((demo) => demo.uid)],
      );
      expect(rows).toHaveLength(DEMO_USERS.length);
      expect(rows.every((row) => row.declared)).toBe(true);
    });
  });

  describe('casino pause', () => {
    const pause = (token: string, days: unknown) => api.call('POST', '/casino_pause', { token, body: { days } });
    const profile = async (token: string) => (await api.call('GET', '/user', { token })).body;

    it.each([1, 366, 2.5, -7, '7', null])('refuses days = %p with 400 and a Czech message', async (days) => {
      const token = await premiumMember();
      expect(await pause(token, days)).toEqual({ status: 400, body: expect.objectContaining({ error: 'Pauzu lze nastavit na 2 až 365 dní (celé číslo).' }) });
      expect((await profile(token)).casino_pause_until).toBeNull();
    });

    it('ends days × 24 h after the request, shows in GET /user, locks casino offers and refuses starts with CASINO_PAUSED', async () => {
      const token = await premiumMember();
      await declare(token);
      const offer = await startableCasinoOffer(token);
      const before = nowSeconds();
      const paused = await pause(token, 7);
      expect(paused.status).toBe(201);
      expect(paused.body.until_timestamp).toBeGreaterThanOrEqual(before + 7 * DAY);
      expect(paused.body.until_timestamp).toBeLessThanOrEqual(nowSeconds() + 7 * DAY);
      expect((await profile(token)).casino_pause_until).toBe(paused.body.until_timestamp);

      const list = await offers(token);
      for (const item of list.filter((o) => o.bonus_type_name !== 'bank')) expect(item.lock?.code).toBe('CASINO_PAUSE');
      expect(list.filter((o) => o.bonus_type_name === 'bank').some((o) => o.lock?.code === 'CASINO_PAUSE')).toBe(false);
      expect(await start(token, offer.id)).toEqual({ status: 403, body: expect.objectContaining({ code: 'CASINO_PAUSED', error: 'Máte nastavenou pauzu od kasin, kasinovou nabídku teď nelze začít.' }) });
    });

    it('is lengthened by a later end, never shortened, and cannot be lifted early (409)', async () => {
      const token = await premiumMember();
      const first = (await pause(token, 30)).body.until_timestamp;
      expect((await pause(token, 2)).body.until_timestamp).toBe(first);
      expect((await profile(token)).casino_pause_until).toBe(first);
      const longer = (await pause(token, 60)).body.until_timestamp;
      expect(longer - first).toBeGreaterThanOrEqual(30 * DAY - 5);
      expect(await api.call('DELETE', '/casino_pause', { token })).toEqual({ status: 409, body: expect.objectContaining({ code: 'CASINO_PAUSE_LOCKED', error: 'Pauzu od kasin nelze zrušit ani zkrátit, jen prodloužit.' }) });
      expect((await profile(token)).casino_pause_until).toBe(longer);
    });

    it('answers 404 to lifting a pause that is not running (none set, or one that ended)', async () => {
      const token = await premiumMember();
      expect(await api.call('DELETE', '/casino_pause', { token })).toEqual({ status: 404, body: expect.objectContaining({ code: 'CASINO_PAUSE_NOT_FOUND' }) });
      await pause(token, 2);
      await api.db.dataSource.query(`UPDATE app_user SET casino_pause_until = now() - interval '1 minute' WHERE casino_pause_until IS NOT NULL AND id = (SELECT id FROM app_user ORDER BY created_at DESC LIMIT 1)`);
      expect((await api.call('DELETE', '/casino_pause', { token })).status).toBe(404);
      expect((await profile(token)).casino_pause_until).toBeNull();
    });

    it('keeps the latest end under concurrent requests, and an early DELETE racing them is refused', async () => {
      const token = await premiumMember();
      const answers = await Promise.all([pause(token, 10), pause(token, 20), pause(token, 5), api.call('DELETE', '/casino_pause', { token }), pause(token, 15)]);
      const ends = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.until_timestamp as number);
      expect(ends).toHaveLength(4);
      expect([404, 409]).toContain(answers[3].status);
      const latest = Math.max(...ends);
      expect(latest).toBeGreaterThanOrEqual(nowSeconds() + 20 * DAY - 60);
      expect((await profile(token)).casino_pause_until).toBe(latest);
      expect((await api.call('DELETE', '/casino_pause', { token })).status).toBe(409);
      // Every change is in the audit log, each moving the end later.
      const audited: { until: string }[] = (await api.db.dataSource.query(
        `SELECT a.details FROM audit_log a JOIN app_user u ON u.id = a.actor_id WHERE a.action = 'member:casino_pause' AND u.id = (SELECT id FROM app_user ORDER BY created_at DESC LIMIT 1) ORDER BY a.id`,
      )).map((row: { details: { until: string } }) => row.details);
      expect(audited.length).toBeGreaterThanOrEqual(1);
      const times = audited.map((entry) => Date.parse(entry.until));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.floor(times[times.length - 1] / 1000)).toBe(latest);
    });

    it('serialises a start racing a pause: the start either lands before the pause or is refused and leaves nothing', async () => {
      const token = await premiumMember();
      await declare(token);
      const offer = await startableCasinoOffer(token);
      const [started, paused] = await Promise.all([start(token, offer.id), pause(token, 3)]);
      expect(paused.status).toBe(201);
      expect([200, 403]).toContain(started.status);
      const [{ n }] = await api.db.dataSource.query(
        `SELECT count(*)::int AS n FROM user_bonus_progress WHERE bonus_id = $1 AND step_idx > 0 AND user_id = (SELECT id FROM app_user ORDER BY created_at DESC LIMIT 1)`,
        [offer.id],
      );
      expect(n).toBe(started.status === 200 ? 1 : 0);
      expect((await start(token, offer.id)).status).toBe(started.status === 200 ? 200 : 403);
    });

    it("does not show one member's pause, declaration or statuses to another", async () => {
      const owner = await premiumMember();
      const other = await premiumMember();
      await declare(owner);
      await pause(owner, 10);
      const company = (await casinoOffers(owner))[0].company.id;
      await api.call('POST', '/operator_status', { token: owner, body: { company_id: company, status: 'closed', since_timestamp: nowSeconds() - DAY } });
      expect((await profile(other)).casino_pause_until).toBeNull();
      expect((await casinoOffers(other)).every((offer) => offer.lock?.code === 'SELF_EXCLUSION_DECLARATION_MISSING')).toBe(true);
      expect((await api.call('GET', '/operator_status_all', { token: other })).body).toEqual([]);
      expect((await offers(other)).some((offer) => offer.eligibility.reasons.some((reason) => reason.code === 'OPERATOR_RESTRICTED'))).toBe(false);
    });

    it('is for members only', async () => {
      expect((await api.call('POST', '/casino_pause', { body: { days: 7 } })).status).toBe(401);
      expect((await api.call('POST', '/casino_declaration')).status).toBe(401);
      expect((await api.call('GET', '/operator_status_all')).status).toBe(401);
    });
  });

  describe('operators', () => {
    it('lists kind and, for casinos, the Ministry of Finance licence valid for every demo casino', async () => {
      const companies: { name: string; kind: string; bank_code: string | null; license: { number: string; valid_until: number } | null }[] = (await api.call('GET', '/company_all', { token: admin })).body;
      const casinos = companies.filter((company) => company.kind === 'casino');
      expect(casinos.length).toBeGreaterThan(5);
      for (const casino of casinos) expect(casino.license).toEqual({ number: expect.stringMatching(/^MF-/), valid_until: expect.any(Number) });
      for (const casino of casinos) expect(casino.license!.valid_until).toBeGreaterThan(nowSeconds());
      expect(companies.find((company) => company.name === 'Česká spořitelna')).toMatchObject({ kind: 'bank', license: null });
    });

    it('refuses to make an offer of an operator without a valid licence visible (REST and GraphQL) until the admin records one; a hidden one is fine', async () => {
      const [{ id: companyId }] = await api.db.dataSource.query(`INSERT INTO company (name, kind) VALUES ('Kasino bez licence', 'casino') RETURNING id`);
      const body = {
        name: 'Bez licence: 100 spinů',
        description: '<p>Test</p>',
        start_timestamp: nowSeconds() - 3600,
        end_timestamp: nowSeconds() + 10 * DAY,
        visibility_start_timestamp: null,
        visibility_end_timestamp: null,
        visible: true,
        expected_value: 100,
        needed_capital: 100,
        special_mark: '',
        step_list: [{ title: 'Registrace', subtitle: 'Účet', description: '<p>Krok</p>', icon: '📝', order: 0, category: 'custom' }],
        url_bonus_conditions: 'https://example.cz/podminky',
        url_link: 'https://example.cz/bonus',
        risk_rate: 3,
        company_id: companyId,
        games_ids: [],
        bonus_type_name: 'slot',
        renewing_days: [],
      };
      expect(await api.call('POST', '/bonus', { token: admin, body })).toEqual({
        status: 400,
        body: expect.objectContaining({ code: 'OPERATOR_LICENSE_MISSING', error: 'Provozovatel nemá platnou licenci Ministerstva financí, nabídku nelze zveřejnit.' }),
      });
      const hidden = await api.call('POST', '/bonus', { token: admin, body: { ...body, visible: false } });
      expect(hidden.status).toBe(201);
      expect((await api.call('PUT', '/bonus', { token: admin, body: { ...body, id: hidden.body.id } })).body.code).toBe('OPERATOR_LICENSE_MISSING');
      const gql = await api.call('POST', '/graphql', { token: admin, body: { query: `mutation { setBonusVisibility(id: ${hidden.body.id}, visible: true) { id } }` } });
      expect(gql.body.errors[0].extensions.code).toBe('OPERATOR_LICENSE_MISSING');

      // The admin's company form records the licence; an expired one does not count.
      const update = (token: string, input: Record<string, unknown>) =>
        api.call('POST', '/graphql', { token, body: { query: 'mutation($input: CompanyUpdateInput!) { updateCompany(input: $input) { kind license { number validUntil } } }', variables: { input } } });
      const yesterday = nowSeconds() - DAY; // read once: a second may end between the call and the check
      const expired = await update(admin, { id: companyId, kind: 'casino', licenseNumber: 'MF-TEST-1', licenseValidUntil: yesterday });
      expect(expired.body.data.updateCompany).toEqual({ kind: 'casino', license: { number: 'MF-TEST-1', validUntil: yesterday } });
      expect((await api.call('PUT', '/bonus', { token: admin, body: { ...body, id: hidden.body.id } })).status).toBe(400);
      const half = await update(admin, { id: companyId, kind: 'casino', licenseNumber: 'MF-TEST-1', licenseValidUntil: null });
      expect(half.body.errors[0].message).toBe('Kasino potřebuje číslo licence Ministerstva financí i datum její platnosti.');
      const member = (await api.newMember()).idToken;
      expect((await update(member, { id: companyId, kind: 'casino', licenseNumber: 'MF-X', licenseValidUntil: nowSeconds() + DAY })).body.errors[0].extensions.code).toBe('FORBIDDEN');
      await update(admin, { id: companyId, kind: 'casino', licenseNumber: 'MF-TEST-1', licenseValidUntil: nowSeconds() + 365 * DAY });
      expect((await api.call('PUT', '/bonus', { token: admin, body: { ...body, id: hidden.body.id } })).status).toBe(200);
      const listed = (await api.call('GET', '/company_all', { token: member })).body.find((company: { id: number }) => company.id === companyId);
      expect(listed).toMatchObject({ kind: 'casino', license: { number: 'MF-TEST-1' } });
    });
  });

  describe('operator status', () => {
    it('records statuses, lists the history newest first, and makes a restricting operator’s offers ineligible with OPERATOR_RESTRICTED', async () => {
      const token = await premiumMember();
      await declare(token);
      const offer = await startableCasinoOffer(token);
      const since = nowSeconds() - 10 * DAY;
      const closed = await api.call('POST', '/operator_status', { token, body: { company_id: offer.company.id, status: 'closed', since_timestamp: since } });
      expect(closed).toEqual({
        status: 201,
        body: { id: expect.any(Number), company_id: offer.company.id, company_name: offer.company.name, status: 'closed', since_timestamp: since, recorded_timestamp: expect.any(Number) },
      });
      const restricted = (await offers(token)).filter((item) => item.company.id === offer.company.id);
      for (const item of restricted) {
        expect(item.eligibility.eligible).toBe(false);
        expect(item.eligibility.reasons[0].code).toBe('OPERATOR_RESTRICTED');
      }
      expect(await start(token, offer.id)).toEqual({ status: 403, body: expect.objectContaining({ code: 'BONUS_NOT_ELIGIBLE' }) });

      await api.call('POST', '/operator_status', { token, body: { company_id: offer.company.id, status: 'stake_limited', since_timestamp: since + DAY } });
      expect((await offers(token)).find((item) => item.id === offer.id)!.eligibility.eligible).toBe(true);
      const history = (await api.call('GET', '/operator_status_all', { token })).body;
      expect(history.map((record: { status: string }) => record.status)).toEqual(['stake_limited', 'closed']);
      expect((await start(token, offer.id)).status).toBe(200);
    });

    it.each([
      [{ company_id: 1, status: 'banned', since_timestamp: 1_700_000_000 }, 'Neznámý stav účtu.'],
      [{ status: 'closed', since_timestamp: 1_700_000_000 }, 'Vyberte provozovatele.'],
      [{ company_id: 1, status: 'closed' }, 'Zadejte datum.'],
      // No JavaScript date (past ±8.64e15 ms), so never a date for PostgreSQL either; and past an integer id.
      [{ company_id: 1, status: 'closed', since_timestamp: 8_640_000_000_001 }, 'Zadejte datum.'],
      [{ company_id: 2_147_483_648, status: 'closed', since_timestamp: 1_700_000_000 }, 'Vyberte provozovatele.'],
    ])('refuses %o with 400 and a Czech message', async (body, message) => {
      const token = await premiumMember();
      const refused = await api.call('POST', '/operator_status', { token, body });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toContain(message);
    });

    it('answers 404 for an unknown operator', async () => {
      const token = await premiumMember();
      expect((await api.call('POST', '/operator_status', { token, body: { company_id: 999_999, status: 'closed', since_timestamp: 1_700_000_000 } })).status).toBe(404);
    });
  });
});
