import { z } from 'zod';
import { companyGenitive } from './czech-genitive';
import { monthsPhrase } from './czech-plural';
import { recordId, wholeNumber } from './input-bounds';

/** Machine-readable eligibility rules an admin puts on an offer (issue #36); at most this many per offer. */
export const MAX_ELIGIBILITY_RULES = 10;
export const ELIGIBILITY_RULE_KINDS = ['no_account_within', 'never_account', 'age', 'once_per_person'] as const;
export type EligibilityRuleKind = (typeof ELIGIBILITY_RULE_KINDS)[number];

const RULE_MESSAGES = {
  kind: 'Neznámý druh pravidla. Povolené jsou no_account_within, never_account, age a once_per_person.',
  company: 'Pravidlo musí uvádět banku nebo kasino (company_id).',
  months: 'Počet měsíců musí být celé číslo od 1 do 120.',
  ageMin: 'Minimální věk musí být celé číslo od 18 do 120.',
  ageMax: 'Maximální věk musí být celé číslo od 18 do 120, nebo null.',
  ageRange: 'Maximální věk nesmí být nižší než minimální.',
  tooMany: `Nabídka může mít nejvýše ${MAX_ELIGIBILITY_RULES} pravidel.`,
  duplicate: 'Stejné pravidlo je u nabídky uvedeno dvakrát.',
  unknownField: 'Pravidlo obsahuje pole, které jeho druh nezná.',
} as const;

const company = recordId(RULE_MESSAGES.company);
const age = (message: string) => wholeNumber(message, 18, 120);
const strict = { error: RULE_MESSAGES.unknownField };

export const eligibilityRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('no_account_within'), company_id: company, months: wholeNumber(RULE_MESSAGES.months, 1, 120) }, strict),
    z.strictObject({ kind: z.literal('never_account'), company_id: company }, strict),
    z
      .strictObject({ kind: z.literal('age'), min: age(RULE_MESSAGES.ageMin), max: age(RULE_MESSAGES.ageMax).nullable() }, strict)
      .refine((rule) => rule.max === null || rule.max >= rule.min, { message: RULE_MESSAGES.ageRange, path: ['max'] }),
    z.strictObject({ kind: z.literal('once_per_person') }, strict),
  ],
  { error: RULE_MESSAGES.kind },
);
export type EligibilityRule = z.infer<typeof eligibilityRuleSchema>;

export const eligibilityRulesSchema = z
  .array(eligibilityRuleSchema)
  .max(MAX_ELIGIBILITY_RULES, { error: RULE_MESSAGES.tooMany })
  .refine((rules) => new Set(rules.map((rule) => JSON.stringify(rule))).size === rules.length, { error: RULE_MESSAGES.duplicate });

/** The rule in words for the admin form's preview and for members, e.g. "Nedostupné pro členy, kteří měli účet u České spořitelny v posledních 12 měsících". */
export function describeEligibilityRule(rule: EligibilityRule, companyName: (id: number) => string): string {
  switch (rule.kind) {
    case 'no_account_within':
      return `Nedostupné pro členy, kteří měli účet u ${companyGenitive(companyName(rule.company_id))} ${monthsPhrase(rule.months, 'inLast')}.`;
    case 'never_account':
      return `Jen pro nové klienty: nedostupné pro členy, kteří u ${companyGenitive(companyName(rule.company_id))} někdy měli účet.`;
    case 'age':
      return rule.max === null ? `Jen pro členy od ${rule.min} let.` : `Jen pro členy ve věku ${rule.min}–${rule.max} let.`;
    case 'once_per_person':
      return 'Jen jednou na osobu: nedostupné pro členy, kteří tuto nabídku už dokončili.';
  }
}

/**
 * A rule as read models and GraphQL carry it: one flat shape with the fields a kind does not use set to null.
 * The REST wire and the database keep the rule's own shape (`EligibilityRule`).
 */
export interface EligibilityRuleView {
  kind: EligibilityRuleKind;
  companyId: number | null;
  months: number | null;
  min: number | null;
  max: number | null;
}

export function toEligibilityRuleView(rule: EligibilityRule): EligibilityRuleView {
  const view: EligibilityRuleView = { kind: rule.kind, companyId: null, months: null, min: null, max: null };
  if ('company_id' in rule) view.companyId = rule.company_id;
  if (rule.kind === 'no_account_within') view.months = rule.months;
  if (rule.kind === 'age') Object.assign(view, { min: rule.min, max: rule.max });
  return view;
}

/** The rule's own shape again, for the wire (unknown until eligibilityRuleSchema has checked it, as any input). */
export function fromEligibilityRuleView(view: EligibilityRuleView): Record<string, unknown> {
  switch (view.kind) {
    case 'no_account_within':
      return { kind: view.kind, company_id: view.companyId, months: view.months };
    case 'never_account':
      return { kind: view.kind, company_id: view.companyId };
    case 'age':
      return { kind: view.kind, min: view.min, max: view.max };
    default:
      return { kind: view.kind };
  }
}
