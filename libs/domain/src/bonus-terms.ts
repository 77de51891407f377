import type { EligibilityRule } from './eligibility-rules';
import type { StepRequirement } from './step-requirements';

/**
 * Versions of an offer's terms (issue #36 §5). The terms are what a member relies on when they start:
 * the description, the steps, the conditions, who may claim it, what it is worth and needs, and its end.
 * Fields are named as on the REST wire (POST /bonus), values too (whole Kč, unix seconds).
 */
export interface TermsStep {
  title: string;
  subtitle: string;
  description: string;
  deadline_days: number | null;
  requirement: StepRequirement | null;
}

export interface BonusTerms {
  description: string;
  step_list: TermsStep[];
  url_bonus_conditions: string;
  eligibility_rules: EligibilityRule[];
  expected_value: number;
  needed_capital: number;
  end_timestamp: number;
}

export type TermsField = keyof BonusTerms;

export const TERMS_FIELDS: readonly TermsField[] = ['description', 'step_list', 'url_bonus_conditions', 'eligibility_rules', 'expected_value', 'needed_capital', 'end_timestamp'];

/** Czech names of the fields, for "Podmínky se změnily". */
export const TERMS_FIELD_LABELS: Record<TermsField, string> = {
  description: 'Popis',
  step_list: 'Kroky',
  url_bonus_conditions: 'Podmínky nabídky',
  eligibility_rules: 'Kdo může nabídku získat',
  expected_value: 'Očekávaná hodnota',
  needed_capital: 'Potřebný kapitál',
  end_timestamp: 'Konec nabídky',
};

export interface TermsChange<F extends TermsField = TermsField> {
  field: F;
  before: BonusTerms[F];
  after: BonusTerms[F];
}

/** JSON with object keys sorted: PostgreSQL's jsonb gives stored rules back with their keys reordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sameValue = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/** What changed between two versions of the terms, in TERMS_FIELDS order; empty when nothing did. */
export function termsChanges(before: BonusTerms, after: BonusTerms): TermsChange[] {
  return TERMS_FIELDS.filter((field) => !sameValue(before[field], after[field])).map((field) => ({ field, before: before[field], after: after[field] }) as TermsChange);
}
