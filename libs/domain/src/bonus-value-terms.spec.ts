import { bonusValueInputSchema, bonusValueQuerySchema, canCarryValueTerms, VALUE_TERMS_MESSAGES as M, valueTermsSchema } from './bonus-value-terms';

const valid = { bonus_amount: 1000, deposit: 1000, wagering_multiplier: 30, wagering_base: 'bonus', contribution_percent: 100, max_bet: 100, max_cashout: null };
const firstMessage = (input: unknown, schema: { safeParse: typeof valueTermsSchema.safeParse } = valueTermsSchema) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe('value terms', () => {
  it('takes the terms of a casino offer, a cashout limit or none', () => {
    expect(valueTermsSchema.parse(valid)).toEqual(valid);
    expect(valueTermsSchema.parse({ ...valid, max_cashout: 5000, wagering_base: 'deposit_and_bonus' }).max_cashout).toBe(5000);
  });

  it.each([
    [{ bonus_amount: -1 }, M.amount],
    [{ deposit: 'sto' }, M.amount],
    [{ wagering_multiplier: -1 }, M.multiplier],
    [{ wagering_multiplier: 201 }, M.multiplier],
    [{ wagering_base: 'deposit' }, M.base],
    [{ contribution_percent: 0 }, M.contribution],
    [{ contribution_percent: 5e-324 }, M.contribution],
    [{ contribution_percent: 0.009 }, M.contribution],
    [{ contribution_percent: 100.5 }, M.contribution],
    [{ max_bet: 0 }, M.maxBet],
    [{ max_bet: 5e-324 }, M.maxBet],
    [{ max_cashout: -5 }, M.maxCashout],
    [{ max_cashout: 0.001 }, M.maxCashout],
  ])('refuses nonsense %j in Czech', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it('lets the contribution be exactly 100 %', () => {
    expect(firstMessage({ ...valid, contribution_percent: 100 })).toBeNull();
  });
});

describe('the calculator input', () => {
  it('adds the RTP, and a medium volatility when none is given', () => {
    expect(bonusValueInputSchema.parse({ ...valid, rtp: 96.5 })).toEqual({ ...valid, rtp: 96.5, volatility: 'medium' });
    expect(bonusValueInputSchema.parse({ ...valid, rtp: 100, volatility: 'high' }).volatility).toBe('high');
  });

  it.each([
    [{ rtp: 100.1 }, M.rtp],
    [{ rtp: 0 }, M.rtp],
    [{ rtp: 96, volatility: 'extreme' }, M.volatility],
  ])('refuses %j in Czech', (change, message) => {
    expect(firstMessage({ ...valid, ...change }, bonusValueInputSchema)).toBe(message);
  });

  it('reads an offer and a game from the query string', () => {
    expect(bonusValueQuerySchema.parse({ bonus_id: '3', game_id: '7' })).toEqual({ bonus_id: 3, game_id: 7 });
    expect(bonusValueQuerySchema.safeParse({ bonus_id: '3' }).success).toBe(false);
  });
});

describe('offers that carry value terms', () => {
  it('are the casino ones', () => {
    expect(['slot', 'live', 'registration'].every((type) => canCarryValueTerms(type as 'slot'))).toBe(true);
    expect(canCarryValueTerms('bank')).toBe(false);
  });
});
