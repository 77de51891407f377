import { RISK_LABELS } from '@bonus/domain';
import { Button } from '@bonus/ui';

/** Risk 1–5 with the spec's labels. */
export function RiskSelect({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <label className="ui-field">
      Riziko
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {RISK_LABELS.map((label, index) => (
          <option key={label} value={index + 1}>
            {index + 1} – {label}
          </option>
        ))}
      </select>
      {error && <span className="ui-field__error">{error}</span>}
    </label>
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
