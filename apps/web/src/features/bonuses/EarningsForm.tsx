import { earningsFormSchema, fieldErrors } from '@bonus/domain';
import { Alert, Button, TextField } from '@bonus/ui';
import { FormEvent, ReactNode, useState } from 'react';

export interface EarningsValues {
  reachedProfit: number;
  note: string;
}

interface EarningsFormProps {
  initialAmount?: number;
  initialNote?: string;
  submitLabel: string;
  /** Resolves with an error text to show, or null when saved. */
  onSubmit: (values: EarningsValues) => Promise<string | null>;
  /** Extra buttons beside submit (cancel, return the bonus). */
  extraActions?: ReactNode;
}

/** The earnings amount (a required whole number of Kč, may be negative) and an optional note. */
export function EarningsForm({ initialAmount, initialNote = '', submitLabel, onSubmit, extraActions }: EarningsFormProps) {
  const [amount, setAmount] = useState(initialAmount === undefined ? '' : String(initialAmount));
  const [note, setNote] = useState(initialNote);
  const [errors, setErrors] = useState<Partial<Record<string, string>> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { reached_profit: amount, note };
    const found = fieldErrors(earningsFormSchema, input);
    setErrors(found);
    if (found) return;
    const parsed = earningsFormSchema.parse(input);
    setSaving(true);
    setFailure(await onSubmit({ reachedProfit: parsed.reached_profit, note: parsed.note }));
    setSaving(false);
  };

  return (
    <form className="earnings-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="Dosažený výdělek (Kč)"
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        error={errors?.reached_profit}
        onChange={(e) => setAmount(e.target.value)}
        required
        autoFocus
      />
      <TextField label="Poznámka (nepovinné)" value={note} error={errors?.note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
      {failure && <Alert>{failure}</Alert>}
      <div className="ui-modal__actions">
        {extraActions}
        <Button type="submit" disabled={saving}>
          {saving ? 'Ukládám…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
