import { addCalendarMonthsRoundingUp, formatCzechDate, pragueCalendarDate, pragueMidnight } from '@bonus/domain';
import { startTestApi, TestApi } from './testing/test-api';

/**
 * Issue #36 §3–§5 on the REST contract, on real PostgreSQL: eligibility in GET /bonus_all and on the
 * first step, "Připomenout" (POST/DELETE /bonus_reminder, the calendar feed), step deadlines, and
 * terms versions (GET /bonus_terms, terms_changed, the bonus.terms_changed event).
 */
describe('claim planner', () => {
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

  const DAY = 86_400;
  const now = () => Math.floor(Date.now() / 1000);
  /** One moment for every form, so an edit changes only what the test changes. */
  const FORM_TIME = now();
  const step = (title: string, deadline_days: number | null = null) => ({ title, subtitle: 'Krok', description: `<p>${title}</p>`, icon: '📝', order: 0, category: 'custom', deadline_days });
  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Plánovač: nový účet',
    description: '<p>Nový účet</p>',
    start_timestamp: FORM_TIME - 3600,
    end_timestamp: FORM_TIME + DAY * 60,
    expected_value: 300,
    needed_capital: 0,
    step_list: [step('Založte účet'), step('Zaplaťte kartou')],
    url_bonus_conditions: 'https://example.cz/podminky',
    url_link: 'https://example.cz/bonus',
    risk_rate: 1,
    company_id: companies['Česká spořitelna'],
    bonus_type_name: 'bank',
    ...overrides,
  });
  const createOffer = async (overrides: Record<string, unknown> = {}) => {
    const created = await api.call('POST', '/bonus', { token: admin, body: form(overrides) });
    expect(created.status).toBe(201);
    return created.body as { id: number };
  };
  const listed = async (token: string, id: number) => ((await api.call('GET', '/bonus_all', { token })).body as { id: number }[]).find((bonus) => bonus.id === id) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  const recentAccountRule = () => [{ kind: 'no_account_within', company_id: companies['Česká spořitelna'], months: 12 }];
  /** An account at Česká spořitelna closed on `closed` (an ISO moment). */
  const closedAccount = async (token: string, closed: string) => {
    const response = await api.call('POST', '/account', { token, body: { company_id: companies['Česká spořitelna'], opened_timestamp: 1_500_000_000, closed_timestamp: Date.parse(closed) / 1000 } });
    expect(response.status).toBe(201);
    return response.body.id as number;
  };
  const progressRows = async (id: number) => Number((await api.db.dataSource.query(`SELECT count(*) AS n FROM user_bonus_progress WHERE bonus_id = $1`, [id]))[0].n);

  describe('§3 eligibility', () => {
    it('gives every offer in GET /bonus_all its eligibility, and a member whose account closed within the window the reason and the day it lifts', async () => {
      const { id } = await createOffer({ end_timestamp: FORM_TIME + DAY * 400, eligibility_rules: recentAccountRule() });
      const member = await api.newMember();
      const all = (await api.call('GET', '/bonus_all', { token: member.idToken })).body as { eligibility: unknown }[];
      expect(all.length).toBeGreaterThan(1);
      for (const bonus of all) expect(bonus.eligibility).toEqual(expect.objectContaining({ eligible: expect.any(Boolean), reasons: expect.any(Array) }));
      expect((await listed(member.idToken, id)).eligibility).toEqual({ eligible: true, reasons: [], remind_timestamp: null });

      const accountId = await closedAccount(member.idToken, '2026-09-10T10:00:00Z');
      const eligibility = (await listed(member.idToken, id)).eligibility;
      // 10 Sep 2026 + 12 months = 10 Sep 2027, from Prague midnight (22:00 UTC the day before in summer time).
      expect(eligibility).toEqual({
        eligible: false,
        reasons: [{ code: 'ELIGIBILITY_RECENT_ACCOUNT', message: expect.stringMatching(/^Účet u České spořitelny jste měli v posledních 12\směsících\. Nárok budete mít od 10\.\s?9\.\s?2027\.$/), eligible_from: Date.parse('2027-09-09T22:00:00Z') / 1000 }],
        remind_timestamp: null,
      });

      // Reopened: no date lifts it. Deleted: eligible again (the member's cached list follows every change).
      await api.call('PUT', '/account', { token: member.idToken, body: { id: accountId, closed_timestamp: null } });
      expect((await listed(member.idToken, id)).eligibility.reasons[0]).toMatchObject({ code: 'ELIGIBILITY_RECENT_ACCOUNT', eligible_from: null });
      expect((await api.call('DELETE', `/account?id=${accountId}`, { token: member.idToken })).status).toBe(204);
      expect((await listed(member.idToken, id)).eligibility.eligible).toBe(true);
    });

    it('judges age from the exact birth date and has no date for a member over the maximum', async () => {
      const { id } = await createOffer({ eligibility_rules: [{ kind: 'age', min: 18, max: 26 }] });
      const member = await api.newMember(); // born 1 Jan 1990
      expect((await listed(member.idToken, id)).eligibility).toMatchObject({ eligible: false, reasons: [{ code: 'ELIGIBILITY_AGE', message: 'Nabídka je jen pro členy ve věku 18–26 let.', eligible_from: null }] });
    });

    it('refuses the first step of an offer the member may not claim with 403 BONUS_NOT_ELIGIBLE and the reason, recording nothing', async () => {
      const { id } = await createOffer({ eligibility_rules: recentAccountRule() });
      const member = await api.newMember();
      await closedAccount(member.idToken, '2026-09-10T10:00:00Z');
      const refused = await api.call('PUT', '/bonus_progress', { token: member.idToken, body: { bonus_id: id, step_idx: 1 } });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'BONUS_NOT_ELIGIBLE', error: expect.stringContaining('Účet u České spořitelny jste měli v posledních 12\u00a0měsících') });
      expect(refused.body.reason).toBe(refused.body.error);
      expect(await progressRows(id)).toBe(0);
    });

    it('keeps an offer the member already started continuable whatever their accounts say later', async () => {
      const { id } = await createOffer({ eligibility_rules: recentAccountRule() });
      const member = await api.newMember();
      expect((await api.call('PUT', '/bonus_progress', { token: member.idToken, body: { bonus_id: id, step_idx: 1 } })).status).toBe(200);
      await closedAccount(member.idToken, '2026-09-10T10:00:00Z');
      const bonus = await listed(member.idToken, id);
      expect(bonus).toMatchObject({ step_idx: 1, eligibility: { eligible: false } });
      expect((await api.call('PUT', '/bonus_progress', { token: member.idToken, body: { bonus_id: id, step_idx: 2 } })).body).toEqual({ bonus_id: id, step_idx: 2 });
    });

    it('puts "Připomenout" in the member’s calendar feed on the day they become eligible, and only when time lifts every reason', async () => {
      // Running past the day the member becomes eligible: an offer ending first gets no reminder (issue #53 §3 below).
      const dated = await createOffer({ name: 'Plánovač: připomenutí', end_timestamp: FORM_TIME + DAY * 400, eligibility_rules: recentAccountRule() });
      const undated = await createOffer({ eligibility_rules: [{ kind: 'age', min: 18, max: 26 }] });
      const open = await createOffer();
      const member = await api.newMember();
      const other = await api.newMember();
      await closedAccount(member.idToken, '2026-09-10T10:00:00Z');

      const reminded = await api.call('POST', '/bonus_reminder', { token: member.idToken, body: { bonus_id: dated.id } });
      expect(reminded).toEqual({ status: 200, body: { bonus_id: dated.id, remind_timestamp: Date.parse('2027-09-09T22:00:00Z') / 1000 } });
      expect((await listed(member.idToken, dated.id)).eligibility.remind_timestamp).toBe(Date.parse('2027-09-09T22:00:00Z') / 1000);
      expect((await listed(other.idToken, dated.id)).eligibility.remind_timestamp).toBeNull();
      for (const bonusId of [undated.id, open.id]) {
        expect(await api.call('POST', '/bonus_reminder', { token: member.idToken, body: { bonus_id: bonusId } })).toMatchObject({ status: 409, body: { code: 'ELIGIBILITY_REMINDER_UNAVAILABLE' } });
      }
      expect((await api.call('POST', '/bonus_reminder', { token: member.idToken, body: { bonus_id: 99_999_999 } })).status).toBe(404);
      for (const body of [{ bonus_id: 'abc' }, { bonus_id: -1 }, {}, { bonus_id: dated.id, extra: "'; DROP TABLE bonus; --" }]) {
        const response = await api.call('POST', '/bonus_reminder', { token: member.idToken, body });
        if (response.status !== 200) expect(response.status).toBe(400);
      }

      const feedUrl: string = (await api.call('POST', '/graphql', { token: member.idToken, body: { query: 'mutation { createCalendarFeed }' } })).body.data.createCalendarFeed;
      const feed = await (await fetch(`${api.url}${new URL(feedUrl).pathname}`)).text();
      expect(feed).toContain('UID:bonus-' + dated.id + '-eligible@bonusklub.cz');
      expect(feed).toContain('SUMMARY:Nárok na nabídku: Plánovač: připomenutí');
      expect(feed).toContain('DTSTART;VALUE=DATE:20270910');

      expect((await api.call('DELETE', `/bonus_reminder?bonus_id=${dated.id}`, { token: other.idToken })).status).toBe(404);
      expect((await api.call('DELETE', `/bonus_reminder?bonus_id=${dated.id}`, { token: member.idToken })).status).toBe(204);
      expect((await api.call('DELETE', `/bonus_reminder?bonus_id=${dated.id}`, { token: member.idToken })).status).toBe(404);
      expect((await listed(member.idToken, dated.id)).eligibility.remind_timestamp).toBeNull();
    });
  });

  describe('issue #53 §3: an offer that ends before the member may claim it', () => {
    const sixMonthRule = () => [{ kind: 'no_account_within', company_id: companies['Česká spořitelna'], months: 6 }];
    /** An account closed a month ago: eligible on the first day a strict bank accepts, six months on (rounded up). */
    const closedMonthAgo = async (token: string) => {
      const closed = new Date((now() - 30 * DAY) * 1000);
      await closedAccount(token, closed.toISOString());
      return pragueMidnight(addCalendarMonthsRoundingUp(pragueCalendarDate(closed), 6));
    };
    const reminders = async (bonusId: number) => Number((await api.db.dataSource.query(`SELECT count(*) AS n FROM eligibility_reminder WHERE bonus_id = $1`, [bonusId]))[0].n);

    it('says so among the reasons, answers POST /bonus_reminder and its GraphQL twin with 409 in Czech, and makes no calendar event', async () => {
      const member = await api.newMember();
      const eligibleFrom = await closedMonthAgo(member.idToken);
      const end = Math.floor(eligibleFrom.getTime() / 1000) - 2 * DAY;
      const { id } = await createOffer({ name: 'Plánovač: skončí dřív', end_timestamp: end, eligibility_rules: sixMonthRule() });
      const endsFirst = `Nabídka skončí ${formatCzechDate(new Date(end * 1000))}, nárok byste měli až od ${formatCzechDate(eligibleFrom)}.`;

      expect((await listed(member.idToken, id)).eligibility).toEqual({
        eligible: false,
        reasons: [
          expect.objectContaining({ code: 'ELIGIBILITY_RECENT_ACCOUNT', eligible_from: eligibleFrom.getTime() / 1000 }),
          { code: 'ELIGIBILITY_AFTER_OFFER_END', message: endsFirst, eligible_from: null },
        ],
        remind_timestamp: null,
      });

      const refused = await api.call('POST', '/bonus_reminder', { token: member.idToken, body: { bonus_id: id } });
      expect(refused).toMatchObject({ status: 409, body: { code: 'ELIGIBILITY_AFTER_OFFER_END', error: endsFirst } });
      const twin = await api.call('POST', '/graphql', { token: member.idToken, body: { query: `mutation { remindWhenEligible(bonusId: ${id}) }` } });
      expect(twin.body.errors[0]).toMatchObject({ message: endsFirst, extensions: { code: 'ELIGIBILITY_AFTER_OFFER_END', status: 409 } });
      expect(await reminders(id)).toBe(0);

      const feedUrl: string = (await api.call('POST', '/graphql', { token: member.idToken, body: { query: 'mutation { createCalendarFeed }' } })).body.data.createCalendarFeed;
      expect(await (await fetch(`${api.url}${new URL(feedUrl).pathname}`)).text()).not.toContain(`UID:bonus-${id}-eligible`);
    });

    it('sets the reminder for an offer that runs past that day, and the OpenAPI document names the 409', async () => {
      const member = await api.newMember();
      const eligibleFrom = await closedMonthAgo(member.idToken);
      const { id } = await createOffer({ end_timestamp: Math.floor(eligibleFrom.getTime() / 1000) + 2 * DAY, eligibility_rules: sixMonthRule() });
      expect(await api.call('POST', '/bonus_reminder', { token: member.idToken, body: { bonus_id: id } })).toEqual({ status: 200, body: { bonus_id: id, remind_timestamp: eligibleFrom.getTime() / 1000 } });

      const conflict = (await api.call('GET', '/openapi.json')).body.paths['/bonus_reminder'].post.responses['409'];
      expect(conflict.description).toContain('`ELIGIBILITY_AFTER_OFFER_END`');
      expect(conflict.description).toContain('`ELIGIBILITY_REMINDER_UNAVAILABLE`');
    });
  });

  describe('§4 deadlines per step', () => {
    it('takes deadline_days 1–365 or null on POST and PUT /bonus and refuses anything else with 400, changing nothing', async () => {
      const { id } = await createOffer({ step_list: [step('Založte účet', 7), step('Zaplaťte kartou')] });
      expect((await api.call('GET', `/bonus?id=${id}`, { token: admin })).body.step_list.map((item: { deadline_days: number | null }) => item.deadline_days)).toEqual([7, null]);
      for (const bad of [0, 366, 2.5, '7', -1]) {
        const refused = await api.call('PUT', '/bonus', { token: admin, body: form({ id, step_list: [step('Jiný krok', bad as number)] }) });
        expect(refused).toMatchObject({ status: 400, body: { error: 'Lhůta kroku musí být celý počet dní od 1 do 365, nebo prázdná' } });
      }
      expect((await api.call('GET', `/bonus?id=${id}`, { token: admin })).body.step_list.map((item: { title: string }) => item.title)).toEqual(['Založte účet', 'Zaplaťte kartou']);
    });

    it('gives a started offer each step’s due time from the member’s first progress, the next one and overdue once one passes', async () => {
      const { id } = await createOffer({ step_list: [step('Založte účet', 7), step('Zaplaťte kartou', 30), step('Hotovo')] });
      const member = await api.newMember();
      expect(await listed(member.idToken, id)).toMatchObject({ next_due_timestamp: null, overdue: false, step_list: [{ due_timestamp: null }, { due_timestamp: null }, { due_timestamp: null }] });

      await api.call('PUT', '/bonus_progress', { token: member.idToken, body: { bonus_id: id, step_idx: 1 } });
      const [{ started }] = await api.db.dataSource.query(`SELECT extract(epoch FROM started_at)::float AS started FROM user_bonus_progress WHERE bonus_id = $1`, [id]);
      const startedAt = Math.floor(started);
      const bonus = await listed(member.idToken, id);
      expect(bonus.step_list.map((item: { due_timestamp: number | null }) => item.due_timestamp)).toEqual([startedAt + 7 * DAY, startedAt + 30 * DAY, null]);
      // Step 1 is completed: the next due step is the second.
      expect(bonus).toMatchObject({ next_due_timestamp: startedAt + 30 * DAY, overdue: false });

      // 31 days later (the start moved back): the second step is missed, the completed first is not.
      await api.db.dataSource.query(`UPDATE user_bonus_progress SET started_at = started_at - interval '31 days' WHERE bonus_id = $1`, [id]);
      const late = await listed(member.idToken, id);
      expect(late.overdue).toBe(true);
      expect(late.step_list.map((item: { overdue: boolean }) => item.overdue)).toEqual([false, true, false]);
      expect(late.next_due_timestamp).toBeLessThan(now());
    });
  });

  describe('§5 terms versions', () => {
    it('records version 1 on creation and a new version with what changed on each edit of the terms, newest first', async () => {
      const { id } = await createOffer({ eligibility_rules: recentAccountRule() });
      expect((await api.call('GET', `/bonus_terms?bonus_id=${id}`, { token: admin })).body).toEqual([{ version: 1, created_timestamp: expect.any(Number), changes: [] }]);

      // Not a term: the name. Stored rules coming back with reordered keys are no change either.
      await api.call('PUT', '/bonus', { token: admin, body: form({ id, name: 'Jen jiný název' }) });
      expect((await api.call('GET', `/bonus_terms?bonus_id=${id}`, { token: admin })).body).toHaveLength(1);

      await api.call('PUT', '/bonus', { token: admin, body: form({ id, expected_value: 250, step_list: [step('Založte účet', 5), step('Zaplaťte kartou')] }) });
      const versions = (await api.call('GET', `/bonus_terms?bonus_id=${id}`, { token: admin })).body;
      expect(versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
      expect(versions[0].changes).toEqual([
        { field: 'step_list', before: [expect.objectContaining({ title: 'Založte účet', deadline_days: null }), expect.anything()], after: [expect.objectContaining({ title: 'Založte účet', deadline_days: 5 }), expect.anything()] },
        { field: 'expected_value', before: 300, after: 250 },
      ]);
    });

    it('tells a member who started under an older version that the terms changed, records bonus.terms_changed, and tells a later starter nothing', async () => {
      const { id } = await createOffer();
      const early = await api.newMember();
      const late = await api.newMember();
      await api.call('PUT', '/bonus_progress', { token: early.idToken, body: { bonus_id: id, step_idx: 1 } });
      expect(await listed(early.idToken, id)).toMatchObject({ terms_version: 1, started_terms_version: 1, terms_changed: false });

      await api.call('PUT', '/bonus', { token: admin, body: form({ id, url_bonus_conditions: 'https://example.cz/nove-podminky' }) });
      expect(await listed(early.idToken, id)).toMatchObject({ terms_version: 2, started_terms_version: 1, terms_changed: true });
      expect(await listed(late.idToken, id)).toMatchObject({ terms_version: 2, started_terms_version: null, terms_changed: false });
      await api.call('PUT', '/bonus_progress', { token: late.idToken, body: { bonus_id: id, step_idx: 1 } });
      expect(await listed(late.idToken, id)).toMatchObject({ started_terms_version: 2, terms_changed: false });

      const events = await api.db.dataSource.query(`SELECT data FROM webhook_event WHERE type = 'bonus.terms_changed' AND (data->>'bonus_id')::int = $1`, [id]);
      expect(events.map((event: { data: unknown }) => event.data)).toEqual([
        { bonus_id: id, name: 'Plánovač: nový účet', version: 2, changed_fields: ['url_bonus_conditions'], changed_at: expect.any(String), started_members: 1 },
      ]);
    });

    it('answers GET /bonus_terms for an offer the member can see, 404 for one they cannot, 400 for a bad id', async () => {
      const member = await api.newMember();
      const { id } = await createOffer();
      expect((await api.call('GET', `/bonus_terms?bonus_id=${id}`, { token: member.idToken })).status).toBe(200);
      const draft = await createOffer({ draft: true });
      expect((await api.call('GET', `/bonus_terms?bonus_id=${draft.id}`, { token: member.idToken })).status).toBe(404);
      for (const bad of ['abc', '-1', '', '1%20OR%201=1']) expect((await api.call('GET', `/bonus_terms?bonus_id=${bad}`, { token: member.idToken })).status).toBe(400);
      expect((await api.call('GET', `/bonus_terms?bonus_id=${id}`)).status).toBe(401);
    });
  });
});
