import { earningsFormSchema, fieldErrors, isUnusualEarnings, unusualEarningsQuestion } from '@bonus/domain';
import { Alert, Button, Checkbox, TextField } from '@bonus/ui';
import { FormEvent, ReactNode, useState } from 'react';

export interface EarningsValues {
  reachedProfit: number;
  note: string;
  /** The member confirmed an amount far above the expected value. */
  confirmUnusual: boolean;
}

interface EarningsFormProps {
  /** The bonus's expected value (Kč): an amount far above it must be confirmed. */
  expectedValue: number;
  initialAmount?: number;
  initialNote?: string;
  submitLabel: string;
  /** Resolves with an error text to show, or null when saved. */
  onSubmit: (values: EarningsValues) => Promise<string | null>;
  /** Extra buttons beside submit (cancel, return the bonus). */
  extraActions?: ReactNode;
}

/**
 * The earnings amount (a required whole number of Kč, may be negative) and an optional note. An amount
 * far above the expected value asks for a confirmation first (it then waits for a review before it
 * counts in public statistics).
 */
export function EarningsForm({ expectedValue, initialAmount, initialNote = '', submitLabel, onSubmit, extraActions }: EarningsFormProps) {
  const [amount, setAmount] = useState(initialAmount === undefined ? '' : String(initialAmount));
  const [note, setNote] = useState(initialNote);
  const [errors, setErrors] = useState<Partial<Record<string, string>> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const typed = earningsFormSchema.safeParse({ reached_profit: amount, note });
  const unusual = typed.success && isUnusualEarnings(typed.data.reached_profit, expectedValue);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { reached_profit: amount, note };
    const found = fieldErrors(earningsFormSchema, input);
    setErrors(found);
    if (found) return;
    const parsed = earningsFormSchema.parse(input);
    if (unusual && !confirmed) return setFailure('Potvrďte prosím, že je částka správná.');
    setSaving(true);
    setFailure(await onSubmit({ reachedProfit: parsed.reached_profit, note: parsed.note, confirmUnusual: unusual && confirmed }));
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
      {unusual && <Checkbox label={unusualEarningsQuestion(expectedValue)} checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />}
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
