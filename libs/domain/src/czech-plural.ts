/** Czech noun forms: 1 bonus, 2–4 bonusy, 5+ bonusů (decimals use the "few"/"many" form). */
export interface PluralForms {
  one: string;
  few: string;
  other: string;
}

const rules = new Intl.PluralRules('cs');

export function czechPlural(count: number, forms: PluralForms): string {
  const category = rules.select(count);
  if (category === 'one') return forms.one;
  if (category === 'few' || category === 'many') return forms.few;
  return forms.other;
}
