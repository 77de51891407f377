import { newRequirementDraft, requirementDraftErrors, requirementDraftInput, requirementDraftOf, requirementDraftSummary, requirementSummary } from './step-requirement-form';

const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ');

describe('the admin form’s step requirement', () => {
  it('starts a kind with common terms and reads a saved one back as typed text', () => {
    expect(newRequirementDraft('card_payments')).toEqual({ kind: 'card_payments', count: '3', minAmount: '100', withinDays: '30' });
    expect(newRequirementDraft('incoming_total')).toEqual({ kind: 'incoming_total', count: '', minAmount: '', withinDays: '30' });
    expect(requirementDraftOf({ kind: 'incoming_total', count: null, minAmount: 25_000, withinDays: 31 })).toEqual({ kind: 'incoming_total', count: '', minAmount: '25000', withinDays: '31' });
    expect(requirementDraftOf({ kind: 'card_payments', count: 5, minAmount: 0, withinDays: 60 })).toEqual({ kind: 'card_payments', count: '5', minAmount: '0', withinDays: '60' });
    expect(requirementDraftOf({ kind: 'salary', minAmount: 1, withinDays: 1 })).toBeNull();
    expect(requirementDraftOf(null)).toBeNull();
  });

  it('says per field what is wrong, with the API’s Czech messages', () => {
    expect(requirementDraftErrors(newRequirementDraft('card_payments'))).toEqual({});
    expect(requirementDraftErrors({ kind: 'card_payments', count: '0', minAmount: '1,5', withinDays: '' })).toEqual({
      count: 'Počet plateb musí být celé číslo od 1 do 100.',
      minAmount: 'Minimální částka musí být celé číslo Kč od 0 do 1 000 000.',
      withinDays: 'Lhůta musí být celý počet dní od 1 do 365.',
    });
    // A total coming in must be at least 1 Kč; a count is not asked for.
    expect(requirementDraftErrors({ kind: 'incoming_total', count: 'x', minAmount: '0', withinDays: '366' })).toEqual({
      minAmount: 'Minimální částka musí být celé číslo Kč od 0 do 1 000 000.',
      withinDays: 'Lhůta musí být celý počet dní od 1 do 365.',
    });
  });

  it('carries the typed numbers into the write input', () => {
    expect(requirementDraftInput({ kind: 'card_payments', count: ' 3', minAmount: '100', withinDays: '60 ' })).toEqual({ kind: 'card_payments', count: 3, minAmount: 100, withinDays: 60 });
    expect(requirementDraftInput({ kind: 'incoming_total', count: '7', minAmount: '25000', withinDays: '31' })).toEqual({ kind: 'incoming_total', count: null, minAmount: 25_000, withinDays: 31 });
  });

  it('sums a requirement up in Czech, with agreeing plurals', () => {
    expect(plain(requirementSummary({ kind: 'card_payments', count: 3, min_amount: 100, within_days: 30 }))).toBe('3 platby kartou od 100 Kč do 30 dnů');
    expect(plain(requirementSummary({ kind: 'card_payments', count: 1, min_amount: 0, within_days: 1 }))).toBe('1 platba kartou do 1 dne');
    expect(plain(requirementSummary({ kind: 'card_payments', count: 5, min_amount: 200, within_days: 3 }))).toBe('5 plateb kartou od 200 Kč do 3 dnů');
    expect(plain(requirementSummary({ kind: 'incoming_total', min_amount: 25_000, within_days: 31 }))).toBe('příchozí platby celkem 25 000 Kč do 31 dnů');
    expect(plain(requirementDraftSummary(newRequirementDraft('card_payments')))).toBe('3 platby kartou od 100 Kč do 30 dnů');
    expect(requirementDraftSummary(newRequirementDraft('incoming_total'))).toBeNull();
  });
});
