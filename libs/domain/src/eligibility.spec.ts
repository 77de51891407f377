import { parseCalendarDate } from './calendar-dates';
import { eligibleFromDate, evaluateEligibility, EligibilityFacts, HeldAccount } from './eligibility';
import { describeEligibilityRule, EligibilityRule, eligibilityRulesSchema, fromEligibilityRuleView, toEligibilityRuleView } from './eligibility-rules';

const CS = 1;
const FIO = 2;
const names: Record<number, string> = { [CS]: 'Česká spořitelna', [FIO]: 'Fio banka' };
const at = (iso: string) => new Date(iso);
const facts = (overrides: Partial<EligibilityFacts> = {}): EligibilityFacts => ({
  now: at('2026-11-25T10:00:00Z'),
  birthDate: parseCalendarDate('1990-05-15'),
  accounts: [],
  finishedThisOffer: false,
  companyName: (id) => names[id],
  ...overrides,
});
const account = (companyId: number, opened: string, closed: string | null): HeldAccount => ({ companyId, openedAt: at(opened), closedAt: closed ? at(closed) : null });

describe('no_account_within', () => {
  const rule: EligibilityRule = { kind: 'no_account_within', company_id: CS, months: 12 };

  it('lets in a member who never had an account there or only elsewhere', () => {
    expect(evaluateEligibility([rule], facts()).eligible).toBe(true);
    expect(evaluateEligibility([rule], facts({ accounts: [account(FIO, '2026-01-01T00:00:00Z', null)] })).eligible).toBe(true);
  });

  it('keeps out an open account with no date that would lift it', () => {
    const result = evaluateEligibility([rule], facts({ accounts: [account(CS, '2020-01-01T00:00:00Z', null)] }));
    expect(result.eligible).toBe(false);
    expect(result.reasons[0]).toMatchObject({ code: 'ELIGIBILITY_RECENT_ACCOUNT', eligibleFrom: null });
    expect(result.reasons[0].message).toContain('u České spořitelny máte otevřený');
  });

  it('keeps out an account closed within the window until the window ends (Prague midnight)', () => {
    const result = evaluateEligibility([rule], facts({ accounts: [account(CS, '2020-01-01T00:00:00Z', '2026-03-10T09:00:00Z')] }));
    expect(result.eligible).toBe(false);
    expect(result.reasons[0].eligibleFrom?.toISOString()).toBe('2027-03-09T23:00:00.000Z');
    expect(result.reasons[0].message).toContain('od 10.\u00a03.\u00a02027');
  });

  it('takes the latest of several closed accounts', () => {
    const accounts = [account(CS, '2019-01-01T00:00:00Z', '2025-01-01T12:00:00Z'), account(CS, '2025-06-01T00:00:00Z', '2026-02-01T12:00:00Z')];
    expect(evaluateEligibility([rule], facts({ accounts })).reasons[0].eligibleFrom?.toISOString()).toBe('2027-01-31T23:00:00.000Z');
  });

  it('lets in a member whose account closed more than the window ago', () => {
    expect(evaluateEligibility([rule], facts({ accounts: [account(CS, '2020-01-01T00:00:00Z', '2025-11-24T12:00:00Z')] })).eligible).toBe(true);
  });

  it('counts from the last day of a shorter month (31 Aug + 6 months = 28 Feb)', () => {
    const result = evaluateEligibility([{ kind: 'no_account_within', company_id: CS, months: 6 }], facts({ accounts: [account(CS, '2020-01-01T00:00:00Z', '2026-08-31T10:00:00Z')] }));
    expect(result.reasons[0].eligibleFrom?.toISOString()).toBe('2027-02-27T23:00:00.000Z');
  });
});

describe('never_account', () => {
  const rule: EligibilityRule = { kind: 'never_account', company_id: FIO };

  it('is for new clients only, however long ago the account closed', () => {
    expect(evaluateEligibility([rule], facts()).eligible).toBe(true);
    const result = evaluateEligibility([rule], facts({ accounts: [account(FIO, '2001-01-01T00:00:00Z', '2002-01-01T00:00:00Z')] }));
    expect(result.reasons).toEqual([expect.objectContaining({ code: 'ELIGIBILITY_EXISTING_CLIENT', eligibleFrom: null })]);
    expect(result.reasons[0].message).toContain('u Fio banky');
  });
});

describe('age', () => {
  it('counts whole years from the exact birth date: eligible on the birthday', () => {
    const rule: EligibilityRule = { kind: 'age', min: 18, max: 26 };
    const eve = facts({ birthDate: parseCalendarDate('2008-11-26'), now: at('2026-11-25T22:59:00Z') });
    const result = evaluateEligibility([rule], eve);
    expect(result.eligible).toBe(false);
    expect(result.reasons[0].eligibleFrom?.toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(evaluateEligibility([rule], { ...eve, now: at('2026-11-25T23:00:00Z') }).eligible).toBe(true);
  });

  it('keeps out a member over the maximum for good', () => {
    const result = evaluateEligibility([{ kind: 'age', min: 18, max: 26 }], facts({ birthDate: parseCalendarDate('1999-11-25') }));
    expect(result.reasons[0]).toMatchObject({ code: 'ELIGIBILITY_AGE', eligibleFrom: null });
    expect(evaluateEligibility([{ kind: 'age', min: 18, max: 27 }], facts({ birthDate: parseCalendarDate('1999-11-25') })).eligible).toBe(true);
  });

  it('has no upper bound when max is null', () => {
    expect(evaluateEligibility([{ kind: 'age', min: 18, max: null }], facts({ birthDate: parseCalendarDate('1940-01-01') })).eligible).toBe(true);
  });

  it('turns 18 on 28 February when born on 29 February', () => {
    const rule: EligibilityRule = { kind: 'age', min: 18, max: null };
    const result = evaluateEligibility([rule], facts({ birthDate: parseCalendarDate('2008-02-29'), now: at('2026-02-20T12:00:00Z') }));
    expect(result.reasons[0].eligibleFrom?.toISOString()).toBe('2026-02-27T23:00:00.000Z');
  });
});

describe('once_per_person', () => {
  it('keeps out a member who already finished the offer', () => {
    expect(evaluateEligibility([{ kind: 'once_per_person' }], facts()).eligible).toBe(true);
    expect(evaluateEligibility([{ kind: 'once_per_person' }], facts({ finishedThisOffer: true })).reasons[0].code).toBe('ELIGIBILITY_ALREADY_CLAIMED');
  });
});

it('gives every failed rule its own reason', () => {
  const rules: EligibilityRule[] = [{ kind: 'once_per_person' }, { kind: 'never_account', company_id: CS }, { kind: 'age', min: 18, max: null }];
  const result = evaluateEligibility(rules, facts({ finishedThisOffer: true, accounts: [account(CS, '2020-01-01T00:00:00Z', null)] }));
  expect(result.reasons.map((reason) => reason.code)).toEqual(['ELIGIBILITY_ALREADY_CLAIMED', 'ELIGIBILITY_EXISTING_CLIENT']);
});

describe('eligibleFromDate (the day "Připomenout" puts in the calendar)', () => {
  it('is the latest date of the reasons when time lifts every one', () => {
    const rules: EligibilityRule[] = [
      { kind: 'no_account_within', company_id: CS, months: 12 },
      { kind: 'no_account_within', company_id: FIO, months: 6 },
    ];
    const result = evaluateEligibility(rules, facts({ accounts: [account(CS, '2020-01-01T00:00:00Z', '2026-03-10T10:00:00Z'), account(FIO, '2020-01-01T00:00:00Z', '2026-10-01T10:00:00Z')] }));
    expect(result.reasons.map((reason) => reason.eligibleFrom)).toEqual([at('2027-03-09T23:00:00Z'), at('2027-03-31T22:00:00Z')]);
    expect(eligibleFromDate(result)).toEqual(at('2027-03-31T22:00:00Z'));
  });

  it('is null when the member is eligible or a reason has no date', () => {
    expect(eligibleFromDate(evaluateEligibility([], facts()))).toBeNull();
    const open = evaluateEligibility([{ kind: 'no_account_within', company_id: CS, months: 12 }], facts({ accounts: [account(CS, '2020-01-01T00:00:00Z', null)] }));
    expect(eligibleFromDate(open)).toBeNull();
  });
});

describe('eligibilityRulesSchema', () => {
  const valid = [{ kind: 'no_account_within', company_id: 3, months: 12 }, { kind: 'age', min: 18, max: null }];

  it('accepts the four kinds', () => {
    expect(eligibilityRulesSchema.parse([...valid, { kind: 'never_account', company_id: 3 }, { kind: 'once_per_person' }])).toHaveLength(4);
  });

  it.each([
    [[{ kind: 'sometimes' }], 'Neznámý druh pravidla'],
    [[{ kind: 'no_account_within', company_id: 3, months: 0 }], 'od 1 do 120'],
    [[{ kind: 'no_account_within', company_id: 3, months: 121 }], 'od 1 do 120'],
    [[{ kind: 'no_account_within', months: 12 }], 'company_id'],
    [[{ kind: 'age', min: 30, max: 20 }], 'nesmí být nižší'],
    [[{ kind: 'age', min: 12, max: null }], 'od 18 do 120'],
    [[{ kind: 'once_per_person', extra: 1 }], 'jeho druh nezná'],
    [Array.from({ length: 11 }, (_, months) => ({ kind: 'no_account_within', company_id: 3, months: months + 1 })), 'nejvýše 10'],
    [[{ kind: 'once_per_person' }, { kind: 'once_per_person' }], 'dvakrát'],
  ])('refuses %j with a Czech message', (rules, message) => {
    const result = eligibilityRulesSchema.safeParse(rules);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message).join(' ')).toContain(message);
  });
});

describe('describeEligibilityRule', () => {
  it('reads as the admin preview and the member note', () => {
    const name = (id: number) => names[id];
    expect(describeEligibilityRule({ kind: 'no_account_within', company_id: CS, months: 12 }, name)).toBe('Nedostupné pro členy, kteří měli účet u České spořitelny v posledních 12 měsících.');
    expect(describeEligibilityRule({ kind: 'age', min: 18, max: 26 }, name)).toBe('Jen pro členy ve věku 18–26 let.');
  });
});

describe('eligibility rule views', () => {
  it('round-trip every kind through the flat shape', () => {
    const rules: EligibilityRule[] = [
      { kind: 'no_account_within', company_id: 3, months: 12 },
      { kind: 'never_account', company_id: 4 },
      { kind: 'age', min: 18, max: null },
      { kind: 'once_per_person' },
    ];
    expect(rules.map((rule) => eligibilityRulesSchema.parse([fromEligibilityRuleView(toEligibilityRuleView(rule))])[0])).toEqual(rules);
    expect(toEligibilityRuleView(rules[0])).toEqual({ kind: 'no_account_within', companyId: 3, months: 12, min: null, max: null });
  });
});
