import { CARD_DEPOSIT_WARNING, depositStepWarning, requirementOfView, stepProgressNote } from './statement-step-notes';

describe('statement notes on offer steps', () => {
  it('reads a requirement from its GraphQL view', () => {
    expect(requirementOfView({ kind: 'card_payments', count: 3, minAmount: 100, withinDays: 60 })).toEqual({ kind: 'card_payments', count: 3, min_amount: 100, within_days: 60 });
    expect(requirementOfView({ kind: 'incoming_total', count: null, minAmount: 25_000, withinDays: 30 })).toEqual({ kind: 'incoming_total', min_amount: 25_000, within_days: 30 });
    expect(requirementOfView({ kind: 'salary', minAmount: 1, withinDays: 1 })).toBeNull();
  });

  it('says how far the member got, only for a step with a requirement and progress', () => {
    const requirement = { kind: 'card_payments', count: 3, minAmount: 100, withinDays: 60 };
    const counted = [{ id: 7 }, { id: 9 }];
    expect(stepProgressNote(requirement, { done: 2, needed: 3, met: false, remainingDays: 27, counted })).toEqual({
      text: '2 ze 3 plateb, zbývá 27\u00a0dní',
      words: { done: '2 ze 3 plateb', missing: 'chybí 1\u00a0platba', time: 'zbývá 27\u00a0dní' },
      share: 2 / 3,
      done: 2,
      needed: 3,
      met: false,
      counted,
    });
    expect(stepProgressNote(requirement, { done: 4, needed: 3, met: true, remainingDays: 10, counted: [] })).toMatchObject({ text: '4 ze 3 plateb, splněno', share: 1, met: true });
    expect(stepProgressNote(requirement, null)).toBeNull();
    expect(stepProgressNote(null, { done: 1, needed: 3, met: false, remainingDays: 1, counted: [] })).toBeNull();
  });

  it('warns on a casino deposit step only while a bank offer counts card payments', () => {
    expect(depositStepWarning('slot', 'first-deposit', true)).toBe(CARD_DEPOSIT_WARNING);
    expect(depositStepWarning('live', 'qualifying-deposit', true)).toBe(CARD_DEPOSIT_WARNING);
    expect(depositStepWarning('slot', 'first-deposit', false)).toBeNull();
    expect(depositStepWarning('slot', 'wagering', true)).toBeNull();
    expect(depositStepWarning('bank', 'first-deposit', true)).toBeNull();
  });
});
