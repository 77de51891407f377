import { describeEligibilityRule, ELIGIBILITY_RULE_KINDS, eligibilityRuleSchema, EligibilityRuleView, fromEligibilityRuleView, MAX_ELIGIBILITY_RULES, newEligibilityRule } from '@bonus/domain';
import { Alert, Button, TextField } from '@bonus/ui';
import { Trash2 } from 'lucide-react';
import { SelectField } from '../../shared/SelectField';

const KIND_LABELS: Record<EligibilityRuleView['kind'], string> = {
  no_account_within: 'Bez účtu v posledních měsících',
  never_account: 'Jen noví klienti',
  age: 'Věk člena',
  once_per_person: 'Jednou na osobu',
};

interface Props {
  rules: EligibilityRuleView[];
  onChange: (rules: EligibilityRuleView[]) => void;
  companies: readonly { id: number; name: string }[];
  /** The offer's own company, the default of a new company rule. */
  companyId: number | null;
  error?: string;
}

const whole = (value: string) => (value.trim() === '' ? null : Number(value));

/** Who may claim the offer (issue #36): each rule edited in Czech, with the sentence members will read. */
export function EligibilityRulesField({ rules, onChange, companies, companyId, error }: Props) {
  const nameOf = (id: number) => companies.find((company) => company.id === id)?.name ?? `společnost ${id}`;
  const change = (index: number, patch: Partial<EligibilityRuleView>) => onChange(rules.map((rule, at) => (at === index ? { ...rule, ...patch } : rule)));
  return (
    <fieldset className="bonus-form__rules">
      <legend>Kdo může nabídku využít</legend>
      {rules.length === 0 && <p className="bonus-form__hint">Bez pravidel: nabídka je pro každého člena.</p>}
      <ol className="bonus-form__rule-list">
        {rules.map((rule, index) => {
          const checked = eligibilityRuleSchema.safeParse(fromEligibilityRuleView(rule));
          return (
            <li key={index} className="bonus-form__rule">
              <div className="bonus-form__rule-fields">
                <SelectField label={`Pravidlo ${index + 1}`} value={rule.kind} onChange={(e) => change(index, newEligibilityRule(e.target.value as EligibilityRuleView['kind'], companyId))}>
                  {ELIGIBILITY_RULE_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {KIND_LABELS[kind]}
                    </option>
                  ))}
                </SelectField>
                {(rule.kind === 'no_account_within' || rule.kind === 'never_account') && (
                  <SelectField label={`Společnost v pravidle ${index + 1}`} value={rule.companyId ?? ''} onChange={(e) => change(index, { companyId: e.target.value ? Number(e.target.value) : null })}>
                    <option value="">Vyberte společnost</option>
                    {companies.map((company) => (
                      <option key={company.id} value={company.id}>
                        {company.name}
                      </option>
                    ))}
                  </SelectField>
                )}
                {rule.kind === 'no_account_within' && (
                  <TextField label="Měsíců (1–120)" inputMode="numeric" value={rule.months ?? ''} onChange={(e) => change(index, { months: whole(e.target.value) })} />
                )}
                {rule.kind === 'age' && (
                  <>
                    <TextField label="Věk od" inputMode="numeric" value={rule.min ?? ''} onChange={(e) => change(index, { min: whole(e.target.value) })} />
                    <TextField label="Věk do (nepovinné)" inputMode="numeric" value={rule.max ?? ''} onChange={(e) => change(index, { max: whole(e.target.value) })} />
                  </>
                )}
                <Button variant="secondary" aria-label={`Odebrat pravidlo ${index + 1}`} onClick={() => onChange(rules.filter((_, at) => at !== index))}>
                  <Trash2 size={18} aria-hidden="true" />
                </Button>
              </div>
              <p className="bonus-form__hint" aria-live="polite">
                {checked.success ? describeEligibilityRule(checked.data, nameOf) : checked.error.issues[0].message}
              </p>
            </li>
          );
        })}
      </ol>
      {error && <Alert>{error}</Alert>}
      <Button variant="secondary" disabled={rules.length >= MAX_ELIGIBILITY_RULES} onClick={() => onChange([...rules, newEligibilityRule('no_account_within', companyId)])}>
        Přidat pravidlo
      </Button>
    </fieldset>
  );
}
