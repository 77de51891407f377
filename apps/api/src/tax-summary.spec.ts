import { taxSources } from '@bonus/domain';
import { startTestApi, TestApi } from './testing/test-api';

/** Issue #38 §3 on the REST contract, on real PostgreSQL: GET /tax_summary per game type and year, limits, warnings, sources, other members. */
describe('GET /tax_summary', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const db = () => api.db.dataSource;
  const userIdOf = async (uid: string): Promise<string> => (await db().query('SELECT id FROM app_user WHERE firebase_uid = $1', [uid]))[0].id;
  const bonusesOf = async (type: string): Promise<number[]> => (await db().query('SELECT id FROM bonus WHERE bonus_type = $1 ORDER BY id LIMIT 3', [type])).map((row: { id: number }) => row.id);
  const result = (userId: string, bonusId: number, czk: number, at: string) =>
    db().query('INSERT INTO bonus_history_entry (user_id, bonus_id, reached_profit_halere, created_at) VALUES ($1, $2, $3, $4)', [userId, bonusId, Math.round(czk * 100), at]);
  const summary = (token: string, query: string) => api.call('GET', `/tax_summary${query}`, { token });

  it('nets each game type of the Prague year on its own, with other income, limits, warnings and sources', async () => {
    const member = await api.newMember();
    const invited = await api.newMember();
    const userId = await userIdOf(member.uid);
    const [slots, registrations, lives, banks] = [await bonusesOf('slot'), await bonusesOf('registration'), await bonusesOf('live'), await bonusesOf('bank')];
    await result(userId, slots[0], 850_000, '2026-03-01T10:00:00Z');
    await result(userId, registrations[0], -20_000, '2026-12-31T22:30:00Z'); // 31. 12. 23:30 in Prague: 2026
    await result(userId, slots[1], 5_000, '2026-12-31T23:30:00Z'); // 1. 1. 2027 00:30 in Prague: next year
    await result(userId, lives[0], -3_000, '2026-06-01T10:00:00Z');
    await result(userId, banks[0], 20_000, '2026-04-01T10:00:00Z');
    await result(userId, banks[1], -500, '2026-04-02T10:00:00Z');
    const [{ id: referralId }] = await db().query('INSERT INTO referral (referrer_id, referred_id) SELECT $1, id FROM app_user WHERE firebase_uid = $2 RETURNING id', [userId, invited.uid]);
    await db().query(`INSERT INTO referral_reward (referral_id, provider_payment_id, amount_halere, created_at) VALUES ($1, 'tax-1', 450000, '2026-05-05T10:00:00Z')`, [referralId]);

    const answer = await summary(member.idToken, '?year=2026');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      year: 2026,
      gambling: [
        { game_type: 'technicke_hry', net: 830_000 },
        { game_type: 'zive_hry', net: -3_000 },
      ],
      gambling_limit: 50_000,
      other_income: { total: 24_500, limit: 30_000, note: 'informativní, ověřte s daňovým poradcem' },
      warnings: [
        { code: 'GAMBLING_LIMIT_EXCEEDED', message: expect.stringContaining('technické hry za rok 2026 (830\u00a0000\u00a0Kč) přesáhla osvobozený limit 50\u00a0000\u00a0Kč') },
        { code: 'OTHER_INCOME_LIMIT_NEAR', message: expect.stringContaining('informativní, ověřte s daňovým poradcem') },
      ],
      sources: taxSources(2026).map((source) => ({ rule: source.rule, law: source.law, url: source.url, published_on: source.publishedOn, checked_on: source.checkedOn })),
    });
    // A year of the old rule measures against its own limit.
    expect((await summary(member.idToken, '?year=2023')).body.gambling_limit).toBe(1_000_000);
    expect((await summary(member.idToken, '?year=2027')).body.gambling).toEqual([
      { game_type: 'technicke_hry', net: 5_000 },
      { game_type: 'zive_hry', net: 0 },
    ]);
  });

  it('shows a member only their own results: another member of the same offers sees zeros', async () => {
    const owner = await api.newMember();
    const other = await api.newMember();
    const [slot] = await bonusesOf('slot');
    await result(await userIdOf(owner.uid), slot, 1_200, '2025-07-01T10:00:00Z');
    expect((await summary(owner.idToken, '?year=2025')).body.gambling[0]).toEqual({ game_type: 'technicke_hry', net: 1_200 });
    const theirs = (await summary(other.idToken, '?year=2025')).body;
    expect(theirs.gambling).toEqual([
      { game_type: 'technicke_hry', net: 0 },
      { game_type: 'zive_hry', net: 0 },
    ]);
    expect(theirs.other_income.total).toBe(0);
    expect(theirs.warnings).toEqual([]);
  });

  it.each([
    ['no year', '', 'Zadejte rok.'],
    ['a word', '?year=letos', 'Zadejte rok.'],
    ['a year before 2020', '?year=2019', 'Přehled je k dispozici od roku 2020.'],
    ['a fraction', '?year=2025.5', 'Zadejte rok.'],
  ])('refuses %s with 400 and a Czech message', async (_name, query, message) => {
    const { idToken } = await api.newMember();
    const answer = await summary(idToken, query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
  });

  it('is for signed-in members only', async () => {
    expect((await api.call('GET', '/tax_summary?year=2026')).status).toBe(401);
  });
});
