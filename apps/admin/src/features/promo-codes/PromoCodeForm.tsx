import { useMutation } from '@apollo/client/react';
import { CREATE_PROMO_CODE_MUTATION } from './promo-codes.graphql';
import { Alert, Button, DateField, TextField } from '@bonus/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureText } from '../../shared/failure-text';
import { formResolver } from '../../shared/form-schema';
import { showServerFieldErrors } from '../../shared/server-field-errors';
import { EMPTY_PROMO_CODE_FORM, PROMO_CODE_FIELD_OF, promoCodeFormSchema, promoCodeInput, PromoCodeFormValues } from './promo-code-form';

const resolver = formResolver<PromoCodeFormValues>(promoCodeFormSchema);

/** The new promo code's fields, checked in the browser by the server's schema, then saved; `onCreated` gets the code as saved. */
export function PromoCodeForm({ onCreated }: { onCreated: (code: string) => void }) {
  const { register, handleSubmit, reset, setError, formState } = useForm<PromoCodeFormValues>({ resolver, defaultValues: EMPTY_PROMO_CODE_FORM });
  const errors = formState.errors;
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CREATE_PROMO_CODE_MUTATION);

  const save = async (form: PromoCodeFormValues) => {
    try {
      const { data } = await create({ variables: { input: promoCodeInput(form) } });
      reset(EMPTY_PROMO_CODE_FORM);
      onCreated(data?.createPromoCode.code ?? '');
    } catch (error) {
      showServerFieldErrors(error, setError, (name) => PROMO_CODE_FIELD_OF[name]);
      setFailure(failureText(error));
    }
  };

  return (
    <form
      className="admin-form"
      onSubmit={(event) => {
        setFailure(null);
        void handleSubmit(save)(event);
      }}
      noValidate
    >
      <div className="admin-form__row">
        <TextField label="Kód" autoComplete="off" error={errors.code?.message} {...register('code')} />
        <TextField label="Sleva (%)" type="number" min={1} max={100} error={errors.discountPercent?.message} {...register('discountPercent')} />
        <TextField label="Na kolik měsíců" type="number" min={1} max={24} error={errors.months?.message} {...register('months')} />
      </div>
      <div className="admin-form__row">
        <DateField label="Platí od (nepovinné)" error={errors.validFrom?.message} {...register('validFrom', { deps: ['validUntil'] })} />
        <DateField label="Platí do (nepovinné)" error={errors.validUntil?.message} {...register('validUntil')} />
        <TextField label="Max. počet použití (nepovinné)" type="number" min={1} error={errors.maxRedemptions?.message} {...register('maxRedemptions')} />
      </div>
      <p className="admin-total">Kód platí jen pro první placenou objednávku člena a každý člen ho může použít jednou.</p>
      {failure && <Alert>{failure}</Alert>}
      <div>
        <Button type="submit" disabled={loading}>
          {loading ? 'Ukládám…' : 'Přidat kód'}
        </Button>
      </div>
    </form>
  );
}
