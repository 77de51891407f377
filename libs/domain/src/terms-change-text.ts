import { formatCount, PluralForms } from './czech-plural';
import { describeEligibilityRule, eligibilityRuleSchema } from './eligibility-rules';
import { formatCzechDate, formatCzk } from './money';
import { TERMS_FIELD_LABELS, TermsField } from './bonus-terms';

/** One change of an offer's terms as the api sends it: values are JSON text of the REST wire values (null: none). */
export interface SentTermsChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** A change in words for "Podmínky se změnily": "Očekávaná hodnota: 500 Kč → 700 Kč". */
export interface TermsChangeText {
  label: string;
  before: string;
  after: string;
}

/** How long a description may be in the list before it is shortened. */
export const TERMS_DESCRIPTION_PREVIEW = 120;
const NONE = '—';
/** Days after "do" (genitive): do 1 dne, do 3 dní, do 7 dní. */
const DAYS_AFTER_DO: PluralForms = { one: 'dne', few: 'dní', other: 'dní' };

/** Rich text (HTML) as plain text: tags dropped, common entities decoded, white space collapsed. */
export function richTextToPlain(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name])
    .replace(/\s+/g, ' ')
    .trim();
}

function shortened(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function parsed(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function stepsText(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) return 'Bez kroků';
  return value
    .filter(isRecord)
    .map((step, index) => {
      const days = typeof step.deadline_days === 'number' ? ` (do ${formatCount(step.deadline_days, DAYS_AFTER_DO)})` : '';
      return `${index + 1}. ${String(step.title ?? '')}${days}`;
    })
    .join('; ');
}

function rulesText(value: unknown, companyName: (id: number) => string): string {
  if (!Array.isArray(value) || value.length === 0) return 'Bez omezení';
  return value
    .map((rule) => eligibilityRuleSchema.safeParse(rule))
    .filter((result) => result.success)
    .map((result) => describeEligibilityRule(result.data, companyName))
    .join(' ');
}

function valueText(field: string, value: unknown, companyName: (id: number) => string): string {
  if (value === null || value === undefined) return NONE;
  switch (field as TermsField) {
    case 'expected_value':
    case 'needed_capital':
      return typeof value === 'number' ? formatCzk(value) : String(value);
    case 'end_timestamp':
      return typeof value === 'number' ? formatCzechDate(new Date(value * 1000)) : String(value);
    case 'description':
      return shortened(richTextToPlain(String(value)), TERMS_DESCRIPTION_PREVIEW) || NONE;
    case 'step_list':
      return stepsText(value);
    case 'eligibility_rules':
      return rulesText(value, companyName);
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

/** A change in human Czech: the field's label, and before and after as money, dates, step titles or rules in words. */
export function termsChangeText(change: SentTermsChange, companyName: (id: number) => string): TermsChangeText {
  return {
    label: TERMS_FIELD_LABELS[change.field as TermsField] ?? change.field,
    before: valueText(change.field, parsed(change.before), companyName),
    after: valueText(change.field, parsed(change.after), companyName),
  };
}
