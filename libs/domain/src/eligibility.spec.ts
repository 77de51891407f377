import { parseCalendarDate } from './calendar-dates';
import { eligibleFromDate, evaluateEligibility, EligibilityFacts, HeldAccount, reminderDay } from './eligibility';
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

  // A strict bank on 28. 2. still sees 30. 8. "in the last 6 months": the window ends on the first day it does not.
  it.each([
    ['2026-08-31T10:00:00Z', '2027-02-28T23:00:00.000Z', '1. 3. 2027'],
    ['2026-08-30T10:00:00Z', '2027-02-28T23:00:00.000Z', '1. 3. 2027'],
    ['2026-08-29T10:00:00Z', '2027-02-28T23:00:00.000Z', '1. 3. 2027'],
    ['2026-08-28T10:00:00Z', '2027-02-27T23:00:00.000Z', '28. 2. 2027'],
    ['2027-08-29T10:00:00Z', '2028-02-28T23:00:00.000Z', '29. 2. 2028'],
  ])('rounds a window ending on a day its month lacks up to the 1st after (closed %s + 6 months)', (closed, from, day) => {
    const now = at('2026-11-25T10:00:00Z') < at(closed) ? at('2027-09-01T10:00:00Z') : at('2026-11-25T10:00:00Z');
    const result = evaluateEligibility([{ kind: 'no_account_within', company_id: CS, months: 6 }], facts({ now, accounts: [account(CS, '2020-01-01T00:00:00Z', closed)] }));
    expect(result.reasons[0].eligibleFrom?.toISOString()).toBe(from);
    expect(result.reasons[0].message.replace(/\u00a0/g, ' ')).toContain(`Nárok budete mít od ${day}.`);
  });

  it.each([
    [1, 'v posledním měsíci', 'neměli 1 měsíc'],
    [3, 'v posledních 3 měsících', 'neměli 3 měsíce'],
    [6, 'v posledních 6 měsících', 'neměli 6 měsíců'],
  ])('words a %i-month window in Czech', (months, closedText, openText) => {
    const rule: EligibilityRule = { kind: 'no_account_within', company_id: CS, months };
    const closed = evaluateEligibility([rule], facts({ accounts: [account(CS, '2020-01-01T00:00:00Z', '2026-11-20T10:00:00Z')] }));
    expect(closed.reasons[0].message.replace(/\u00a0/g, ' ')).toMatch(new RegExp(`^Účet u České spořitelny jste měli ${closedText}\\. Nárok budete mít od `));
    const open = evaluateEligibility([rule], facts({ accounts: [account(CS, '2020-01-01T00:00:00Z', null)] }));
    expect(open.reasons[0].message.replace(/\u00a0/g, ' ')).toBe(`Účet u České spořitelny máte otevřený. Nabídka je jen pro ty, kdo tam účet ${openText}.`);
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

describe('an offer that ends before the member may claim it', () => {
  const rule: EligibilityRule = { kind: 'no_account_within', company_id: CS, months: 6 };
  // Closed 30. 8. 2026: eligible from 1. 3. 2027 (Prague midnight, 28. 2. 23:00 UTC).
  const closedFacts = (offerEndsAt: Date) => facts({ offerEndsAt, accounts: [account(CS, '2020-01-01T00:00:00Z', '2026-08-30T10:00:00Z')] });

  it('says so as a reason of its own, with no date, so no reminder is offered', () => {
    const result = evaluateEligibility([rule], closedFacts(at('2027-02-27T21:00:00Z')));
    expect(result.reasons.map((reason) => reason.code)).toEqual(['ELIGIBILITY_RECENT_ACCOUNT', 'ELIGIBILITY_AFTER_OFFER_END']);
    expect(result.reasons[1].message.replace(/\u00a0/g, ' ')).toBe('Nabídka skončí 27. 2. 2027, nárok byste měli až od 1. 3. 2027.');
    expect(result.reasons[1].eligibleFrom).toBeNull();
    expect(eligibleFromDate(result)).toBeNull();
    expect(() => reminderDay(result, false)).toThrow(expect.objectContaining({ code: 'ELIGIBILITY_AFTER_OFFER_END', status: 409, details: expect.objectContaining({ userMessage: result.reasons[1].message }) }));
  });

  it('counts an offer ending at the very moment the member becomes eligible as ending first', () => {
    expect(evaluateEligibility([rule], closedFacts(at('2027-02-28T23:00:00Z'))).reasons.map((reason) => reason.code)).toContain('ELIGIBILITY_AFTER_OFFER_END');
  });

  it('leaves an offer running past that day alone, and the reminder is set for the day', () => {
    const result = evaluateEligibility([rule], closedFacts(at('2027-03-01T10:00:00Z')));
    expect(result.reasons.map((reason) => reason.code)).toEqual(['ELIGIBILITY_RECENT_ACCOUNT']);
    expect(reminderDay(result, false)).toEqual(at('2027-02-28T23:00:00Z'));
    expect(() => reminderDay(result, true)).toThrow(expect.objectContaining({ code: 'ELIGIBILITY_REMINDER_UNAVAILABLE' }));
  });

  it('adds nothing when a reason has no date or the member is eligible', () => {
    const open = evaluateEligibility([rule], facts({ offerEndsAt: at('2026-12-01T00:00:00Z'), accounts: [account(CS, '2020-01-01T00:00:00Z', null)] }));
    expect(open.reasons.map((reason) => reason.code)).toEqual(['ELIGIBILITY_RECENT_ACCOUNT']);
    expect(() => reminderDay(open, false)).toThrow(expect.objectContaining({ code: 'ELIGIBILITY_REMINDER_UNAVAILABLE' }));
    expect(evaluateEligibility([rule], facts({ offerEndsAt: at('2026-12-01T00:00:00Z') }))).toEqual({ eligible: true, reasons: [] });
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
    expect(describeEligibilityRule({ kind: 'no_account_within', company_id: CS, months: 12 }, name)).toBe('Nedostupné pro členy, kteří měli účet u České spořitelny v posledních 12\u00a0měsících.');
    expect(describeEligibilityRule({ kind: 'no_account_within', company_id: CS, months: 1 }, name)).toBe('Nedostupné pro členy, kteří měli účet u České spořitelny v posledním měsíci.');
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
