/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { formatCzechDateTime, fromEligibilityRuleView } from '@bonus/domain';
import { startTestApi, TestApi } from './testing/test-api';

describe('bonus calls (REST and GraphQL) against PostgreSQL', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const member = async (tier: 'free' | 'basic' | 'premium' = 'basic') => {
    const account = await api.newMember();
    await api.db.dataSource.query('UPDATE app_user SET tier_id = $2 WHERE firebase_uid = $1', [account.uid, { free: 1, basic: 2, premium: 3 }[tier]]);
    return account.idToken;
  };
  const catalogue = async (token: string) => (await api.call('GET', '/bonus_all', { token })).body as any[];
  const profile = async (token: string) => (await api.call('GET', '/user', { token })).body;
  const openBank = (list: any[]) => list.find((b) => b.bonus_type_name === 'bank' && !b.lock && b.step_idx === 0 && b.start_timestamp * 1000 < Date.now());
  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => (await api.call('POST', '/graphql', { token, body: { query, variables } })).body;

  it('refuses to start a bonus before it starts, saying so and from when, over REST and GraphQL alike', async () => {
    const token = await member('premium');
    const upcoming = (await catalogue(token)).find((b) => b.start_timestamp * 1000 > Date.now() && !b.lock && b.step_list.length);
    const startsAt = formatCzechDateTime(new Date(upcoming.start_timestamp * 1000));
    const rest = await api.call('PUT', '/bonus_progress', { token, body: { bonus_id: upcoming.id, step_idx: 1 } });
    expect(rest).toEqual({ status: 409, body: expect.objectContaining({ error: 'Bonus ještě nezačal.', code: 'BONUS_NOT_STARTED', reason: `Začít ho můžete od ${startsAt}.` }) });
    const graphql = await gql(token, 'mutation($b: Int!) { recordBonusProgress(bonusId: $b, stepIdx: 1) { stepIdx } }', { b: upcoming.id });
    expect(graphql.errors[0]).toMatchObject({ message: 'Bonus ještě nezačal.', extensions: { code: 'BONUS_NOT_STARTED', reason: `Začít ho můžete od ${startsAt}.` } });
  });

  it('lists what is open to the member: shown now, not hidden, not completed, with their own progress', async () => {
    const token = await api.idToken('basic@demo.cz');
    const list = await catalogue(token);
    const names = list.map((b) => b.name.replace(/\u00a0/g, ' ')); // the catalogue's amounts use non-breaking spaces
    expect(names).not.toContain('Air Bank: 700 Kč za spořicí účet'); // expired
    expect(names).not.toContain('ČSOB: 1 000 Kč za hypoteční konzultaci'); // shown only from next week
    expect(names).not.toContain('Grandwin: live bonus 800 Kč'); // switched off
    expect(names).toContain('Fio banka: 500 Kč za doporučení'); // shown before it starts
    const [{ hidden, completed, progress }] = await api.db.dataSource.query(
      `SELECT array(SELECT bonus_id FROM hidden_bonus WHERE user_id = u.id) AS hidden,
              array(SELECT bonus_id FROM bonus_history_entry WHERE user_id = u.id) AS completed,
              array(SELECT bonus_id || ':' || step_idx FROM user_bonus_progress WHERE user_id = u.id) AS progress
         FROM app_user u WHERE email = 'basic@demo.cz'`,
    );
    const ids = list.map((b) => b.id);
    for (const id of [...hidden, ...completed]) expect(ids).not.toContain(id);
    for (const pair of progress) {
      const [bonusId, stepIdx] = pair.split(':').map(Number);
      if (ids.includes(bonusId)) expect(list.find((b) => b.id === bonusId).step_idx).toBe(stepIdx);
    }
    const first = list[0];
    expect(first).toMatchObject({ company: { id: expect.any(Number), name: expect.any(String) }, step_list: expect.any(Array), lock: null });
    expect(first.step_list[0]).toMatchObject({ order: 0, title: expect.any(String), description: expect.stringMatching(/^<p>/) });
    expect(list.filter((b) => b.special_mark === 'VIP').every((b) => b.lock?.message === 'Tento bonus vyžaduje vyšší členství')).toBe(true);
    // The profile's potential revenue is the expected value of what is still open (not locked).
    expect((await profile(token)).potential_bonus_revenue).toBe(list.filter((b) => !b.lock).reduce((s, b) => s + b.expected_value, 0));
  });

  it('takes a bonus through its steps, completion, an edit and a return, keeping the totals in step', async () => {
    const token = await member('basic');
    const bonus = openBank(await catalogue(token));
    const steps = bonus.step_list.length;
    const progress = (step_idx: number) => api.call('PUT', '/bonus_progress', { token, body: { bonus_id: bonus.id, step_idx } });

    expect(await progress(2)).toEqual({ status: 409, body: expect.objectContaining({ code: 'BONUS_STEP_OUT_OF_ORDER', error: 'Zaznamenat lze jen další krok bonusu, nebo vrátit některý už splněný.' }) });
    expect((await api.call('GET', `/bonus?id=${bonus.id}`, { token })).body.step_idx).toBe(0);
    for (let step = 1; step <= steps; step++) expect(await progress(step)).toEqual({ status: 200, body: { bonus_id: bonus.id, step_idx: step } });
    expect((await progress(1)).body.step_idx).toBe(1); // undo step 2 clears every later step
    expect(await api.call('POST', '/bonus_history', { token, body: { bonus_id: bonus.id, reached_profit: 1500 } })).toEqual({
      status: 409,
      body: expect.objectContaining({ code: 'BONUS_STEPS_UNFINISHED', error: 'Bonus lze dokončit až po splnění všech jeho kroků.' }),
    });
    for (let step = 2; step <= steps; step++) await progress(step);

    const missing = await api.call('POST', '/bonus_history', { token, body: { bonus_id: bonus.id } });
    expect(missing).toEqual({ status: 400, body: expect.objectContaining({ error: 'Zadejte dosažený výdělek' }) });
    const completed = await api.call('POST', '/bonus_history', { token, body: { bonus_id: bonus.id, note: 'Připsáno', reached_profit: 1500 } });
    expect(completed.status).toBe(201);
    expect(completed.body).toMatchObject({ bonus: { id: bonus.id, name: bonus.name, bonus_type: 'bank', company_name: bonus.company.name }, note: 'Připsáno', reached_profit: 1500 });
    expect((await catalogue(token)).map((b) => b.id)).not.toContain(bonus.id);
    expect(await profile(token)).toMatchObject({ bonus_revenue: 1500, bonus_history_len: 1 });
    const again = await api.call('POST', '/bonus_history', { token, body: { bonus_id: bonus.id, reached_profit: 1500 } });
    expect(again).toEqual({ status: 409, body: expect.objectContaining({ code: 'BONUS_ALREADY_COMPLETED', error: 'Tento bonus už máte dokončený.' }) });
    expect((await profile(token)).bonus_revenue).toBe(1500);

    const page = await api.call('POST', '/bonus_history_all', { token, body: { current_page: 1, items_per_page: 10, time_period: 'month', bonus_type_filters: [] } });
    expect(page.body).toMatchObject({ total_count: 1, current_page: 1, items_per_page: 10, items: [{ id: completed.body.id, reached_profit: 1500 }] });
    expect((await api.call('POST', '/bonus_history_all', { token, body: { bonus_type_filters: ['slot'] } })).body.total_count).toBe(0);
    expect((await api.call('POST', '/bonus_history_all', { token, body: { items_per_page: 7 } })).status).toBe(400);

    const edited = await api.call('PUT', '/bonus_history', { token, body: { id: completed.body.id, reached_profit: 1200 } });
    expect(edited.body.reached_profit).toBe(1200);
    expect(await profile(token)).toMatchObject({ bonus_revenue: 1200, bonus_history_len: 1 });
    const stats = await api.call('GET', '/bonus_history_stats?time_period=half_year', { token });
    expect(stats.body).toHaveLength(6);
    expect(stats.body[5]).toMatchObject({ reached_profit: 1200, bonuses: 1, success_rate: 1 });
    expect((await api.call('GET', '/bonus_history_stats?time_period=decade', { token })).status).toBe(400);

    expect((await api.call('DELETE', `/bonus_history?id=${completed.body.id}`, { token })).status).toBe(204);
    expect(await profile(token)).toMatchObject({ bonus_revenue: 0, bonus_history_len: 0 });
    expect((await catalogue(token)).find((b) => b.id === bonus.id)).toMatchObject({ step_idx: steps });
    expect((await api.call('DELETE', `/bonus_history?id=${completed.body.id}`, { token })).status).toBe(404);
  });

  it("refuses another member's history entry and changes nothing", async () => {
    const owner = await member('premium');
    const stranger = await member('premium');
    const bonus = (await catalogue(owner)).find((b) => b.step_list.length && !b.lock && b.start_timestamp * 1000 < Date.now());
    for (let step = 1; step <= bonus.step_list.length; step++) await api.call('PUT', '/bonus_progress', { token: owner, body: { bonus_id: bonus.id, step_idx: step } });
    const { body: entry } = await api.call('POST', '/bonus_history', { token: owner, body: { bonus_id: bonus.id, reached_profit: 900 } });
    expect((await api.call('PUT', '/bonus_history', { token: stranger, body: { id: entry.id, reached_profit: 1 } })).status).toBe(404);
    expect((await api.call('DELETE', `/bonus_history?id=${entry.id}`, { token: stranger })).status).toBe(404);
    expect((await profile(owner)).bonus_revenue).toBe(900);
    expect((await profile(stranger)).bonus_revenue).toBe(0);
  });

  it('pages a long history newest first, with the period and type filters counted over all of it', async () => {
    const account = await api.newMember();
    // 23 completed bonuses a day apart (the newest today), the first bonuses of the catalogue by id.
    await api.db.dataSource.query(
      `INSERT INTO bonus_history_entry (user_id, bonus_id, reached_profit_halere, created_at)
       SELECT u.id, b.id, 10000 * b.rn, now() - make_interval(days => (b.rn - 1)::int)
         FROM app_user u, (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM bonus ORDER BY id LIMIT 23) b
        WHERE u.firebase_uid = $1`,
      [account.uid],
    );
    const expected: { id: number; bonus_type: string; days_ago: number }[] = await api.db.dataSource.query(
      `SELECT e.id, b.bonus_type, extract(day FROM now() - e.created_at)::int AS days_ago
         FROM bonus_history_entry e JOIN bonus b ON b.id = e.bonus_id JOIN app_user u ON u.id = e.user_id
        WHERE u.firebase_uid = $1 ORDER BY e.created_at DESC, e.id DESC`,
      [account.uid],
    );
    const history = (body: object) => api.call('POST', '/bonus_history_all', { token: account.idToken, body: { time_period: 'all', ...body } });

    const first = await history({ current_page: 1, items_per_page: 10 });
    expect(first.body.total_count).toBe(23);
    expect(first.body.items.map((item: any) => item.id)).toEqual(expected.slice(0, 10).map((row) => row.id));
    const last = await history({ current_page: 3, items_per_page: 10 });
    expect(last.body.items.map((item: any) => item.id)).toEqual(expected.slice(20).map((row) => row.id));
    expect(last.body.items[0].bonus.company_name).toEqual(expect.any(String));

    const week = await history({ time_period: 'week', items_per_page: 50 });
    expect(week.body.total_count).toBe(expected.filter((row) => row.days_ago < 7).length);
    const banks = await history({ bonus_type_filters: ['bank'], items_per_page: 10 });
    const bankRows = expected.filter((row) => row.bonus_type === 'bank');
    expect(banks.body.total_count).toBe(bankRows.length);
    expect(banks.body.items.map((item: any) => item.id)).toEqual(bankRows.slice(0, 10).map((row) => row.id));

    // The totals cover every entry the filters select, not only the page shown.
    const totals = async (input: string) =>
      (await api.call('POST', '/graphql', { token: account.idToken, body: { query: `{ bonusHistory(input: { ${input} }) { items { id } totals { reachedProfit expectedValue } } }` } })).body.data.bonusHistory;
    const sums = async (where: string) =>
      (
        await api.db.dataSource.query(
          `SELECT (sum(e.reached_profit_halere) / 100)::int AS reached, (sum(b.expected_value_halere) / 100)::int AS expected
             FROM bonus_history_entry e JOIN bonus b ON b.id = e.bonus_id JOIN app_user u ON u.id = e.user_id WHERE u.firebase_uid = $1 ${where}`,
          [account.uid],
        )
      )[0];
    const all = await sums('');
    const firstPage = await totals('timePeriod: all, currentPage: 1, itemsPerPage: 10');
    expect(firstPage.items).toHaveLength(10);
    expect(firstPage.totals).toEqual({ reachedProfit: all.reached, expectedValue: all.expected });
    const bankWeek = await sums(`AND b.bonus_type = 'bank' AND e.created_at >= now() - interval '7 days'`);
    expect((await totals('timePeriod: week, bonusTypeFilters: [bank]')).totals).toEqual({ reachedProfit: bankWeek.reached ?? 0, expectedValue: bankWeek.expected ?? 0 });
  });

  it('enforces the tier limits on the server: VIP and casino bonuses locked for free, two bank bonuses a month', async () => {
    const token = await member('free');
    const list = await catalogue(token);
    const vip = list.find((b) => b.special_mark === 'VIP');
    const casino = list.find((b) => b.bonus_type_name !== 'bank' && b.special_mark !== 'VIP');
    expect(vip.lock).toEqual({ code: 'BONUS_LOCKED', message: 'Tento bonus vyžaduje vyšší členství', upgradable: true });
    expect(casino.lock.code).toBe('BONUS_LOCKED');
    const locked = await api.call('PUT', '/bonus_progress', { token, body: { bonus_id: vip.id, step_idx: 1 } });
    expect(locked).toEqual({ status: 403, body: expect.objectContaining({ error: 'Tento bonus vyžaduje vyšší členství' }) });

    // The four cheapest (800–1 200 Kč): any two fit under the free tier's 2 000 Kč a month, so the bank slots decide.
    const banks = list
      .filter((b) => b.bonus_type_name === 'bank' && !b.lock && b.start_timestamp * 1000 < Date.now() && b.end_timestamp * 1000 > Date.now())
      .sort((a, b) => a.expected_value - b.expected_value);
    const starts = await Promise.all(banks.slice(0, 4).map((b) => api.call('PUT', '/bonus_progress', { token, body: { bonus_id: b.id, step_idx: 1 } })));
    expect(starts.map((r) => r.status).sort()).toEqual([200, 200, 403, 403]);
    const after = await catalogue(token);
    expect(after.filter((b) => b.bonus_type_name === 'bank' && b.step_idx === 0 && b.special_mark !== 'VIP').every((b) => b.lock?.code === 'BONUS_MONTHLY_LIMIT')).toBe(true);
    const refused = await api.call('PUT', '/bonus_progress', { token, body: { bonus_id: banks[4].id, step_idx: 1 } });
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ error: 'Tento měsíc jste vyčerpali limit bonusů tohoto typu pro své členství.' }) });
  });

  it("refuses a start that would take the month's expected value over the tier's maximum return, even when five starts race for room for one", async () => {
    const account = await api.newMember(); // basic: 8 000 Kč a month
    await api.db.dataSource.query('UPDATE app_user SET tier_id = 2 WHERE firebase_uid = $1', [account.uid]);
    const token = account.idToken;
    const warm = await catalogue(token); // cached under the member's data version, as the web app reads it
    // Completed this month: 6 500 Kč of the tier's 8 000 Kč, leaving 1 500 Kč.
    const completed = warm.filter((b) => ['Raiffeisenbank: 3 000 Kč za aktivní účet', 'ČSOB: 2 000 Kč za účet s aplikací', 'Česká spořitelna: 1 500 Kč k Plus kontu'].includes(b.name.replace(/\u00a0/g, ' ')));
    expect(completed.reduce((sum, b) => sum + b.expected_value, 0)).toBe(6500);
    await api.db.dataSource.query(
      `INSERT INTO bonus_history_entry (user_id, bonus_id, reached_profit_halere, created_at) SELECT u.id, b, 0, now() FROM app_user u, unnest($2::int[]) b WHERE u.firebase_uid = $1`,
      [account.uid, completed.map((b) => b.id)],
    );
    const room = 8000 - 6500;
    // Five that each fit alone, no two together.
    const running = (b: any) => b.step_idx === 0 && !b.lock && b.start_timestamp * 1000 < Date.now() && b.end_timestamp * 1000 > Date.now();
    const candidates = (await catalogue(token)).filter((b) => running(b) && b.expected_value > room / 2 && b.expected_value <= room).slice(0, 5);
    expect(candidates).toHaveLength(5);
    const starts = await Promise.all(candidates.map((b) => api.call('PUT', '/bonus_progress', { token, body: { bonus_id: b.id, step_idx: 1 } })));
    expect(starts.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of starts.filter((r) => r.status !== 200)) {
      expect(refused).toEqual({ status: 403, body: expect.objectContaining({ error: 'Tento bonus by překročil maximální měsíční výdělek vašeho členství.' }) });
    }
    const winner = candidates[starts.findIndex((r) => r.status === 200)];

    // The list (read again after the start) shows the others locked with the reason; premium's 15 000 Kč would allow them.
    const after = await catalogue(token);
    const locked = after.filter((b) => candidates.some((c) => c.id === b.id) && b.id !== winner.id);
    expect(locked.map((b) => b.lock)).toEqual(Array(4).fill({ code: 'BONUS_MAX_RETURN', message: 'Tento bonus by překročil maximální měsíční výdělek vašeho členství.', upgradable: true }));
    expect(after.find((b) => b.id === winner.id)).toMatchObject({ step_idx: 1, lock: null });
    const graphql = await gql(token, '{ bonuses { id lock { code message upgradable } } }');
    expect(graphql.data.bonuses.find((b: any) => b.id === locked[0].id).lock).toEqual({ code: 'BONUS_MAX_RETURN', message: locked[0].lock.message, upgradable: true });
    const refusedGraphql = await gql(token, 'mutation($b: Int!) { recordBonusProgress(bonusId: $b, stepIdx: 1) { stepIdx } }', { b: locked[0].id });
    expect(refusedGraphql.errors[0]).toMatchObject({ message: 'Tento bonus by překročil maximální měsíční výdělek vašeho členství.', extensions: { code: 'BONUS_MAX_RETURN' } });

    // A bonus counts in the month its first step was recorded: started last month, it leaves this month's room free.
    await api.db.dataSource.query(
      `UPDATE user_bonus_progress SET started_at = now() - interval '40 days' WHERE bonus_id = $1 AND user_id = (SELECT id FROM app_user WHERE firebase_uid = $2)`,
      [winner.id, account.uid],
    );
    expect((await api.call('PUT', '/bonus_progress', { token, body: { bonus_id: locked[0].id, step_idx: 1 } })).status).toBe(200);
    // Undoing a start to step 0 gives its room back.
    await api.call('PUT', '/bonus_progress', { token, body: { bonus_id: locked[0].id, step_idx: 0 } });
    expect((await api.call('PUT', '/bonus_progress', { token, body: { bonus_id: locked[1].id, step_idx: 1 } })).status).toBe(200);
  });

  it('hides a bonus for good; hiding twice is harmless; an unknown bonus is 404', async () => {
    const token = await member('basic');
    const bonus = (await catalogue(token))[0];
    expect(await api.call('PUT', '/bonus_hide', { token, body: { id: bonus.id } })).toEqual({ status: 200, body: { id: bonus.id } });
    expect((await api.call('PUT', '/bonus_hide', { token, body: { id: bonus.id } })).status).toBe(200);
    expect((await catalogue(token)).map((b) => b.id)).not.toContain(bonus.id);
    expect(await api.call('PUT', '/bonus_hide', { token, body: { id: 999999 } })).toEqual({ status: 404, body: expect.objectContaining({ code: 'NOT_FOUND', error: 'Požadovaný záznam neexistuje.' }) });
    expect((await api.call('PUT', '/bonus_hide', { token, body: { id: 'x' } })).status).toBe(400);
    expect((await api.call('GET', '/bonus?id=999999', { token })).status).toBe(404);
  });

  it('answers a bonus that does not exist with 404 and what the member did with one with 409, over REST and GraphQL alike', async () => {
    const token = await member('premium');
    const [bonus, other] = (await catalogue(token)).filter((b) => b.step_list.length && !b.lock && b.eligibility.eligible && b.start_timestamp * 1000 < Date.now());
    const notFound = { status: 404, body: expect.objectContaining({ code: 'NOT_FOUND', error: 'Požadovaný záznam neexistuje.' }) };
    expect(await api.call('PUT', '/bonus_hide', { token, body: { id: 999_999 } })).toEqual(notFound);
    expect(await api.call('PUT', '/bonus_progress', { token, body: { bonus_id: 999_999, step_idx: 1 } })).toEqual(notFound);
    expect(await api.call('POST', '/bonus_history', { token, body: { bonus_id: 999_999, reached_profit: 100 } })).toEqual(notFound);
    const gqlProgress = await gql(token, 'mutation { recordBonusProgress(bonusId: 999999, stepIdx: 1) { stepIdx } }');
    expect(gqlProgress.errors[0]).toMatchObject({ message: 'Požadovaný záznam neexistuje.', extensions: { code: 'NOT_FOUND' } });
    const gqlComplete = await gql(token, 'mutation { completeBonus(input: { bonusId: 999999, reachedProfit: 100 }) { id } }');
    expect(gqlComplete.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(token, 'mutation { hideBonus(id: 999999) }')).errors[0].extensions.code).toBe('NOT_FOUND');

    const conflict = (code: string) => ({ status: 409, body: expect.objectContaining({ code, error: expect.any(String) }) });
    // Completed: neither a step nor another completion.
    for (let step = 1; step <= bonus.step_list.length; step++) await api.call('PUT', '/bonus_progress', { token, body: { bonus_id: bonus.id, step_idx: step } });
    expect((await api.call('POST', '/bonus_history', { token, body: { bonus_id: bonus.id, reached_profit: 100 } })).status).toBe(201);
    expect(await api.call('PUT', '/bonus_progress', { token, body: { bonus_id: bonus.id, step_idx: 0 } })).toEqual(conflict('BONUS_ALREADY_COMPLETED'));
    expect(await api.call('POST', '/bonus_history', { token, body: { bonus_id: bonus.id, reached_profit: 100 } })).toEqual(conflict('BONUS_ALREADY_COMPLETED'));
    // Hidden: no step, no completion.
    expect((await api.call('PUT', '/bonus_hide', { token, body: { id: other.id } })).status).toBe(200);
    expect(await api.call('PUT', '/bonus_progress', { token, body: { bonus_id: other.id, step_idx: 1 } })).toEqual(conflict('BONUS_HIDDEN'));
    expect(await api.call('POST', '/bonus_history', { token, body: { bonus_id: other.id, reached_profit: 100 } })).toEqual(conflict('BONUS_HIDDEN'));
    const gqlHidden = await gql(token, 'mutation($b: Int!) { recordBonusProgress(bonusId: $b, stepIdx: 1) { stepIdx } }', { b: other.id });
    expect(gqlHidden.errors[0]).toMatchObject({ message: 'Tento bonus jste skryli, pokračovat v něm už nelze.', extensions: { code: 'BONUS_HIDDEN' } });

    // /openapi.json names each of these refusals under 409.
    const paths = (await api.call('GET', '/openapi.json')).body.paths;
    const conflicts = (operation: any) => operation.responses['409'].description as string;
    for (const code of ['BONUS_STEP_OUT_OF_ORDER', 'BONUS_ENDED', 'BONUS_HIDDEN', 'BONUS_ALREADY_COMPLETED']) expect(conflicts(paths['/bonus_progress'].put)).toContain(code);
    for (const code of ['BONUS_STEPS_UNFINISHED', 'BONUS_HIDDEN', 'BONUS_ALREADY_COMPLETED']) expect(conflicts(paths['/bonus_history'].post)).toContain(code);
  });

  it('lists companies and games', async () => {
    const token = await member();
    const companies = (await api.call('GET', '/company_all', { token })).body;
    expect(companies).toEqual(expect.arrayContaining([{ id: expect.any(Number), name: 'Air Bank', bank_code: '3030', kind: 'bank', license: null }, { id: expect.any(Number), name: 'Tipsport', bank_code: null, kind: 'casino', license: { number: expect.any(String), valid_until: expect.any(Number) } }]));
    const games = (await api.call('GET', '/game_all', { token })).body;
    expect(games.find((g: any) => g.name === 'Starburst')).toMatchObject({ game_studio: 'NetEnt', rtp: 96.09, volatility: 'low', url_link: expect.stringMatching(/^https:/) });
  });

  it('answers the GraphQL bonus fields (whole Kč, unix seconds, enums) with the values of the REST wire', async () => {
    const token = await api.idToken('basic@demo.cz');
    const rest = await catalogue(token);
    const fields = `id name description creationTimestamp startTimestamp endTimestamp visibilityStartTimestamp visibilityEndTimestamp visible draft expectedValue neededCapital
      specialMark stepList { id title subtitle description icon order category deadlineDays requirement { kind count minAmount withinDays } } stepIdx urlBonusConditions urlLink riskRate company { id name bankCode kind license { number validUntil } }
      games { id name gameStudio gameStudioId rtp volatility urlLink } bonusTypeName renewingDays lock { code message upgradable } eligibilityRules { kind companyId months min max }
      eligibility { eligible reasons { code message eligibleFrom } remindTimestamp } deadlines { steps { dueTimestamp missed } nextDueTimestamp overdue } requirementProgress { done needed met remainingDays }
      termsVersion startedTermsVersion termsChanged earningsStats { n median p25 p75 }
      valueTerms { bonusAmount deposit wageringMultiplier wageringBase contributionPercent maxBet maxCashout }`;
    const { data } = await gql(token, `{ bonuses { ${fields} } }`);
    const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    const asRest = (value: any): any =>
      Array.isArray(value) ? value.map(asRest) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [snake(key), asRest(inner)])) : value;
    // GraphQL keeps a started offer's due times together (deadlines); REST puts them on the steps and the offer.
    // GraphQL's rules are flat views (fields a kind does not use are null); REST gives each kind's own fields.
    const dueTimesOnSteps = ({ deadlines, requirement_progress: progress, ...bonus }: any) => ({
      ...bonus,
      eligibility_rules: bonus.eligibility_rules.map((rule: any) => fromEligibilityRuleView({ kind: rule.kind, companyId: rule.company_id, months: rule.months, min: rule.min, max: rule.max })),
      step_list: bonus.step_list.map((step: any, index: number) => ({
        ...step,
        requirement: step.requirement && Object.fromEntries(Object.entries(step.requirement).filter(([, value]) => value !== null)),
        due_timestamp: deadlines?.steps[index].due_timestamp ?? null,
        overdue: deadlines?.steps[index].missed ?? false,
        requirement_progress: progress?.[index] ?? null,
      })),
      next_due_timestamp: deadlines?.next_due_timestamp ?? null,
      overdue: deadlines?.overdue ?? false,
    });
    for (const nullable of ['visibility_start_timestamp', 'special_mark', 'lock', 'next_due_timestamp', 'started_terms_version', 'earnings_stats']) expect([nullable, rest.some((bonus) => bonus[nullable] !== null)]).toEqual([nullable, true]);
    expect(data.bonuses.map(asRest).map(dueTimesOnSteps)).toEqual(rest);

    const page = { current_page: 1, items_per_page: 10, time_period: 'all' };
    const history = (await api.call('POST', '/bonus_history_all', { token, body: page })).body;
    const graphHistory = await gql(token, '{ bonusHistory(input: { currentPage: 1, itemsPerPage: 10, timePeriod: all }) { items { id bonus { id name bonusType expectedValue companyName } note reachedProfit creationTimestamp } totalCount currentPage itemsPerPage } }');
    expect(history.items.length).toBeGreaterThan(0);
    expect(asRest(graphHistory.data.bonusHistory)).toEqual({ ...history, items: history.items.map((entry: any) => ({ ...entry, id: String(entry.id) })) });
  });

  it('offers the same through GraphQL', async () => {
    const token = await member('premium');
    const { data } = await gql(token, '{ bonuses { id stepIdx startTimestamp stepList { id } lock { code } company { name } games { name gameStudio } } companies { name } games { name } }');
    expect(data.companies.length).toBeGreaterThan(5);
    const bonus = data.bonuses.find((b: any) => !b.lock && b.stepList.length && b.startTimestamp * 1000 < Date.now());
    const skip = await gql(token, 'mutation($b: Int!) { recordBonusProgress(bonusId: $b, stepIdx: 2) { stepIdx } }', { b: bonus.id });
    expect(skip.errors[0]).toMatchObject({ message: 'Zaznamenat lze jen další krok bonusu, nebo vrátit některý už splněný.', extensions: { code: 'BONUS_STEP_OUT_OF_ORDER' } });
    for (let step = 1; step <= bonus.stepList.length; step++) {
      const saved = await gql(token, 'mutation($b: Int!, $s: Int!) { recordBonusProgress(bonusId: $b, stepIdx: $s) { stepIdx } }', { b: bonus.id, s: step });
      expect(saved.data.recordBonusProgress.stepIdx).toBe(step);
    }
    const done = await gql(token, 'mutation($b: Int!) { completeBonus(input: { bonusId: $b, reachedProfit: 700 }) { id reachedProfit bonus { name } } }', { b: bonus.id });
    const entryId = Number(done.data.completeBonus.id);
    await gql(token, 'mutation($id: Int!) { updateBonusHistoryEntry(input: { id: $id, reachedProfit: 650 }) { reachedProfit } }', { id: entryId });
    const history = await gql(token, '{ bonusHistory(input: { timePeriod: week }) { totalCount items { reachedProfit } } bonusHistoryStats(timePeriod: year) { month reachedProfit successRate bonuses } }');
    expect(history.data.bonusHistory).toEqual({ totalCount: 1, items: [{ reachedProfit: 650 }] });
    expect(history.data.bonusHistoryStats).toHaveLength(12);
    expect(history.data.bonusHistoryStats[11]).toMatchObject({ reachedProfit: 650, bonuses: 1, successRate: 1 });
    expect((await gql(token, 'mutation($id: Int!) { returnBonus(historyId: $id) }', { id: entryId })).data.returnBonus).toBe(true);
    expect((await gql(token, '{ me { bonusRevenue bonusHistoryLen } }')).data.me).toEqual({ bonusRevenue: 0, bonusHistoryLen: 0 });
    expect((await gql(token, 'mutation($id: Int!) { hideBonus(id: $id) }', { id: bonus.id })).data.hideBonus).toBe(bonus.id);
  });

  it('an absurd earnings entry needs the member\'s confirmation, then counts in public and admin figures only once an admin approves it', async () => {
    const token = await member('basic');
    const bonus = openBank(await catalogue(token));
    for (let step = 1; step <= bonus.step_list.length; step++) await api.call('PUT', '/bonus_progress', { token, body: { bonus_id: bonus.id, step_idx: step } });
    const publicFigures = async () => {
      await api.db.dataSource.query(`SELECT pg_notify('bonus_cache_invalidate', 'stats:')`); // no waiting for the 60 s cache
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { body: home } = await api.call('GET', '/user/get_stats');
      const admin = await gql(await api.idToken('admin@demo.cz'), '{ adminOverview { totalEarnings } }');
      return { totalMade: home.total_made, adminTotal: admin.data.adminOverview.totalEarnings };
    };
    const before = await publicFigures();

    const refused = await api.call('POST', '/bonus_history', { token, body: { bonus_id: bonus.id, reached_profit: 999_999 } });
    expect(refused).toEqual({ status: 400, body: expect.objectContaining({ error: 'Částka je mnohem vyšší než očekávaný výnos bonusu. Zkontrolujte ji a potvrďte, že je správná.' }) });
    expect((await profile(token)).bonus_history_len).toBe(0);

    const confirmed = await api.call('POST', '/bonus_history', { token, body: { bonus_id: bonus.id, reached_profit: 999_999, confirm_unusual: true } });
    expect(confirmed.status).toBe(201);
    expect((await profile(token)).bonus_revenue).toBe(999_999); // the member's own figures count it at once
    expect(await publicFigures()).toEqual(before);

    const admin = await api.idToken('admin@demo.cz');
    const { data } = await gql(admin, '{ pendingEarnings(page: { itemsPerPage: 100 }) { items { id reachedProfit bonusName expectedValue } } }');
    const pending = data.pendingEarnings.items.find((entry: any) => entry.id === confirmed.body.id);
    expect(pending).toMatchObject({ reachedProfit: 999_999, bonusName: bonus.name, expectedValue: bonus.expected_value });
    expect(await gql(token, 'mutation { reviewEarnings(id: 1, approve: true) }')).toMatchObject({ errors: [expect.objectContaining({ message: 'K této akci nemáte oprávnění.' })] });
    expect(await gql(admin, `mutation { reviewEarnings(id: ${confirmed.body.id}, approve: true) }`)).toEqual({ data: { reviewEarnings: true } });
    expect((await gql(admin, `mutation { reviewEarnings(id: ${confirmed.body.id}, approve: false) }`)).errors[0].message).toBe('Tento výdělek už byl zkontrolován.');
    expect(await publicFigures()).toEqual({ totalMade: before.totalMade + 999_999, adminTotal: before.adminTotal + 999_999 });

    // A correction far above the expected value goes back to review; a modest one counts at once.
    const corrected = await api.call('PUT', '/bonus_history', { token, body: { id: confirmed.body.id, reached_profit: 500_000, confirm_unusual: true } });
    expect(corrected.status).toBe(200);
    expect((await publicFigures()).totalMade).toBe(before.totalMade);
    await api.call('PUT', '/bonus_history', { token, body: { id: confirmed.body.id, reached_profit: 100 } });
    expect((await publicFigures()).totalMade).toBe(before.totalMade + 100);
  });
});
