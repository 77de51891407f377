import fc from 'fast-check';
import { type BonusValue, bonusValue, expectedLoss, offerValue, outcomeDistribution, wageringTotal } from './bonus-value';
import { MAX_WAGERING_MULTIPLIER, MIN_CONTRIBUTION_PERCENT, MIN_LIMIT_CZK, type ValueTerms } from './bonus-value-terms';
import { GAME_VOLATILITIES } from './bonuses';
import { MAX_AMOUNT_CZK } from './input-bounds';
import { seededRandom } from './seeded-random';
import { spinModel } from './spin-model';
import { MAX_STEPS } from './wagering-play';

const terms = (overrides: Partial<ValueTerms> = {}): ValueTerms => ({
  bonus_amount: 1000,
  deposit: 1000,
  wagering_multiplier: 30,
  wagering_base: 'bonus',
  contribution_percent: 100,
  max_bet: 100,
  max_cashout: null,
  ...overrides,
});

/** The issue's offer: 1 000 Kč bonus on a 1 000 Kč deposit, 35× the bonus, max bet 125 Kč. */
const issueOffer = terms({ wagering_multiplier: 35, max_bet: 125 });

/**
 * An independent reference: play-throughs spin by spin, each at the max bet (the balance or the wagering
 * left when less), until the wagering is done or less than 1 Kč is left. Its mean and standard error.
 */
function simulated(valueTerms: ValueTerms, rtp: number, volatility: (typeof GAME_VOLATILITIES)[number], runs: number) {
  const { min, sqrt } = Math; // bound once: jest's global lookups are slow in this loop
  const model = spinModel(volatility, rtp);
  const random = seededRandom(JSON.stringify([valueTerms, rtp, volatility]));
  const total = wageringTotal(valueTerms);
  let sum = 0;
  let squares = 0;
  let busts = 0;
  for (let run = 0; run < runs; run += 1) {
    let balance = valueTerms.deposit + valueTerms.bonus_amount;
    let wagered = 0;
    while (total - wagered > 1e-9 && balance >= 1) {
      const stake = min(valueTerms.max_bet, balance, total - wagered);
      balance += stake * model.sample(random) - stake;
      wagered += stake;
    }
    if (balance < 1) busts += 1;
    const outcome = min(balance < 1 ? 0 : balance, valueTerms.max_cashout ?? Infinity) - valueTerms.deposit;
    sum += outcome;
    squares += outcome * outcome;
  }
  const mean = sum / runs;
  return { mean, standardError: sqrt((squares / runs - mean * mean) / runs), bust: busts / runs };
}

describe('wagering in closed form', () => {
  it('is multiplier × base ÷ contribution, the base being the bonus or the deposit and the bonus', () => {
    expect(wageringTotal(terms())).toBe(30_000);
    expect(wageringTotal(terms({ wagering_base: 'deposit_and_bonus' }))).toBe(60_000);
    expect(wageringTotal(terms({ contribution_percent: 10 }))).toBeCloseTo(300_000);
  });

  it('loses wagering × (1 − RTP) on average', () => {
    expect(expectedLoss(terms(), 96.5)).toBeCloseTo(1050);
    expect(expectedLoss(terms(), 100)).toBe(0);
  });

  it('reports them in Kč, with the RTP and the stake per spin used', () => {
    const value = bonusValue(terms({ contribution_percent: 30 }), { rtp: 96.5, volatility: 'low' });
    expect(value.wageringTotal).toBe(100_000);
    expect(value.expectedLoss).toBe(3500);
    expect(value.rtp).toBe(96.5);
    expect(value.stakePerSpin).toBe(100);
    expect(bonusValue(terms({ wagering_multiplier: 0.05 }), { rtp: 96, volatility: 'low' }).stakePerSpin).toBe(50);
  });
});

describe('the exact value', () => {
  it('is exact: no sampling error, and the same inputs give the same answer', () => {
    const game = { rtp: 96.2, volatility: 'medium' } as const;
    expect(bonusValue(terms(), game).standardError).toBe(0);
    expect(bonusValue(terms(), game)).toEqual(bonusValue(terms(), game));
  });

  it.each(GAME_VOLATILITIES)('agrees with 40 000 play-throughs spin by spin on the issue’s offer (%s)', (volatility) => {
    const value = bonusValue(issueOffer, { rtp: 96, volatility });
    const reference = simulated(issueOffer, 96, volatility, 40_000);
    expect(Math.abs(value.expectedValue - reference.mean)).toBeLessThan(4 * reference.standardError + 5);
    expect(Math.abs(value.bustProbability - reference.bust)).toBeLessThan(0.01);
  });

  it('agrees with play-throughs spin by spin when the max cashout caps the wins', () => {
    const capped = terms({ wagering_multiplier: 35, max_bet: 125, max_cashout: 3000 });
    const value = bonusValue(capped, { rtp: 97, volatility: 'medium' });
    const reference = simulated(capped, 97, 'medium', 40_000);
    expect(Math.abs(value.expectedValue - reference.mean)).toBeLessThan(4 * reference.standardError + 5);
  });

  it(`plays more than ${MAX_STEPS} spins in blocks, still within 1 % of bonus + deposit of play spin by spin`, () => {
    const smallBets = terms({ wagering_multiplier: 12, max_bet: 20 });
    const value = bonusValue(smallBets, { rtp: 96, volatility: 'medium' });
    const reference = simulated(smallBets, 96, 'medium', 10_000);
    expect(Math.abs(value.expectedValue - reference.mean)).toBeLessThan(0.01 * 2000 + 3 * reference.standardError);
  });

  it('shows the issue’s offer as mostly lost, with p10 the whole deposit', () => {
    const value = bonusValue(issueOffer, { rtp: 96, volatility: 'high' });
    expect(value.bustProbability).toBeGreaterThan(0.8);
    expect(value.p10).toBe(-1000);
    expect(value.expectedValue).toBeLessThanOrEqual(1000 - 0.04 * 2000);
    expect(value.distribution[0]).toMatchObject({ from: -1000, to: -1000 });
    expect(value.distribution[0].share).toBeCloseTo(value.bustProbability, 4);
  });

  it('without wagering withdraws the balance at once, capped by the max cashout', () => {
    const free = bonusValue(terms({ wagering_multiplier: 0 }), { rtp: 96, volatility: 'high' });
    expect([free.wageringTotal, free.expectedLoss, free.expectedValue, free.p10, free.p90, free.bustProbability]).toEqual([0, 0, 1000, 1000, 1000, 0]);
    const capped = bonusValue(terms({ wagering_multiplier: 0, max_cashout: 1500 }), { rtp: 96, volatility: 'high' });
    expect([capped.expectedValue, capped.p10, capped.p90]).toEqual([500, 500, 500]);
    expect(free.distribution).toEqual([{ from: 1000, to: 1000, share: 1 }]);
  });

  it('loses nothing of the member’s own when there is no deposit, and a long wagering mostly ends bust', () => {
    const value = bonusValue(terms({ deposit: 0, bonus_amount: 500, wagering_multiplier: 60 }), { rtp: 95, volatility: 'medium' });
    expect(value.p10).toBe(0);
    expect(value.bustProbability).toBeGreaterThan(0.9);
    expect(value.expectedValue).toBeGreaterThanOrEqual(0);
    expect(value.expectedValue).toBeLessThan(500);
  });

  it('spreads wider on a more volatile game', () => {
    const spread = (volatility: (typeof GAME_VOLATILITIES)[number]) => {
      const value = bonusValue(terms({ deposit: 100_000 }), { rtp: 96, volatility });
      return value.p90 - value.p10;
    };
    expect(spread('low')).toBeLessThan(spread('medium'));
    expect(spread('medium')).toBeLessThan(spread('high'));
  });

  it('keeps the spread of all the spins when they are played in blocks', () => {
    const value = bonusValue(terms({ deposit: 50_000, max_bet: 1, wagering_multiplier: 100 }), { rtp: 96, volatility: 'low' });
    const sd = Math.sqrt(100_000) * spinModel('low', 96).sd;
    expect((value.p90 - value.p10) / (2 * 1.2816 * sd)).toBeGreaterThan(0.85);
    expect((value.p90 - value.p10) / (2 * 1.2816 * sd)).toBeLessThan(1.15);
  });
});

describe('the outcome chart', () => {
  const atoms = (values: number[]) => values.map((value) => ({ value, mass: 1 }));

  it('splits the 2nd to 98th percentile into bars of a round width with 0 Kč on an edge, whose shares add up to one', () => {
    const values = Array.from({ length: 100 }, (_, index) => index * 10 - 200);
    const buckets = outcomeDistribution(atoms(values), null);
    expect(buckets).toHaveLength(10);
    expect(buckets[0]).toMatchObject({ from: -200, to: -100 });
    expect(buckets[1].to).toBe(0);
    expect(buckets.reduce((sum, bucket) => sum + bucket.share, 0)).toBeCloseTo(1);
  });

  it('gives the whole deposit lost a bar of its own, and starts the next at an amount that can happen', () => {
    const buckets = outcomeDistribution([{ value: -1000, mass: 8 }, ...atoms([-990, -400, 200, 900])], -1000);
    expect(buckets[0]).toEqual({ from: -1000, to: -1000, share: 8 / 12 });
    expect(buckets[1].from).toBe(-990);
    expect(buckets.slice(1).every((bucket) => bucket.from > -1000)).toBe(true);
    expect(buckets.reduce((sum, bucket) => sum + bucket.share, 0)).toBeCloseTo(1);
  });
});

describe('properties', () => {
  const anyTerms = fc.record({
    bonus_amount: fc.integer({ min: 0, max: 5000 }),
    deposit: fc.integer({ min: 0, max: 5000 }),
    wagering_multiplier: fc.integer({ min: 0, max: 60 }),
    wagering_base: fc.constantFrom('bonus' as const, 'deposit_and_bonus' as const),
    contribution_percent: fc.integer({ min: 5, max: 100 }),
    max_bet: fc.integer({ min: 1, max: 500 }),
    max_cashout: fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: null }),
  });
  const anyRtp = fc.double({ min: 85, max: 99.9, noNaN: true });
  const anyGame = fc.record({ rtp: anyRtp, volatility: fc.constantFrom(...GAME_VOLATILITIES) });
  const stake = (valueTerms: ValueTerms) => valueTerms.deposit + valueTerms.bonus_amount;

  it('never loses more than the deposit nor withdraws more than the max cashout', () => {
    fc.assert(
      fc.property(anyTerms, anyGame, (valueTerms, game) => {
        const value = bonusValue(valueTerms, game);
        const ceiling = valueTerms.max_cashout === null ? Infinity : valueTerms.max_cashout - valueTerms.deposit;
        expect(value.p10).toBeGreaterThanOrEqual(-valueTerms.deposit);
        expect(value.p10).toBeLessThanOrEqual(value.p90);
        expect(value.p90).toBeLessThanOrEqual(Math.round(ceiling));
        expect(value.expectedValue).toBeGreaterThanOrEqual(-valueTerms.deposit);
        expect(value.expectedValue).toBeLessThanOrEqual(Math.round(ceiling));
        expect(value.bustProbability).toBeGreaterThanOrEqual(0);
        expect(value.bustProbability).toBeLessThanOrEqual(1);
      }),
      { numRuns: 80, seed: 53 },
    );
  });

  // Every play-through stakes the wagering or, going bust, at least the whole balance.
  it('is never above the bonus minus the expected loss on what must at least be staked', () => {
    fc.assert(
      fc.property(anyTerms, anyGame, (valueTerms, game) => {
        const leastStaked = Math.min(wageringTotal(valueTerms), stake(valueTerms));
        const value = bonusValue(valueTerms, game);
        expect(value.expectedValue).toBeLessThanOrEqual(Math.round(valueTerms.bonus_amount - (1 - game.rtp / 100) * leastStaked) + 1);
      }),
      { numRuns: 120, seed: 53 },
    );
  });

  it('is never lower for a higher RTP, the other terms equal', () => {
    fc.assert(
      fc.property(anyTerms, fc.constantFrom(...GAME_VOLATILITIES), anyRtp, anyRtp, (valueTerms, volatility, a, b) => {
        const [lower, higher] = a <= b ? [a, b] : [b, a];
        expect(bonusValue(valueTerms, { rtp: higher, volatility }).expectedValue).toBeGreaterThanOrEqual(bonusValue(valueTerms, { rtp: lower, volatility }).expectedValue);
      }),
      { numRuns: 120, seed: 53 },
    );
    const issueValues = [94, 96, 97, 98].map((rtp) => bonusValue(issueOffer, { rtp, volatility: 'high' }).expectedValue);
    expect([...issueValues].sort((x, y) => x - y)).toEqual(issueValues);
  });

  it('moves by at most 1 % of bonus + deposit for a tiny change of any input', () => {
    // One part in ten thousand of each input (a relative change: going from no bonus to some is no tiny change).
    const tiny = 1.0001;
    const nudges: Record<string, (t: ValueTerms) => ValueTerms> = {
      bonus: (t) => ({ ...t, bonus_amount: t.bonus_amount * tiny }),
      deposit: (t) => ({ ...t, deposit: t.deposit * tiny }),
      multiplier: (t) => ({ ...t, wagering_multiplier: t.wagering_multiplier * tiny }),
      contribution: (t) => ({ ...t, contribution_percent: t.contribution_percent / tiny }),
      maxBet: (t) => ({ ...t, max_bet: t.max_bet * tiny }),
      maxCashout: (t) => ({ ...t, max_cashout: t.max_cashout === null ? null : t.max_cashout * tiny }),
    };
    fc.assert(
      fc.property(anyTerms, anyGame, fc.constantFrom(...Object.keys(nudges)), (valueTerms, game, input) => {
        const before = bonusValue(valueTerms, game).expectedValue;
        const after = bonusValue(nudges[input](valueTerms), game).expectedValue;
        expect(Math.abs(after - before)).toBeLessThanOrEqual(0.01 * stake(valueTerms) + 1);
      }),
      { numRuns: 100, seed: 53 },
    );
    fc.assert(
      fc.property(anyTerms, anyGame, (valueTerms, game) => {
        const before = bonusValue(valueTerms, game).expectedValue;
        const after = bonusValue(valueTerms, { ...game, rtp: game.rtp + 0.01 }).expectedValue;
        expect(Math.abs(after - before)).toBeLessThanOrEqual(0.01 * stake(valueTerms) + 1);
      }),
      { numRuns: 80, seed: 53 },
    );
  });

  it('equals the closed form (bonus − expected loss) within 5 % where busting is rare', () => {
    // Terms where the balance is large next to the wagering's swings, so that busting is rare by construction.
    const coveredTerms = fc.record({
      bonus_amount: fc.integer({ min: 0, max: 3000 }),
      deposit: fc.integer({ min: 20_000, max: 100_000 }),
      wagering_multiplier: fc.integer({ min: 1, max: 10 }),
      wagering_base: fc.constant('bonus' as const),
      contribution_percent: fc.integer({ min: 50, max: 100 }),
      max_bet: fc.integer({ min: 1, max: 200 }),
      max_cashout: fc.constant(null),
    });
    fc.assert(
      fc.property(coveredTerms, anyGame, (valueTerms, game) => {
        const value = bonusValue(valueTerms, game);
        fc.pre(value.bustProbability < 0.01);
        const closedForm = valueTerms.bonus_amount - expectedLoss(valueTerms, game.rtp);
        expect(Math.abs(value.expectedValue - closedForm)).toBeLessThanOrEqual(0.05 * Math.max(Math.abs(closedForm), 0.01 * stake(valueTerms)) + 1);
      }),
      { numRuns: 80, seed: 53 },
    );
  });

  it('puts p10 at the whole deposit lost whenever one in ten play-throughs goes bust', () => {
    fc.assert(
      fc.property(anyTerms, anyGame, (valueTerms, game) => {
        const value = bonusValue(valueTerms, game);
        fc.pre(value.bustProbability >= 0.1);
        expect(value.p10).toBe(0 - valueTerms.deposit + 0);
      }),
      { numRuns: 100, seed: 53 },
    );
  });
});

describe('one value per offer', () => {
  const games = [
    { id: 1, rtp: 94, volatility: 'low' as const },
    { id: 2, rtp: 97, volatility: 'high' as const },
  ];

  it('is the value on the best of the offer’s games', () => {
    const value = offerValue(issueOffer, games);
    const each = games.map((game) => bonusValue(issueOffer, game).expectedValue);
    expect(value).toEqual({ expectedValue: Math.max(...each), gameId: each[0] > each[1] ? 1 : 2 });
  });

  it('is none without terms or without a game to play them on', () => {
    expect(offerValue(null, games)).toBeNull();
    expect(offerValue(issueOffer, [])).toBeNull();
  });
});

describe('at the bounds the schemas set', () => {
  const medium = { rtp: 96, volatility: 'medium' as const };
  /** Every number in a value, the chart's bars included. */
  const numbersOf = (value: BonusValue) => [...Object.values(value).filter((figure) => typeof figure === 'number'), ...value.distribution.flatMap(({ from, to, share }) => [from, to, share])];

  it('refuses terms outside them (stored before a bound existed) instead of answering NaN or Infinity', () => {
    for (const outside of [terms({ contribution_percent: 5e-324 }), terms({ max_bet: 5e-324 }), terms({ wagering_multiplier: 1e308 }), terms({ deposit: -1 })]) {
      expect(() => bonusValue(outside, medium)).toThrow(expect.objectContaining({ code: 'BONUS_VALUE_TERMS_INVALID' }));
    }
    expect(() => bonusValue(terms(), { rtp: 0, volatility: 'medium' })).toThrow(expect.objectContaining({ code: 'BONUS_VALUE_TERMS_INVALID' }));
  });

  it('gives finite figures at every corner inside them, the largest wagering included', () => {
    const extremes = {
      bonus_amount: [1, MAX_AMOUNT_CZK],
      deposit: [0, MAX_AMOUNT_CZK],
      wagering_multiplier: [1, MAX_WAGERING_MULTIPLIER],
      contribution_percent: [MIN_CONTRIBUTION_PERCENT, 100],
      max_bet: [MIN_LIMIT_CZK, MAX_AMOUNT_CZK],
    };
    const corners = Object.entries(extremes).reduce<ValueTerms[]>(
      (all, [field, values]) => all.flatMap((corner) => values.map((value) => ({ ...corner, [field]: value }))),
      [terms({ wagering_base: 'deposit_and_bonus', max_cashout: MIN_LIMIT_CZK })],
    );
    for (const corner of corners) {
      for (const game of [{ rtp: 0.01, volatility: 'low' as const }, { rtp: 100, volatility: 'high' as const }]) {
        const value = bonusValue(corner, game);
        expect({ corner, game, finite: numbersOf(value).every(Number.isFinite) }).toEqual({ corner, game, finite: true });
      }
    }
  });
});
