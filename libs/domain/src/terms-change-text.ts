import { stepDeadlineSummary } from './admin-bonus-form';
import { TERMS_FIELD_LABELS, TermsField } from './bonus-terms';
import { describeEligibilityRule, eligibilityRuleSchema } from './eligibility-rules';
import { formatCzechDateTime, formatCzk } from './money';

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

function stepsText(value: unknown): string {
  const steps = list(value).map((step, index) => {
    const { title, deadline_days } = (step ?? {}) as { title?: unknown; deadline_days?: unknown };
    const deadline = typeof deadline_days === 'number' ? stepDeadlineSummary(deadline_days) : null;
    return `${index + 1}. ${String(title ?? '')}${deadline ? ` (${deadline})` : ''}`;
  });
  return steps.length ? steps.join('; ') : 'Bez kroků';
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
      return shorten(stepsText(value));
    case 'eligibility_rules':
      return shorten(rulesText(value, companyName));
    default:
      return shorten(typeof value === 'string' ? value : JSON.stringify(value));
  }
}

/** A change of the terms ("Historie podmínek", "Podmínky se změnily") in words. */
export function termsChangeText(change: TermsChangeJson, companyName: (id: number) => string): TermsChangeText {
  return {
    label: TERMS_FIELD_LABELS[change.field as TermsField] ?? change.field,
    before: termsValueText(change.field, parsed(change.before), companyName),
    after: termsValueText(change.field, parsed(change.after), companyName),
  };
}
