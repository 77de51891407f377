import { adminBonusFormSchema, bonusToForm, formToBonusWrite, newBonusDefaults, newEligibilityRule } from './admin-bonus-form';
import { czechDateTimeToSeconds, secondsToCzechDateTime } from './czech-date-input';
import type { EligibilityRuleView } from './eligibility-rules';
import { adminBonusPageQuerySchema, bonusWriteInputSchema } from './admin-bonus-input';

const valid = {
  name: 'Bonus',
  description: '<p>Popis</p>',
  start_timestamp: 1000,
  end_timestamp: 2000,
  expected_value: 100,
  needed_capital: 0,
  step_list: [{ title: 'T', subtitle: 'S', description: 'D', icon: '📝', order: 0, category: 'custom' }],
  url_bonus_conditions: 'https://example.cz/p',
  url_link: 'https://example.cz/b',
  risk_rate: 2,
  company_id: 1,
  bonus_type_name: 'bank',
};

describe('admin bonus input (POST/PUT /bonus)', () => {
  it('fills the optional parts and reads an empty special mark as none', () => {
    expect(bonusWriteInputSchema.parse({ ...valid, special_mark: '' })).toMatchObject({
      special_mark: null,
      visible: true,
      visibility_start_timestamp: null,
      visibility_end_timestamp: null,
      games_ids: [],
      renewing_days: [],
    });
  });

  it('refuses what the admin form refuses, with its texts', () => {
    const message = (change: Record<string, unknown>) => bonusWriteInputSchema.safeParse({ ...valid, ...change }).error?.issues[0].message;
    expect(message({ name: ' ' })).toBe('Toto pole je povinné');
    expect(message({ end_timestamp: 1000 })).toBe('Konec platnosti musí být po jejím začátku');
    expect(message({ visibility_start_timestamp: 1500, visibility_end_timestamp: 1400 })).toBe('Konec zobrazení musí být po jeho začátku');
    expect(message({ url_link: 'ftp://example.cz' })).toBe('Zadejte platnou adresu URL (https://…)');
    expect(message({ risk_rate: 0 })).toBe('Vyberte míru rizika 1 až 5');
    expect(message({ expected_value: -1 })).toBe('Zadejte číslo');
    expect(bonusWriteInputSchema.safeParse({ ...valid, renewing_days: [7] }).success).toBe(false);
    expect(bonusWriteInputSchema.safeParse({ ...valid, step_list: [{ ...valid.step_list[0], icon: 'x' }] }).success).toBe(false);
  });

  it('takes a step deadline of 1–365 whole days, none when omitted or null, and refuses anything else in Czech', () => {
    const step = valid.step_list[0];
    const deadline = (value: unknown) => bonusWriteInputSchema.safeParse({ ...valid, step_list: [{ ...step, deadline_days: value }] });
    expect(bonusWriteInputSchema.parse(valid).step_list[0].deadline_days).toBeNull();
    expect(deadline(null).data?.step_list[0].deadline_days).toBeNull();
    expect(deadline(1).data?.step_list[0].deadline_days).toBe(1);
    expect(deadline(365).data?.step_list[0].deadline_days).toBe(365);
    for (const bad of [0, 366, 1.5, -7, '7']) expect(deadline(bad).error?.issues[0].message).toBe('Lhůta kroku musí být celý počet dní od 1 do 365, nebo prázdná');
  });

  it('pages from 1', () => {
    expect(adminBonusPageQuerySchema.parse({})).toEqual({ current_page: 1, search: '', types: [], states: [] });
    expect(adminBonusPageQuerySchema.parse({ current_page: '3' })).toEqual({ current_page: 3, search: '', types: [], states: [] });
    // Types and states come as arrays (GraphQL) or comma-separated text (a REST query string); unknown ones are refused.
    expect(adminBonusPageQuerySchema.parse({ search: ' žlutý ', types: 'bank,slot', states: ['draft'] })).toEqual({ current_page: 1, search: 'žlutý', types: ['bank', 'slot'], states: ['draft'] });
    expect(adminBonusPageQuerySchema.safeParse({ states: 'draft,sleeping' }).success).toBe(false);
    expect(adminBonusPageQuerySchema.safeParse({ types: ['casino'] }).success).toBe(false);
    expect(adminBonusPageQuerySchema.safeParse({ current_page: 0 }).success).toBe(false);
  });
});

describe('admin bonus form mapping', () => {
  it('round-trips a saved bonus through the form', () => {
    const saved = {
      name: 'B', description: '<p>x</p>', startTimestamp: 1000, endTimestamp: 2000, visibilityStartTimestamp: null, visibilityEndTimestamp: 1900, visible: false,
      expectedValue: 450, neededCapital: 0, specialMark: 'VIP' as const, urlBonusConditions: 'https://a.cz', urlLink: 'https://b.cz', riskRate: 4,
      stepList: [
        { id: 9, title: 'Druhý', subtitle: 's', description: 'd', icon: '📝', order: 1, category: 'custom', requirement: { kind: 'card_payments', count: 3, minAmount: 100, withinDays: 60 } },
        { id: 8, title: 'První', subtitle: 's', description: 'd', icon: '📝', order: 0, category: 'registration' },
      ],
      company: { id: 3 }, games: [{ id: 5 }], bonusTypeName: 'slot' as const, renewingDays: [0, 6],
      eligibilityRules: [{ kind: 'no_account_within' as const, companyId: 3, months: 12, min: null, max: null }],
    };
    const form = bonusToForm(saved);
    expect(form).toMatchObject({ riskCategory: 'high', expectedValue: '450', companyId: 3, gameIds: [5], bonusType: 'slot' });
    expect(form.steps.map((s) => [s.id, s.order, s.title])).toEqual([['8', 0, 'První'], ['9', 1, 'Druhý']]);
    const write = formToBonusWrite({ ...form, expectedValue: '450,5' });
    expect(write).toMatchObject({ riskRate: 4, expectedValue: 450.5, companyId: 3, gamesIds: [5], visibilityEndTimestamp: 1900, specialMark: 'VIP' });
    expect(write.stepList[0]).toEqual({ title: 'První', subtitle: 's', description: 'd', icon: '📝', order: 0, category: 'registration', deadlineDays: null, requirement: null });
    // A requirement set through the API is kept by a save from the form, which does not edit it yet.
    expect(write.stepList[1].requirement).toEqual({ kind: 'card_payments', count: 3, minAmount: 100, withinDays: 60 });
    expect(write.eligibilityRules).toEqual(saved.eligibilityRules);
    expect(czechDateTimeToSeconds(secondsToCzechDateTime(1_800_000_000 - (1_800_000_000 % 60)))).toBe(1_800_000_000 - (1_800_000_000 % 60));
    expect(secondsToCzechDateTime(null)).toBe('');
    expect(czechDateTimeToSeconds('')).toBeNull();
    expect(czechDateTimeToSeconds('nonsense')).toBeNaN();
  });

  it('says which date field holds text that is not a moment, instead of taking it as empty', () => {
    const form = { ...newBonusDefaults(1_800_000_000), name: 'Bonus', bonusType: 'bank' as const, companyId: 3, expectedValue: '100', neededCapital: '0', description: '<p>Popis</p>', urlBonusConditions: 'https://a.cz', urlLink: 'https://b.cz' };
    expect(adminBonusFormSchema.safeParse(form).success).toBe(true);
    const result = adminBonusFormSchema.safeParse({ ...form, visibilityEndTimestamp: czechDateTimeToSeconds('31.04.2027 10:00') });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['visibilityEndTimestamp', 'Zadejte datum a čas ve tvaru DD.MM.RRRR HH:MM, např. 17.05.2024 14:30.']]);
  });
});

describe('eligibility rules in the admin form', () => {
  const form = { ...newBonusDefaults(1_800_000_000), name: 'Bonus', bonusType: 'bank' as const, companyId: 3, expectedValue: '100', neededCapital: '0', urlBonusConditions: 'https://a.cz', urlLink: 'https://b.cz' };
  const ruleErrors = (rules: EligibilityRuleView[]) => {
    const result = adminBonusFormSchema.safeParse({ ...form, eligibilityRules: rules });
    return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'eligibilityRules').map((issue) => issue.message);
  };

  it('starts a rule with the offer’s company, a 12-month window or adults of any age', () => {
    expect(newEligibilityRule('no_account_within', 3)).toEqual({ kind: 'no_account_within', companyId: 3, months: 12, min: null, max: null });
    expect(newEligibilityRule('age', 3)).toEqual({ kind: 'age', companyId: null, months: null, min: 18, max: null });
    expect(ruleErrors([newEligibilityRule('no_account_within', 3), newEligibilityRule('age', 3), newEligibilityRule('once_per_person', 3)])).toEqual([]);
  });

  it('refuses a rule the server would refuse, with its Czech message', () => {
    expect(ruleErrors([{ ...newEligibilityRule('no_account_within', 3), months: 200 }])).toEqual(['Počet měsíců musí být celé číslo od 1 do 120.']);
    expect(ruleErrors([newEligibilityRule('never_account', null)])).toEqual(['Pravidlo musí uvádět banku nebo kasino (company_id).']);
  });
});
