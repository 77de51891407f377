import { z } from 'zod';
import { DAYS_GENITIVE, formatCount } from './czech-plural';
import { BONUS_TYPES, BonusType, SPECIAL_MARKS, SpecialMark, WEEKDAYS } from './bonuses';
import { eligibilityRulesSchema, EligibilityRuleView, fromEligibilityRuleView } from './eligibility-rules';
import { EMPTY_VALUE_TERMS_FORM, isBlankValueTerms, typedValueTerms, ValueTermsForm, valueTermsFormSchema, valueTermsFormToView, ValueTermsView, valueTermsViewToForm } from './bonus-value-form';
import { canCarryValueTerms } from './bonus-value-terms';
import { DomainError } from './errors';
import { CZECH_DATE_TIME_MESSAGE } from './czech-date-input';
import { STEP_DEADLINE_DAYS_MAX, STEP_DEADLINE_DAYS_MIN } from './step-deadlines';
import type { RequirementView } from './statement-step-notes';
import { RequirementDraft, requirementDraftErrors, requirementDraftInput, requirementDraftOf } from './step-requirement-form';
import { StepTemplate, stepIdWithTimeSuffix } from './step-templates';
import { httpUrl, MAX_AMOUNT_CZK, TEXT_LIMITS, textTooLong } from './input-bounds';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/** Risk categories of the admin form, in the order of the 1..5 scale. */
export const RISK_CATEGORIES = ['free', 'low', 'medium', 'high', 'extreme'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

export const riskLevelOf = (category: RiskCategory): number => RISK_CATEGORIES.indexOf(category) + 1;
export const riskCategoryOf = (level: number): RiskCategory => RISK_CATEGORIES[level - 1] ?? 'free';

/** A new bonus stays valid for three hours by default. */
export const DEFAULT_VALIDITY_SECONDS = 10_800;
/** Placeholder hint of the needed-capital field. */
export const NEEDED_CAPITAL_HINT_CZK = 200;
/** Admin bonus table page size. */
export const ADMIN_BONUS_PAGE_SIZE = 10;

export interface FormStep {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  icon: string;
  order: number;
  /** 'custom' for a hand-written step, else the template id. */
  category: string;
  /** "Lhůta (dní od začátku)" as typed: whole days after the member started the offer; '' for no deadline. */
  deadlineDays: string;
  /** What the member's statements must show ("Podmínka z výpisů"), as typed; null: nothing to count. */
  requirement?: RequirementDraft | null;
}

/** The typed deadline's error: a whole number of days 1–365, or empty; null when it is fine. */
export function stepDeadlineDaysError(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const days = Number(text);
  return /^\d+$/.test(text) && days >= STEP_DEADLINE_DAYS_MIN && days <= STEP_DEADLINE_DAYS_MAX ? null : M.stepDeadlineDays;
}

/** The typed deadline as the write input carries it (checked by stepDeadlineDaysError first). */
const stepDeadlineDaysValue = (typed: string): number | null => (typed.trim() === '' ? null : Number(typed.trim()));

/** The step list's summary of a deadline: "do 7 dnů", "do 1 dne"; null without one. */
export function stepDeadlineSummary(days: number | null): string | null {
  return days === null ? null : `do ${formatCount(days, DAYS_GENITIVE)}`;
}

/** The summary of a deadline as typed; null when empty or not valid (the field says why). */
export const typedStepDeadlineSummary = (typed: string): string | null => (stepDeadlineDaysError(typed) === null ? stepDeadlineSummary(stepDeadlineDaysValue(typed)) : null);

export interface AdminBonusForm {
  name: string;
  bonusType: BonusType | '';
  companyId: number | null;
  expectedValue: string;
  neededCapital: string;
  riskCategory: RiskCategory;
  description: string;
  /** Unix seconds; edited as local date-time. */
  startTimestamp: number | null;
  endTimestamp: number | null;
  visibilityStartTimestamp: number | null;
  visibilityEndTimestamp: number | null;
  urlBonusConditions: string;
  urlLink: string;
  specialMark: SpecialMark | null;
  gameIds: number[];
  renewingDays: number[];
  steps: FormStep[];
  visible: boolean;
  /** Who may claim it (issue #36), in the flat shape the form edits. */
  eligibilityRules: EligibilityRuleView[];
  /** "Hodnota bonusu" (issue #38) of a casino offer, as typed; all amounts empty: none. */
  valueTerms: ValueTermsForm;
}

/** Defaults of "Přidat nový bonus" (spec section 5): live, valid from now for 3 hours, shown the same. */
export function newBonusDefaults(nowSeconds: number): AdminBonusForm {
  const end = nowSeconds + DEFAULT_VALIDITY_SECONDS;
  return {
    name: '',
    bonusType: 'live',
    companyId: null,
    expectedValue: '',
    neededCapital: '',
    riskCategory: 'free',
    description: '',
    startTimestamp: nowSeconds,
    endTimestamp: end,
    visibilityStartTimestamp: nowSeconds,
    visibilityEndTimestamp: end,
    urlBonusConditions: '',
    urlLink: '',
    specialMark: null,
    gameIds: [],
    renewingDays: [],
    eligibilityRules: [],
    valueTerms: { ...EMPTY_VALUE_TERMS_FORM },
    steps: [],
    visible: true,
  };
}

const isHttpUrl = (value: string) => httpUrl().safeParse(value).success;
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
const isNumber = (value: string) => {
  const number = Number(value.replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(number) && number >= 0 && number <= MAX_AMOUNT_CZK;
};

/** A moment as unix seconds, null for none, NaN while its field's text is not a moment (czechDateTimeToSeconds). */
const momentOrUnreadable = z.union([z.number(), z.nan()]).nullable();
const MOMENT_FIELDS = ['startTimestamp', 'endTimestamp', 'visibilityStartTimestamp', 'visibilityEndTimestamp'] as const;

/** The admin bonus form's rules (spec section 5). */
export const adminBonusFormSchema = z
  .object({
    name: z.string(),
    bonusType: z.string(),
    companyId: z.number().nullable(),
    expectedValue: z.string(),
    neededCapital: z.string(),
    riskCategory: z.enum(RISK_CATEGORIES, { error: M.adminRisk }),
    description: z.string(),
    startTimestamp: momentOrUnreadable,
    endTimestamp: momentOrUnreadable,
    visibilityStartTimestamp: momentOrUnreadable,
    visibilityEndTimestamp: momentOrUnreadable,
    urlBonusConditions: z.string(),
    urlLink: z.string(),
    specialMark: z.enum(SPECIAL_MARKS).nullable(),
    gameIds: z.array(z.number().int().positive()),
    renewingDays: z.array(z.number().int().refine((d) => (WEEKDAYS as readonly number[]).includes(d))),
    steps: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        subtitle: z.string(),
        description: z.string(),
        icon: z.string(),
        order: z.number(),
        category: z.string(),
        deadlineDays: z.string(),
        requirement: z.custom<RequirementDraft>().nullable().optional(),
      }),
    ),
    visible: z.boolean(),
    eligibilityRules: z.array(z.custom<EligibilityRuleView>()),
    valueTerms: z.custom<ValueTermsForm>(),
  })
  .superRefine((form, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!form.name.trim()) fail('name', M.adminRequired);
    else if (form.name.trim().length > TEXT_LIMITS.title) fail('name', textTooLong(TEXT_LIMITS.title));
    if (!(BONUS_TYPES as readonly string[]).includes(form.bonusType)) fail('bonusType', M.adminRequired);
    if (form.companyId === null) fail('companyId', M.adminRequired);
    const rules = eligibilityRulesSchema.safeParse(form.eligibilityRules.map(fromEligibilityRuleView));
    if (!rules.success) fail('eligibilityRules', rules.error.issues[0].message);
    if (canCarryValueTerms(form.bonusType as BonusType) && !isBlankValueTerms(form.valueTerms)) {
      for (const issue of valueTermsFormSchema.safeParse(form.valueTerms).error?.issues ?? []) ctx.addIssue({ code: 'custom', path: ['valueTerms', ...issue.path], message: issue.message });
    }
    form.steps.forEach((step, index) => {
      const error = stepDeadlineDaysError(step.deadlineDays);
      if (error) ctx.addIssue({ code: 'custom', path: ['steps', index, 'deadlineDays'], message: error });
      for (const [field, message] of Object.entries(step.requirement ? requirementDraftErrors(step.requirement) : {})) {
        ctx.addIssue({ code: 'custom', path: ['steps', index, 'requirement', field], message });
      }
    });
    for (const field of ['expectedValue', 'neededCapital'] as const) {
      if (field === 'expectedValue' && valueIsComputed(form)) continue;
      if (!form[field].trim()) fail(field, M.adminRequired);
      else if (!isNumber(form[field])) fail(field, M.adminNumber);
    }
    if (!hasText(form.description)) fail('description', M.adminRequired);
    for (const field of MOMENT_FIELDS) if (Number.isNaN(form[field])) fail(field, CZECH_DATE_TIME_MESSAGE);
    if (form.startTimestamp === null) fail('startTimestamp', M.adminRequired);
    if (form.endTimestamp === null) fail('endTimestamp', M.adminRequired);
    if (form.startTimestamp !== null && form.endTimestamp !== null && form.endTimestamp <= form.startTimestamp) fail('endTimestamp', M.adminValidityWindow);
    const { visibilityStartTimestamp: from, visibilityEndTimestamp: to } = form;
    if (from !== null && to !== null && to <= from) fail('visibilityEndTimestamp', M.adminVisibilityWindow);
    for (const field of ['urlBonusConditions', 'urlLink'] as const) {
      if (!form[field].trim()) fail(field, M.adminRequired);
      else if (!isHttpUrl(form[field].trim())) fail(field, M.adminUrl);
    }
  });

/**
 * One value per offer (issue #53 §1): a casino offer with valid value terms and a game gets its value
 * computed from them (the server stores the value on its best game), so the form asks for no figure.
 */
export function valueIsComputed(form: { bonusType: string; valueTerms: ValueTermsForm; gameIds: readonly number[] }): boolean {
  return canCarryValueTerms(form.bonusType as BonusType) && form.gameIds.length > 0 && typedValueTerms(form.valueTerms) !== null;
}

/** A custom step needs a title, subtitle and description; the add button stays disabled otherwise. */
export function canAddCustomStep(step: Pick<FormStep, 'title' | 'subtitle' | 'description'>): boolean {
  return step.title.trim() !== '' && step.subtitle.trim() !== '' && hasText(step.description);
}

/** Special mark is a single choice; clicking the chosen one again clears it. */
export function toggleSpecialMark(current: SpecialMark | null, clicked: SpecialMark): SpecialMark | null {
  return current === clicked ? null : clicked;
}

export type BonusFormAction = 'add' | 'duplicate' | 'edit';

/** Add and duplicate create a bonus; edit updates it; anything else is a programming error. */
export function submissionFor(action: string): 'create' | 'update' {
  if (action === 'add' || action === 'duplicate') return 'create';
  if (action === 'edit') return 'update';
  throw new DomainError('ADMIN_FORM_UNSPECIFIED_ACTION', { action });
}

/** Duplicate: a prefilled copy without the id, submitted as a new bonus. */
export function duplicateBonus<T extends { id?: unknown }>(bonus: T): Omit<T, 'id'> {
  const { id: _id, ...copy } = bonus;
  return copy;
}

const renumber = (steps: readonly FormStep[]): FormStep[] => steps.map((step, order) => ({ ...step, order }));

export function addTemplateStep(steps: readonly FormStep[], template: StepTemplate, now: number = Date.now()): FormStep[] {
  return renumber([
    ...steps,
    {
      id: stepIdWithTimeSuffix(template.id, now),
      title: template.title,
      subtitle: template.subtitle,
      description: template.description,
      icon: template.icon,
      order: steps.length,
      category: template.id,
      deadlineDays: '',
    },
  ]);
}

/** A custom step; an edited step brings its deadline back with it. */
export function addCustomStep(steps: readonly FormStep[], step: Omit<FormStep, 'id' | 'order' | 'category' | 'deadlineDays'> & { deadlineDays?: string }, now: number = Date.now()): FormStep[] {
  if (!canAddCustomStep(step)) throw new RangeError('A custom step needs a title, subtitle and description');
  return renumber([...steps, { deadlineDays: '', ...step, id: stepIdWithTimeSuffix('custom', now), order: steps.length, category: 'custom' }]);
}

export function removeStep(steps: readonly FormStep[], id: string): FormStep[] {
  return renumber(steps.filter((step) => step.id !== id));
}

/** Editing moves a step into the custom-step form and takes it out of the list. */
export function editStep(steps: readonly FormStep[], id: string): { draft: FormStep | null; steps: FormStep[] } {
  return { draft: steps.find((step) => step.id === id) ?? null, steps: removeStep(steps, id) };
}

/** Drag and drop: move a step and renumber the order. */
export function moveStep(steps: readonly FormStep[], from: number, to: number): FormStep[] {
  if (from < 0 || from >= steps.length || to < 0 || to >= steps.length) return renumber(steps);
  const next = [...steps];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return renumber(next);
}

/** A renewing day's toggle: on becomes off and back; the list stays in week order without repeats. */
export function toggleRenewingDay(days: readonly number[], day: number): number[] {
  const next = days.includes(day) ? days.filter((d) => d !== day) : [...days, day];
  return [...new Set(next)].sort((a, b) => a - b);
}

/** The games list takes each game once. */
export function addGame(gameIds: readonly number[], gameId: number): number[] {
  return gameIds.includes(gameId) ? [...gameIds] : [...gameIds, gameId];
}

export function removeGame(gameIds: readonly number[], gameId: number): number[] {
  return gameIds.filter((id) => id !== gameId);
}

/** A saved bonus as the admin form edits it (fields named as the GraphQL Bonus). */
export interface AdminBonusSource {
  name: string;
  description: string;
  startTimestamp: number;
  endTimestamp: number;
  visibilityStartTimestamp: number | null;
  visibilityEndTimestamp: number | null;
  visible: boolean;
  /** A draft is hidden only because it is one: its form shows what publishing it will do (visible). */
  draft?: boolean;
  expectedValue: number;
  neededCapital: number;
  specialMark: SpecialMark | null;
  stepList: { id: number | string; title: string; subtitle: string; description: string; icon: string; order: number; category: string; deadlineDays?: number | null; requirement?: RequirementView | null }[];
  urlBonusConditions: string;
  urlLink: string;
  riskRate: number;
  company: { id: number };
  games: { id: number }[];
  bonusTypeName: BonusType;
  renewingDays: number[];
  eligibilityRules: EligibilityRuleView[];
  valueTerms?: ValueTermsView | null;
}

/** Prefills the form for edit or duplicate. */
export function bonusToForm(bonus: AdminBonusSource): AdminBonusForm {
  return {
    name: bonus.name,
    bonusType: bonus.bonusTypeName,
    companyId: bonus.company.id,
    expectedValue: String(bonus.expectedValue),
    neededCapital: String(bonus.neededCapital),
    riskCategory: riskCategoryOf(bonus.riskRate),
    description: bonus.description,
    startTimestamp: bonus.startTimestamp,
    endTimestamp: bonus.endTimestamp,
    visibilityStartTimestamp: bonus.visibilityStartTimestamp,
    visibilityEndTimestamp: bonus.visibilityEndTimestamp,
    urlBonusConditions: bonus.urlBonusConditions,
    urlLink: bonus.urlLink,
    specialMark: bonus.specialMark,
    gameIds: bonus.games.map((game) => game.id),
    renewingDays: [...bonus.renewingDays],
    steps: [...bonus.stepList]
      .sort((a, b) => a.order - b.order)
      .map(({ deadlineDays, requirement, ...step }, order) => ({
        ...step,
        id: String(step.id),
        order,
        deadlineDays: deadlineDays == null ? '' : String(deadlineDays),
        requirement: requirementDraftOf(requirement),
      })),
    visible: bonus.visible || Boolean(bonus.draft),
    eligibilityRules: bonus.eligibilityRules.map((rule) => ({ ...rule })),
    valueTerms: valueTermsViewToForm(bonus.valueTerms),
  };
}

/** The validated form as the create/update call's input (numbers parsed, risk as 1..5). */
export function formToBonusWrite(form: AdminBonusForm) {
  const number = (value: string) => Number(value.replace(',', '.'));
  return {
    name: form.name.trim(),
    description: form.description,
    startTimestamp: form.startTimestamp ?? 0,
    endTimestamp: form.endTimestamp ?? 0,
    visibilityStartTimestamp: form.visibilityStartTimestamp,
    visibilityEndTimestamp: form.visibilityEndTimestamp,
    visible: form.visible,
    expectedValue: valueIsComputed(form) ? null : number(form.expectedValue),
    neededCapital: number(form.neededCapital),
    specialMark: form.specialMark,
    stepList: form.steps.map(({ title, subtitle, description, icon, order, category, deadlineDays, requirement }) => ({
      title,
      subtitle,
      description,
      icon,
      order,
      category,
      deadlineDays: stepDeadlineDaysValue(deadlineDays),
      requirement: requirement ? requirementDraftInput(requirement) : null,
    })),
    urlBonusConditions: form.urlBonusConditions.trim(),
    urlLink: form.urlLink.trim(),
    riskRate: riskLevelOf(form.riskCategory),
    companyId: form.companyId ?? 0,
    gamesIds: form.gameIds,
    bonusTypeName: form.bonusType as BonusType,
    renewingDays: form.renewingDays,
    eligibilityRules: form.eligibilityRules,
    valueTerms: valueTermsFormToView(form.valueTerms, canCarryValueTerms(form.bonusType as BonusType)),
  };
}

/** A new rule of the admin form with sensible defaults: the offer's own company, a 12-month window, adults with no upper age. */
export function newEligibilityRule(kind: EligibilityRuleView['kind'], companyId: number | null): EligibilityRuleView {
  const company = kind === 'no_account_within' || kind === 'never_account' ? companyId : null;
  return { kind, companyId: company, months: kind === 'no_account_within' ? 12 : null, min: kind === 'age' ? 18 : null, max: null };
}
