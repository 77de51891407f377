import { newRequirementDraft, REQUIREMENT_KIND_LABELS, RequirementDraft, requirementDraftErrors, RequirementKind } from '@bonus/domain';
import { TextField } from '@bonus/ui';
import { SelectField } from '../../shared/SelectField';

interface Props {
  /** "krok 2: Zaplaťte kartou", so each field's name says which step it belongs to. */
  stepLabel: string;
  requirement: RequirementDraft | null;
  onChange: (requirement: RequirementDraft | null) => void;
}

/**
 * What a step needs from the member's imported statements (issue #37 §2), so their progress can be
 * counted: none, card payments (how many, from what amount) or a total coming in, within days of the start.
 */
export function StepRequirementField({ stepLabel, requirement, onChange }: Props) {
  const errors = requirement ? requirementDraftErrors(requirement) : {};
  const field = (name: 'count' | 'minAmount' | 'withinDays', label: string, unit?: string) =>
    requirement && (
      <TextField
        label={label}
        aria-label={`${label} – ${stepLabel}`}
        unit={unit}
        inputMode="numeric"
        value={requirement[name]}
        error={errors[name]}
        onChange={(event) => onChange({ ...requirement, [name]: event.target.value })}
      />
    );
  return (
    <div className="step-editor__requirement">
      <SelectField
        label="Podmínka z výpisů"
        aria-label={`Podmínka z výpisů – ${stepLabel}`}
        value={requirement?.kind ?? ''}
        onChange={(event) => onChange(event.target.value ? newRequirementDraft(event.target.value as RequirementKind) : null)}
      >
        <option value="">Žádná</option>
        {Object.entries(REQUIREMENT_KIND_LABELS).map(([kind, label]) => (
          <option key={kind} value={kind}>
            {label}
          </option>
        ))}
      </SelectField>
      {requirement?.kind === 'card_payments' && field('count', 'Počet plateb', '×')}
      {field('minAmount', requirement?.kind === 'card_payments' ? 'Min. částka platby' : 'Celkem alespoň', 'Kč')}
      {field('withinDays', 'Do (od začátku)', 'dní')}
    </div>
  );
}
