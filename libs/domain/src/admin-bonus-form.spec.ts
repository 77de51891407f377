import {
  addCustomStep,
  addGame,
  addTemplateStep,
  adminBonusFormSchema,
  AdminBonusForm,
  bonusToForm,
  canAddCustomStep,
  duplicateBonus,
  editStep,
  moveStep,
  newBonusDefaults,
  removeGame,
  formToBonusWrite,
  removeStep,
  riskCategoryOf,
  riskLevelOf,
  stepDeadlineDaysError,
  stepDeadlineSummary,
  submissionFor,
  toggleRenewingDay,
  toggleSpecialMark,
  valueIsComputed,
} from './admin-bonus-form';
import { WEEKDAY_LABELS, WEEKDAYS } from './bonuses';
import { DomainError } from './errors';
import { fieldErrors } from './form-validation';
import { STEP_TEMPLATES } from './step-templates';

const NOW = 1_795_000_000;
const valid: AdminBonusForm = {
  ...newBonusDefaults(NOW),
  name: 'Air Bank: 1 000 Kč',
  companyId: 1,
  expectedValue: '1000',
  neededCapital: '0',
  description: '<p>Popis</p>',
  urlBonusConditions: 'https://example.cz/podminky',
  urlLink: 'https://example.cz/bonus',
};

describe('admin bonus form', () => {
  it('starts a new bonus as live, valid and shown from now for three hours, risk free', () => {
    expect(newBonusDefaults(NOW)).toMatchObject({
      bonusType: 'live',
      startTimestamp: NOW,
      endTimestamp: NOW + 10_800,
      visibilityStartTimestamp: NOW,
      visibilityEndTimestamp: NOW + 10_800,
      riskCategory: 'free',
      specialMark: null,
    });
  });

  it('accepts a complete form, with or without a visibility window', () => {
    expect(fieldErrors(adminBonusFormSchema, valid)).toBeNull();
    expect(fieldErrors(adminBonusFormSchema, { ...valid, visibilityStartTimestamp: null, visibilityEndTimestamp: null })).toBeNull();
  });

  it('names every missing or wrong field', () => {
    const errors = fieldErrors(adminBonusFormSchema, {
      ...valid,
      name: ' ',
      bonusType: '',
      companyId: null,
      expectedValue: '',
      neededCapital: 'hodně',
      description: '<p> </p>',
      startTimestamp: null,
      endTimestamp: null,
      urlBonusConditions: '',
      urlLink: 'ftp://example.cz',
    });
    expect(errors).toEqual({
      name: 'Toto pole je povinné',
      bonusType: 'Toto pole je povinné',
      companyId: 'Toto pole je povinné',
      expectedValue: 'Toto pole je povinné',
      neededCapital: 'Zadejte číslo',
      description: 'Toto pole je povinné',
      startTimestamp: 'Toto pole je povinné',
      endTimestamp: 'Toto pole je povinné',
      urlBonusConditions: 'Toto pole je povinné',
      urlLink: 'Zadejte platnou adresu URL (https://…)',
    });
  });

  it('needs each window to end after it starts', () => {
    expect(fieldErrors(adminBonusFormSchema, { ...valid, endTimestamp: NOW })).toEqual({ endTimestamp: 'Konec platnosti musí být po jejím začátku' });
    expect(fieldErrors(adminBonusFormSchema, { ...valid, visibilityEndTimestamp: NOW - 1 })).toEqual({ visibilityEndTimestamp: 'Konec zobrazení musí být po jeho začátku' });
    expect(fieldErrors(adminBonusFormSchema, { ...valid, riskCategory: 'huge' })).toEqual({ riskCategory: 'Vyberte míru rizika 1 až 5' });
  });

  it('maps risk categories to the 1..5 scale', () => {
    expect(['free', 'low', 'medium', 'high', 'extreme'].map((c) => riskLevelOf(c as never))).toEqual([1, 2, 3, 4, 5]);
    expect(riskCategoryOf(4)).toBe('high');
    expect(riskCategoryOf(9)).toBe('free');
  });

  it('keeps the special mark a single choice that clears on a second click', () => {
    expect(toggleSpecialMark(null, 'VIP')).toBe('VIP');
    expect(toggleSpecialMark('VIP', 'recommended')).toBe('recommended');
    expect(toggleSpecialMark('recommended', 'recommended')).toBeNull();
  });

  it('submits add and duplicate as create, edit as update, anything else is an error', () => {
    expect(submissionFor('add')).toBe('create');
    expect(submissionFor('duplicate')).toBe('create');
    expect(submissionFor('edit')).toBe('update');
    expect(() => submissionFor('delete')).toThrow(new DomainError('ADMIN_FORM_UNSPECIFIED_ACTION'));
    expect(() => submissionFor('delete')).toThrow('unspecified action');
    expect(duplicateBonus({ id: 7, name: 'X' })).toEqual({ name: 'X' });
  });

  it('adds template steps with time-suffixed ids and keeps the order numbered', () => {
    const [registration, verification] = STEP_TEMPLATES.bank;
    let steps = addTemplateStep([], registration, 1000);
    steps = addTemplateStep(steps, verification, 2000);
    expect(steps.map((s) => [s.id, s.order, s.category])).toEqual([
      ['registration-1000', 0, 'registration'],
      ['identity-verification-2000', 1, 'identity-verification'],
    ]);
  });

  it('adds a custom step only with title, subtitle and description', () => {
    expect(canAddCustomStep({ title: 'Krok', subtitle: 'Pod', description: '' })).toBe(false);
    expect(() => addCustomStep([], { title: 'Krok', subtitle: '', description: '<p>x</p>', icon: '⭐' })).toThrow(RangeError);
    const steps = addCustomStep([], { title: 'Krok', subtitle: 'Pod', description: '<p>x</p>', icon: '⭐' }, 5);
    expect(steps).toEqual([{ id: 'custom-5', title: 'Krok', subtitle: 'Pod', description: '<p>x</p>', icon: '⭐', order: 0, category: 'custom', deadlineDays: '' }]);
    // An edited step goes back into the list with its deadline.
    expect(addCustomStep([], { title: 'Krok', subtitle: 'Pod', description: '<p>x</p>', icon: '⭐', deadlineDays: '7' }, 5)[0].deadlineDays).toBe('7');
  });

  it('takes a step deadline of 1–365 whole days or none, and refuses anything else with the Czech message', () => {
    const withDeadline = (deadlineDays: string) => ({ ...valid, steps: addTemplateStep([], STEP_TEMPLATES.bank[0], 1).map((step) => ({ ...step, deadlineDays })) });
    for (const ok of ['', ' ', '1', '7', ' 30 ', '365']) {
      expect(stepDeadlineDaysError(ok)).toBeNull();
      expect(fieldErrors(adminBonusFormSchema, withDeadline(ok))).toBeNull();
    }
    for (const wrong of ['0', '366', '1.5', '1,5', '-3', 'týden', '1e2']) {
      expect(stepDeadlineDaysError(wrong)).toBe('Lhůta kroku musí být celý počet dní od 1 do 365, nebo prázdná');
      expect(fieldErrors(adminBonusFormSchema, withDeadline(wrong))).toEqual({ 'steps.0.deadlineDays': 'Lhůta kroku musí být celý počet dní od 1 do 365, nebo prázdná' });
    }
  });

  it('sends a step deadline as whole days or null, and loads it back for editing', () => {
    const steps = addTemplateStep(addTemplateStep([], STEP_TEMPLATES.bank[0], 1), STEP_TEMPLATES.bank[1], 2);
    const write = formToBonusWrite({ ...valid, steps: [{ ...steps[0], deadlineDays: ' 7 ' }, steps[1]] });
    expect(write.stepList.map((step) => step.deadlineDays)).toEqual([7, null]);
    const saved = { ...write, expectedValue: write.expectedValue ?? 0, stepList: write.stepList.map((step, id) => ({ ...step, id })), startTimestamp: NOW, endTimestamp: NOW + 1, company: { id: 1 }, games: [], eligibilityRules: [] };
    expect(bonusToForm(saved).steps.map((step) => step.deadlineDays)).toEqual(['7', '']);
    // A bonus read without deadlines (older clients) edits as steps without one.
    expect(bonusToForm({ ...saved, stepList: [{ ...saved.stepList[0], deadlineDays: undefined }] }).steps[0].deadlineDays).toBe('');
  });

  it('sends a step requirement as typed, loads it back, and names a wrong field of it', () => {
    const steps = addTemplateStep(addTemplateStep([], STEP_TEMPLATES.bank[0], 1), STEP_TEMPLATES.bank[1], 2);
    const typed = [{ ...steps[0], requirement: null }, { ...steps[1], requirement: { kind: 'card_payments' as const, count: '3', minAmount: '100', withinDays: '60' } }];
    const write = formToBonusWrite({ ...valid, steps: typed });
    expect(write.stepList.map((step) => step.requirement)).toEqual([null, { kind: 'card_payments', count: 3, minAmount: 100, withinDays: 60 }]);
    const saved = { ...write, expectedValue: write.expectedValue ?? 0, stepList: write.stepList.map((step, id) => ({ ...step, id })), startTimestamp: NOW, endTimestamp: NOW + 1, company: { id: 1 }, games: [], eligibilityRules: [] };
    expect(bonusToForm(saved).steps.map((step) => step.requirement)).toEqual([null, typed[1].requirement]);
    expect(fieldErrors(adminBonusFormSchema, { ...valid, steps: typed })).toBeNull();
    const wrong = [typed[0], { ...typed[1], requirement: { ...typed[1].requirement, withinDays: '0' } }];
    expect(fieldErrors(adminBonusFormSchema, { ...valid, steps: wrong })).toEqual({ 'steps.1.requirement.withinDays': 'Lhůta musí být celý počet dní od 1 do 365.' });
  });

  it('sums a deadline up for the step list in Czech', () => {
    expect(stepDeadlineSummary(7)).toBe('do 7\u00a0dnů');
    expect(stepDeadlineSummary(1)).toBe('do 1\u00a0dne');
    expect(stepDeadlineSummary(3)).toBe('do 3\u00a0dnů');
    expect(stepDeadlineSummary(null)).toBeNull();
  });

  it('removes, edits and reorders steps, renumbering the order', () => {
    const steps = STEP_TEMPLATES.slot.reduce((list, template, i) => addTemplateStep(list, template, i), [] as ReturnType<typeof addTemplateStep>);
    const removed = removeStep(steps, steps[1].id);
    expect(removed.map((s) => s.order)).toEqual([0, 1, 2, 3]);
    expect(removed.map((s) => s.category)).toEqual(['registration', 'first-deposit', 'free-spins', 'wagering']);
    const { draft, steps: afterEdit } = editStep(steps, steps[2].id);
    expect(draft?.category).toBe('first-deposit');
    expect(afterEdit).toHaveLength(4);
    const moved = moveStep(steps, 4, 0);
    expect(moved.map((s) => [s.category, s.order])).toEqual([
      ['wagering', 0],
      ['registration', 1],
      ['verification', 2],
      ['first-deposit', 3],
      ['free-spins', 4],
    ]);
    expect(moveStep(steps, 9, 0)).toEqual(steps);
    expect(editStep(steps, 'missing').draft).toBeNull();
  });

  it('lists each game once', () => {
    expect(addGame([1, 2], 2)).toEqual([1, 2]);
    expect(addGame([1, 2], 3)).toEqual([1, 2, 3]);
    expect(removeGame([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('toggles renewing days on and off, kept in week order without repeats', () => {
    expect(toggleRenewingDay([], 6)).toEqual([6]);
    expect(toggleRenewingDay([6], 0)).toEqual([0, 6]);
    expect(toggleRenewingDay([0, 4, 6], 4)).toEqual([0, 6]);
    expect(toggleRenewingDay([5, 2, 2], 3)).toEqual([2, 3, 5]);
  });

  it('names the weekdays in Czech, Monday first', () => {
    expect(WEEKDAYS.map((day) => WEEKDAY_LABELS[day])).toEqual(['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek', 'Sobota', 'Neděle']);
  });

  it('rejects a renewing day outside Monday..Sunday', () => {
    expect(fieldErrors(adminBonusFormSchema, { ...valid, renewingDays: [0, 6] })).toBeNull();
    expect(fieldErrors(adminBonusFormSchema, { ...valid, renewingDays: [7] })).not.toBeNull();
  });
});

describe('Hodnota bonusu in the admin form (issue #38)', () => {
  const casino: AdminBonusForm = { ...valid, bonusType: 'slot' };
  const typed = { ...casino.valueTerms, bonus_amount: '1 000', deposit: '1000', wagering_multiplier: '30', max_bet: '100' };

  it('starts empty, and an empty fieldset saves no terms', () => {
    expect(adminBonusFormSchema.safeParse(casino).success).toBe(true);
    expect(formToBonusWrite(casino).valueTerms).toBeNull();
  });

  it('checks entered terms field by field in Czech, for casino offers only', () => {
    const result = adminBonusFormSchema.safeParse({ ...casino, valueTerms: { ...typed, contribution_percent: '150' } });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['valueTerms.contribution_percent', 'Započítání hry musí být od 0,01 % do 100 %']]);
    // A bank offer never carries terms: what was typed before the type changed is not checked and not sent.
    const bank = { ...valid, bonusType: 'bank' as const, valueTerms: { ...typed, contribution_percent: '150' } };
    expect(adminBonusFormSchema.safeParse(bank).success).toBe(true);
    expect(formToBonusWrite(bank).valueTerms).toBeNull();
  });

  it('sends typed terms as GraphQL names them and shows saved ones again', () => {
    expect(adminBonusFormSchema.safeParse({ ...casino, valueTerms: typed }).success).toBe(true);
    const sent = formToBonusWrite({ ...casino, valueTerms: typed }).valueTerms;
    expect(sent).toEqual({ bonusAmount: 1000, deposit: 1000, wageringMultiplier: 30, wageringBase: 'bonus', contributionPercent: 100, maxBet: 100, maxCashout: null });
    const source = { ...formToBonusWrite(casino), expectedValue: 0, games: [], company: { id: 1 }, riskRate: 1, description: '', stepList: [], bonusTypeName: 'slot' as const, startTimestamp: NOW, endTimestamp: NOW + 1 };
    expect(bonusToForm({ ...source, valueTerms: { ...sent!, maxCashout: 5000 } }).valueTerms).toEqual({ ...typed, bonus_amount: '1000', max_cashout: '5000' });
    expect(bonusToForm({ ...source, valueTerms: null }).valueTerms).toEqual(casino.valueTerms);
  });

  it('asks for no expected value when the offer’s value is computed from its terms and a game (one value per offer)', () => {
    const computed = { ...casino, valueTerms: typed, gameIds: [3], expectedValue: '' };
    expect(valueIsComputed(computed)).toBe(true);
    expect(adminBonusFormSchema.safeParse(computed).success).toBe(true);
    expect(formToBonusWrite(computed).expectedValue).toBeNull();
    // Without a game, without terms, or on a bank offer the admin types the figure.
    for (const typedByAdmin of [{ ...computed, gameIds: [] }, { ...computed, valueTerms: casino.valueTerms }, { ...computed, bonusType: 'bank' as const }]) {
      expect(valueIsComputed(typedByAdmin)).toBe(false);
      expect(fieldErrors(adminBonusFormSchema, typedByAdmin)).toMatchObject({ expectedValue: 'Toto pole je povinné' });
    }
  });
});
