import { AdminBonusForm, VALUE_TERMS_LABELS as LABELS, VALUE_TERMS_UNITS as UNITS, WAGERING_BASE_LABELS, WAGERING_BASES } from '@bonus/domain';
import { TextField } from '@bonus/ui';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField } from '../../shared/SelectField';

const AMOUNTS = [
  ['bonus_amount', 'deposit', 'wagering_multiplier'],
  ['contribution_percent', 'max_bet', 'max_cashout'],
] as const;

/** "Hodnota bonusu" (issue #38): a casino offer's wagering terms, from which members see what the offer is worth per game. Empty amounts: none. */
export function ValueTermsFieldset({ register, errors }: { register: UseFormRegister<AdminBonusForm>; errors: FieldErrors<AdminBonusForm>['valueTerms'] }) {
  const amountField = (field: (typeof AMOUNTS)[number][number]) => (
    <TextField key={field} label={LABELS[field]} unit={UNITS[field]} inputMode="decimal" autoComplete="off" error={errors?.[field]?.message} {...register(`valueTerms.${field}`)} />
  );
  return (
    <fieldset className="bonus-form__value-terms">
      <legend>Hodnota bonusu</legend>
      <p className="bonus-form__hint">Podmínky protočení v Kč. Členové podle nich uvidí u každé hry nabídky očekávanou hodnotu; hodnota na nejvýhodnější hře je hodnotou nabídky. Nevyplněné částky: bez výpočtu.</p>
      <div className="bonus-form__row">{AMOUNTS[0].map(amountField)}</div>
      <div className="bonus-form__row">
        <SelectField label={LABELS.wagering_base} error={errors?.wagering_base?.message} {...register('valueTerms.wagering_base')}>
          {WAGERING_BASES.map((base) => (
            <option key={base} value={base}>
              {WAGERING_BASE_LABELS[base]}
            </option>
          ))}
        </SelectField>
        {AMOUNTS[1].map(amountField)}
      </div>
    </fieldset>
  );
}
