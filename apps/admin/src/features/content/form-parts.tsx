import { RISK_LABELS } from '@bonus/domain';
import { Button } from '@bonus/ui';
import { ComponentPropsWithRef } from 'react';
import { SelectField } from '../../shared/SelectField';

/** Risk 1–5 with the spec's labels. */
export function RiskSelect(props: { error?: string } & ComponentPropsWithRef<'select'>) {
  return (
    <SelectField label="Riziko" {...props}>
      {RISK_LABELS.map((label, index) => (
        <option key={label} value={index + 1}>
          {index + 1} – {label}
        </option>
      ))}
    </SelectField>
  );
}

export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="ui-modal__actions">
      <Button variant="secondary" onClick={onCancel}>
        Zrušit
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? 'Ukládám…' : 'Uložit'}
      </Button>
    </div>
  );
}
