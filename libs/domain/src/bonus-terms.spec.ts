import { BonusTerms, termsChanges } from './bonus-terms';

const terms: BonusTerms = {
  description: '<p>Popis</p>',
  step_list: [{ title: 'Založte účet', subtitle: 'Online', description: '<p>Krok</p>', deadline_days: 7, requirement: null }],
  url_bonus_conditions: 'https://banka.cz/podminky',
  eligibility_rules: [{ kind: 'no_account_within', company_id: 3, months: 12 }],
  expected_value: 1500,
  needed_capital: 0,
  end_timestamp: 1_800_000_000,
};

describe('termsChanges', () => {
  it('finds nothing between equal terms, whatever the key order of stored rules', () => {
    expect(termsChanges(terms, { ...terms, eligibility_rules: [{ months: 12, company_id: 3, kind: 'no_account_within' }] })).toEqual([]);
  });

  it('lists each changed field with its value before and after, in a fixed order', () => {
    const changed = { ...terms, end_timestamp: 1_800_086_400, expected_value: 1000, step_list: [{ ...terms.step_list[0], deadline_days: 5 }] };
    expect(termsChanges(terms, changed)).toEqual([
      { field: 'step_list', before: terms.step_list, after: changed.step_list },
      { field: 'expected_value', before: 1500, after: 1000 },
      { field: 'end_timestamp', before: 1_800_000_000, after: 1_800_086_400 },
    ]);
  });

  it('sees a rule added or removed and a reordered step list', () => {
    expect(termsChanges(terms, { ...terms, eligibility_rules: [] }).map((change) => change.field)).toEqual(['eligibility_rules']);
    const two = { ...terms, step_list: [terms.step_list[0], { ...terms.step_list[0], title: 'Druhý' }] };
    expect(termsChanges(two, { ...two, step_list: [two.step_list[1], two.step_list[0]] }).map((change) => change.field)).toEqual(['step_list']);
  });
});
