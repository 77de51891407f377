import { stepDeadlineSummary } from './admin-bonus-form';
import { TERMS_FIELD_LABELS, TermsField } from './bonus-terms';
import { pragueCalendarDate, pragueMidnight } from './calendar-dates';
import { describeEligibilityRule, eligibilityRuleSchema } from './eligibility-rules';
import { formatCzechDate, formatCzechDateTime, formatCzk } from './money';
import { requirementSummary } from './step-requirement-form';
import { StepRequirement, stepRequirementSchema } from './step-requirements';

/** A value of the terms is shortened to this many characters in a list of changes. */
export const TERMS_VALUE_TEXT_LIMIT = 160;

/** A change of the terms as GraphQL carries it: the values are the REST wire's, as JSON text. */
export interface TermsChangeJson {
  field: string;
  before: string | null;
  after: string | null;
}

/** The change in words: the field's Czech name and both values as people read them. */
export interface TermsChangeText {
  label: string;
  before: string;
  after: string;
  /** For a member who started the offer: each of their due dates the change moved, with the new date. */
  moved: string[];
}

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();
}

function shorten(text: string): string {
  return text.length <= TERMS_VALUE_TEXT_LIMIT ? text : `${text.slice(0, TERMS_VALUE_TEXT_LIMIT - 1).trimEnd()}…`;
}

function parsed(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

interface StepTerms {
  title: string;
  deadlineDays: number | null;
  requirement: StepRequirement | null;
}

/** A step as the terms store it (POST /bonus's shape), read defensively: an old version may lack a field. */
function stepTerms(step: unknown): StepTerms {
  const { title, deadline_days, requirement } = (step ?? {}) as { title?: unknown; deadline_days?: unknown; requirement?: unknown };
  const checked = stepRequirementSchema.safeParse(requirement);
  return { title: String(title ?? ''), deadlineDays: typeof deadline_days === 'number' ? deadline_days : null, requirement: checked.success ? checked.data : null };
}

/** "2. Plaťte kartou (3 platby kartou od 100 Kč do 30 dnů; splnit do 7 dnů)": every term of the step, nothing shortened. */
function stepText(step: StepTerms, index: number): string {
  const deadline = step.deadlineDays === null ? null : `splnit ${stepDeadlineSummary(step.deadlineDays)}`;
  const terms = [step.requirement && requirementSummary(step.requirement), deadline].filter((term): term is string => Boolean(term));
  return `${index + 1}. ${step.title}${terms.length ? ` (${terms.join('; ')})` : ''}`;
}

function stepsText(value: unknown): string {
  const steps = list(value).map((step, index) => stepText(stepTerms(step), index));
  return steps.length ? steps.join('; ') : 'Bez kroků';
}

/**
 * The steps a change of the step list touched, each described whole on both sides (a list shortened to
 * its first characters would hide what changed); a step that only changed its texts says so.
 */
function changedStepsText(before: unknown, after: unknown): { before: string; after: string } {
  const [old, now] = [list(before), list(after)];
  const pairs: [string, string][] = [];
  for (let index = 0; index < Math.max(old.length, now.length); index++) {
    if (JSON.stringify(old[index]) === JSON.stringify(now[index])) continue;
    const was = index < old.length ? stepText(stepTerms(old[index]), index) : 'nový krok';
    const is = index < now.length ? stepText(stepTerms(now[index]), index) : `${index + 1}. krok zrušen`;
    pairs.push([was, is === was ? `${is}, změněn popis kroku` : is]);
  }
  if (pairs.length === 0) return { before: stepsText(before), after: stepsText(after) };
  return { before: pairs.map(([was]) => was).join('; '), after: pairs.map(([, is]) => is).join('; ') };
}

const DAY_MS = 86_400_000;

/** The last Prague day a requirement's payments count: the window is `within_days` days from the start day. */
function lastWindowDay(startedAt: Date, withinDays: number): Date {
  const start = pragueCalendarDate(startedAt);
  const last = new Date(Date.UTC(start.year, start.month - 1, start.day + withinDays - 1));
  return pragueMidnight({ year: last.getUTCFullYear(), month: last.getUTCMonth() + 1, day: last.getUTCDate() });
}

/** The due dates of a started member that a change of the step list moved: a step's deadline, a requirement's window. */
function movedStepDues(before: unknown, after: unknown, startedAt: Date): string[] {
  const [old, now] = [list(before).map(stepTerms), list(after).map(stepTerms)];
  return now.flatMap((step, index) => {
    const was = old[index];
    if (!was) return [];
    const name = `kroku ${index + 1}. ${step.title}`;
    const moved: string[] = [];
    if (step.deadlineDays !== was.deadlineDays) {
      const due = (days: number) => formatCzechDateTime(new Date(startedAt.getTime() + days * DAY_MS));
      if (step.deadlineDays === null) moved.push(`Termín ${name} zrušen (dříve ${due(was.deadlineDays!)}).`);
      else moved.push(`Nový termín ${name}: ${due(step.deadlineDays)}${was.deadlineDays === null ? ', dříve bez termínu' : ` (dříve ${due(was.deadlineDays)})`}.`);
    }
    const [newWindow, oldWindow] = [step.requirement?.within_days, was.requirement?.within_days];
    if (newWindow !== undefined && newWindow !== oldWindow) {
      const day = (days: number) => formatCzechDate(lastWindowDay(startedAt, days));
      moved.push(`Platby ${name} nově stihněte do ${day(newWindow)}${oldWindow === undefined ? '' : ` (dříve do ${day(oldWindow)})`}.`);
    }
    return moved;
  });
}

function rulesText(value: unknown, companyName: (id: number) => string): string {
  const rules = list(value).map((rule) => {
    const checked = eligibilityRuleSchema.safeParse(rule);
    return checked.success ? describeEligibilityRule(checked.data, companyName) : JSON.stringify(rule);
  });
  return rules.length ? rules.join(' ') : 'Bez pravidel: pro každého člena.';
}

/** One value of the terms in words: money in Kč, the end as a Czech date and time, text shortened; "—" for none. */
export function termsValueText(field: string, value: unknown, companyName: (id: number) => string): string {
  if (value === null || value === undefined) return '—';
  switch (field as TermsField) {
    case 'expected_value':
    case 'needed_capital':
      return typeof value === 'number' ? formatCzk(value) : shorten(String(value));
    case 'end_timestamp':
      return typeof value === 'number' ? formatCzechDateTime(new Date(value * 1000)) : shorten(String(value));
    case 'description':
      return shorten(plainText(String(value))) || '—';
    case 'step_list':
      return stepsText(value);
    case 'eligibility_rules':
      return shorten(rulesText(value, companyName));
    default:
      return shorten(typeof value === 'string' ? value : JSON.stringify(value));
  }
}

/**
 * A change of the terms ("Historie podmínek", "Podmínky se změnily", the e-mail) in words. A changed step
 * list names the steps that changed, each whole; given when the member started, the due dates it moved.
 */
export function termsChangeText(change: TermsChangeJson, companyName: (id: number) => string, startedAt: Date | null = null): TermsChangeText {
  const label = TERMS_FIELD_LABELS[change.field as TermsField] ?? change.field;
  const [before, after] = [parsed(change.before), parsed(change.after)];
  if (change.field === 'step_list') {
    return { label, ...changedStepsText(before, after), moved: startedAt ? movedStepDues(before, after, startedAt) : [] };
  }
  return { label, before: termsValueText(change.field, before, companyName), after: termsValueText(change.field, after, companyName), moved: [] };
}
