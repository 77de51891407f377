import { startTestApi, TestApi } from './testing/test-api';

/** Issue #38 §1 on the REST contract, on real PostgreSQL: value terms on offers, GET and POST /bonus_value, the GraphQL twins. */
describe('what a casino offer is worth', () => {
  let api: TestApi;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = (await api.newMember({ admin: true })).idToken;
    member = (await api.newMember()).idToken;
    await api.db.dataSource.query('UPDATE app_user SET tier_id = 3 WHERE admin = false AND firebase_uid IS NOT NULL');
  });
  afterAll(() => api.stop());

  const now = Math.floor(Date.now() / 1000);
  const terms = { bonus_amount: 1000, deposit: 1000, wagering_multiplier: 30, wagering_base: 'bonus', contribution_percent: 100, max_bet: 100, max_cashout: null };
  const games = async () => (await api.call('GET', '/game_all', { token: admin })).body as { id: number; rtp: number; volatility: string }[];
  const offer = async (overrides: Record<string, unknown> = {}) => {
    const companies = (await api.call('GET', '/company_all', { token: admin })).body as { id: number; name: string }[];
    return {
      name: 'Kasino: hodnota bonusu',
      description: '<p>Popis</p>',
      start_timestamp: now - 3600,
      end_timestamp: now + 86_400,
      visible: true,
      expected_value: 400,
      needed_capital: 1000,
      step_list: [],
      url_bonus_conditions: 'https://example.cz/podminky',
      url_link: 'https://example.cz/bonus',
      risk_rate: 3,
      company_id: companies.find((company) => company.name === 'Tipsport')!.id,
      games_ids: (await games()).slice(0, 2).map((game) => game.id),
      bonus_type_name: 'slot',
      value_terms: terms,
      ...overrides,
    };
  };

  it('stores value terms on a casino offer, keeps them through an edit that leaves them out, and clears them with null', async () => {
    const created = await api.call('POST', '/bonus', { token: admin, body: await offer() });
    expect(created.status).toBe(201);
    expect(created.body.value_terms).toEqual(terms);
    const { value_terms: _left, ...withoutTerms } = await offer({ id: created.body.id, name: 'Upraveno' });
    const edited = await api.call('PUT', '/bonus', { token: admin, body: withoutTerms });
    expect(edited.body.value_terms).toEqual(terms);
    const seen = (await api.call('GET', '/bonus_all', { token: member })).body.find((bonus: { id: number }) => bonus.id === created.body.id);
    expect(seen.value_terms).toEqual(terms);
    const cleared = await api.call('PUT', '/bonus', { token: admin, body: await offer({ id: created.body.id, value_terms: null }) });
    expect(cleared.body.value_terms).toBeNull();
  });

  it('refuses value terms on a bank offer and nonsense terms with 400 and a Czech message', async () => {
    const bank = await api.call('POST', '/bonus', { token: admin, body: await offer({ bonus_type_name: 'bank' }) });
    expect([bank.status, bank.body.error]).toEqual([400, 'Hodnotu bonusu lze zadat jen u kasinových nabídek (automaty, live casino, registrační).']);
    const nonsense = await api.call('POST', '/bonus', { token: admin, body: await offer({ value_terms: { ...terms, contribution_percent: 120 } }) });
    expect([nonsense.status, nonsense.body.error]).toEqual([400, 'Započítání hry musí být od 0,01 % do 100 %']);
    // An offer that becomes a bank one loses the terms it kept.
    const { body: casino } = await api.call('POST', '/bonus', { token: admin, body: await offer() });
    const { value_terms: _left, ...asBank } = await offer({ id: casino.id, bonus_type_name: 'bank' });
    expect((await api.call('PUT', '/bonus', { token: admin, body: asBank })).body.value_terms).toBeNull();
  });

  it('GET /bonus_value: the offer on one of its games, the same answer every time', async () => {
    const { body: created } = await api.call('POST', '/bonus', { token: admin, body: await offer() });
    const game = (await games()).find((candidate) => candidate.id === created.games[0].id)!;
    const answer = await api.call('GET', `/bonus_value?bonus_id=${created.id}&game_id=${game.id}`, { token: member });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['bust_probability', 'expected_loss', 'expected_value', 'p10', 'p90', 'play_assumption', 'rtp', 'stake_per_spin', 'standard_error', 'wagering_total']);
    expect(answer.body).toMatchObject({ wagering_total: 30_000, expected_loss: Math.round(30_000 * (100 - game.rtp)) / 100, rtp: game.rtp, standard_error: 0, stake_per_spin: 100 });
    expect(answer.body.bust_probability).toBeGreaterThanOrEqual(0);
    expect(answer.body.bust_probability).toBeLessThanOrEqual(1);
    if (answer.body.bust_probability >= 0.1) expect(answer.body.p10).toBe(-1000);
    expect(answer.body.play_assumption).toMatch(/^Počítáme se sázkou 100\u00a0Kč na otočku \(max\. sázka\)/);
    // Never above the bonus minus the expected loss on the 2 000 Kč every play-through stakes at least.
    expect(answer.body.expected_value).toBeLessThanOrEqual(Math.round(1000 - ((100 - game.rtp) / 100) * 2000));
    expect(answer.body.p10).toBeLessThanOrEqual(answer.body.p90);
    expect(answer.body.p10).toBeGreaterThanOrEqual(-1000);
    expect((await api.call('GET', `/bonus_value?bonus_id=${created.id}&game_id=${game.id}`, { token: member })).body).toEqual(answer.body);
    // The same terms and game through POST give the same figures.
    const posted = await api.call('POST', '/bonus_value', { token: member, body: { ...terms, rtp: game.rtp, volatility: game.volatility } });
    expect(posted).toEqual({ status: 200, body: answer.body });
  });

  it('one value per offer: the value on the best of its games is the offer’s expected value everywhere, the typed one only without terms', async () => {
    const { body: created } = await api.call('POST', '/bonus', { token: admin, body: await offer({ expected_value: 5 }) });
    const values = await Promise.all(
      created.games.map(async (game: { id: number }) => (await api.call('GET', `/bonus_value?bonus_id=${created.id}&game_id=${game.id}`, { token: member })).body.expected_value as number),
    );
    expect(created.expected_value).toBe(Math.max(...values));
    const card = (await api.call('GET', '/bonus_all', { token: member })).body.find((bonus: { id: number }) => bonus.id === created.id);
    expect(card.expected_value).toBe(Math.max(...values));
    // Without terms the admin's figure stands, and is required.
    const { expected_value: _none, ...withoutValue } = await offer({ value_terms: null });
    const refused = await api.call('POST', '/bonus', { token: admin, body: withoutValue });
    expect([refused.status, refused.body.error]).toEqual([400, 'Zadejte očekávaný zisk, nebo podmínky protočení a hru, ze kterých se spočítá.']);
    const typed = await api.call('POST', '/bonus', { token: admin, body: await offer({ value_terms: null, expected_value: 321 }) });
    expect(typed.body.expected_value).toBe(321);
    // Terms without a typed figure are enough.
    const { expected_value: _left, ...termsOnly } = await offer();
    expect((await api.call('POST', '/bonus', { token: admin, body: termsOnly })).body.expected_value).toBe(Math.max(...values));
  });

  it('GET /bonus_value: 404 for an unknown offer or a game it is not played on, 400 for an offer without terms', async () => {
    const { body: created } = await api.call('POST', '/bonus', { token: admin, body: await offer() });
    const { body: plain } = await api.call('POST', '/bonus', { token: admin, body: await offer({ value_terms: null }) });
    const otherGame = (await games()).find((game) => !created.games.some((own: { id: number }) => own.id === game.id))!;
    const unknownOffer = await api.call('GET', `/bonus_value?bonus_id=999999&game_id=${otherGame.id}`, { token: member });
    expect([unknownOffer.status, unknownOffer.body.error]).toEqual([404, 'Požadovaný záznam neexistuje.']);
    const foreignGame = await api.call('GET', `/bonus_value?bonus_id=${created.id}&game_id=${otherGame.id}`, { token: member });
    expect([foreignGame.status, foreignGame.body.code]).toEqual([404, 'BONUS_VALUE_GAME_NOT_FOUND']);
    const noTerms = await api.call('GET', `/bonus_value?bonus_id=${plain.id}&game_id=${plain.games[0].id}`, { token: member });
    expect([noTerms.status, noTerms.body.error]).toEqual([400, 'U této nabídky nejsou zadané podmínky protočení, její hodnotu nelze spočítat.']);
    expect((await api.call('GET', `/bonus_value?bonus_id=abc&game_id=1`, { token: member })).status).toBe(400);
  });

  it('POST /bonus_value: any offer, medium volatility when none is given; nonsense is 400 in Czech', async () => {
    const answer = await api.call('POST', '/bonus_value', { token: member, body: { ...terms, wagering_base: 'deposit_and_bonus', contribution_percent: 50, rtp: 96 } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ wagering_total: 120_000, expected_loss: 4800, rtp: 96 });
    const medium = await api.call('POST', '/bonus_value', { token: member, body: { ...terms, wagering_base: 'deposit_and_bonus', contribution_percent: 50, rtp: 96, volatility: 'medium' } });
    expect(medium.body).toEqual(answer.body);
    const cases: [Record<string, unknown>, string][] = [
      [{ deposit: -100 }, 'Zadejte částku od 0 Kč'],
      [{ contribution_percent: 101 }, 'Započítání hry musí být od 0,01 % do 100 %'],
      [{ contribution_percent: 5e-324 }, 'Započítání hry musí být od 0,01 % do 100 %'],
      [{ max_bet: 5e-324 }, 'Max. sázka musí být od 0,01 Kč'],
      [{ rtp: 101 }, 'RTP musí být větší než 0 % a nejvýš 100 %'],
      [{ wagering_base: 'deposit' }, 'Vyberte základ protočení: bonus, nebo vklad + bonus'],
      [{ volatility: 'wild' }, 'Vyberte volatilitu: nízká, střední, nebo vysoká'],
    ];
    for (const [change, message] of cases) {
      const refused = await api.call('POST', '/bonus_value', { token: member, body: { ...terms, rtp: 96, ...change } });
      expect([refused.status, refused.body.error]).toEqual([400, message]);
    }
    expect((await api.call('POST', '/bonus_value', { body: { ...terms, rtp: 96 } })).status).toBe(401);
  });

  it('GraphQL: the offer per game with its outcome chart, the calculator, and the admin form', async () => {
    const { body: created } = await api.call('POST', '/bonus', { token: admin, body: await offer() });
    const values = await api.call('POST', '/graphql', {
      token: member,
      body: { query: 'query($id: Int!) { offerValues(bonusId: $id) { game { id name } value { expectedValue p10 p90 wageringTotal distribution { from to share } } } }', variables: { id: created.id } },
    });
    expect(values.body.data.offerValues).toHaveLength(2);
    const first = values.body.data.offerValues[0];
    const rest = (await api.call('GET', `/bonus_value?bonus_id=${created.id}&game_id=${first.game.id}`, { token: member })).body;
    expect(first.value).toMatchObject({ expectedValue: rest.expected_value, p10: rest.p10, p90: rest.p90, wageringTotal: 30_000 });
    expect(first.value.distribution.reduce((sum: number, bucket: { share: number }) => sum + bucket.share, 0)).toBeCloseTo(1);

    const calculator = await api.call('POST', '/graphql', {
      token: member,
      body: {
        query: 'query($input: BonusValueInput!) { bonusValue(input: $input) { wageringTotal expectedLoss } }',
        variables: { input: { bonusAmount: 1000, deposit: 1000, wageringMultiplier: 30, wageringBase: 'bonus', contributionPercent: 100, maxBet: 100, maxCashout: null, rtp: 150 } },
      },
    });
    expect(calculator.body.errors[0].message).toBe('RTP musí být větší než 0 % a nejvýš 100 %');
    // The least contribution the schema documents keeps the wagering finite (5e-324 % answered NaN before).
    const tiny = await api.call('POST', '/graphql', {
      token: member,
      body: {
        query: 'query($input: BonusValueInput!) { bonusValue(input: $input) { wageringTotal expectedLoss } }',
        variables: { input: { bonusAmount: 1000, deposit: 1000, wageringMultiplier: 30, wageringBase: 'bonus', contributionPercent: 5e-324, maxBet: 100, maxCashout: null, rtp: 96 } },
      },
    });
    expect(tiny.body.errors[0]).toMatchObject({ message: 'Započítání hry musí být od 0,01 % do 100 %', extensions: { code: 'VALIDATION_FAILED' } });

    const updated = await api.call('POST', '/graphql', {
      token: admin,
      body: {
        query: 'mutation($input: BonusWriteInput!) { updateBonus(input: $input) { valueTerms { bonusAmount wageringBase maxCashout } } }',
        variables: {
          input: {
            id: created.id, name: created.name, description: created.description, startTimestamp: now - 3600, endTimestamp: now + 86_400, expectedValue: 400, neededCapital: 1000, stepList: [],
            urlBonusConditions: created.url_bonus_conditions, urlLink: created.url_link, riskRate: 3, companyId: created.company.id, bonusTypeName: 'slot',
            valueTerms: { bonusAmount: 500, deposit: 500, wageringMultiplier: 35, wageringBase: 'deposit_and_bonus', contributionPercent: 100, maxBet: 125, maxCashout: 5000 },
          },
        },
      },
    });
    expect(updated.body.data.updateBonus.valueTerms).toEqual({ bonusAmount: 500, wageringBase: 'deposit_and_bonus', maxCashout: 5000 });
  });
});
