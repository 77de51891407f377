import { graphqlError } from '@bonus/client';
import { useMutation } from '@apollo/client/react';
import { CREATE_PROMO_CODE_MUTATION } from './promo-codes.graphql';
import { fieldErrors, FieldErrors, promoCodeCreateSchema } from '@bonus/domain';
import { Alert, Button, TextField } from '@bonus/ui';
import { FormEvent, useState } from 'react';
import { failureText } from '../../shared/failure-text';

const EMPTY = { code: '', discountPercent: '20', months: '1', validFrom: '', validUntil: '', maxRedemptions: '' };

/** A date field's day as unix seconds: from its first second (start) or to its last (end), in the admin's time zone. */
const daySeconds = (day: string, edge: 'start' | 'end') => (day ? Math.floor(new Date(`${day}T${edge === 'start' ? '00:00:00' : '23:59:59'}`).getTime() / 1000) : null);
const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

const failureFields = (error: unknown): FieldErrors | null => {
  const fields = graphqlError(error)?.extensions.fields as FieldErrors | undefined;
  return fields ?? null;
};

/** Přidat slevový kód: checked in the browser by the server's schema, then saved. */
export function PromoCodeForm({ onCreated }: { onCreated: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [create, { loading }] = useMutation(CREATE_PROMO_CODE_MUTATION);
  const field = (name: keyof typeof EMPTY) => ({ value: form[name], onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const input = {
      code: form.code,
      discountPercent: Number(form.discountPercent),
      months: Number(form.months),
      validFrom: daySeconds(form.validFrom, 'start'),
      validUntil: daySeconds(form.validUntil, 'end'),
      maxRedemptions: wholeOrNull(form.maxRedemptions),
    };
    const problems = fieldErrors(promoCodeCreateSchema, {
      code: input.code,
      discount_percent: input.discountPercent,
      months: input.months,
      valid_from: input.validFrom,
      valid_until: input.validUntil,
      max_redemptions: input.maxRedemptions,
    });
    setErrors(problems ?? {});
    if (problems) return;
    try {
      const { data } = await create({ variables: { input } });
      setForm(EMPTY);
      setResult({ kind: 'success', text: `Kód ${data?.createPromoCode.code ?? ''} byl přidán.` });
      onCreated();
    } catch (error) {
      setErrors(failureFields(error) ?? {});
      setResult({ kind: 'error', text: failureText(error) });
    }
  };

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="promo-form-title">
      <h2 id="promo-form-title">Přidat slevový kód</h2>
      <div className="admin-form__row">
        <TextField label="Kód" autoComplete="off" error={errors.code} {...field('code')} />
        <TextField label="Sleva (%)" type="number" min={1} max={100} error={errors.discount_percent} {...field('discountPercent')} />
        <TextField label="Na kolik měsíců" type="number" min={1} max={24} error={errors.months} {...field('months')} />
      </div>
      <div className="admin-form__row">
        <TextField label="Platí od (nepovinné)" type="date" error={errors.valid_from} {...field('validFrom')} />
        <TextField label="Platí do (nepovinné)" type="date" error={errors.valid_until} {...field('validUntil')} />
        <TextField label="Max. počet použití (nepovinné)" type="number" min={1} error={errors.max_redemptions} {...field('maxRedemptions')} />
      </div>
      <p className="admin-total">Kód platí jen pro první placenou objednávku člena a každý člen ho může použít jednou.</p>
      {result && <Alert kind={result.kind}>{result.text}</Alert>}
      <div>
        <Button type="submit" disabled={loading}>
          {loading ? 'Ukládám…' : 'Přidat kód'}
        </Button>
      </div>
    </form>
  );
}
