import { AdminBonusForm, BONUS_TYPE_LABELS, BONUS_TYPES, errorMessage, RISK_CATEGORIES, RISK_LABELS } from '@bonus/domain';
import { ErrorState } from '@bonus/ui';
import { Control, Controller, FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField } from '../../shared/SelectField';
import type { CatalogueOptionsQuery } from '../../shared/gql/graphql';

interface BonusKindRowProps {
  control: Control<AdminBonusForm>;
  register: UseFormRegister<AdminBonusForm>;
  errors: FieldErrors<AdminBonusForm>;
  /** The companies to choose from; `failed` when they could not be loaded. */
  options: { companies?: CatalogueOptionsQuery['companies']; failed: boolean; retry: () => void };
}

/** What kind of offer it is: the bonus type, the company offering it and its risk. */
export function BonusKindRow({ control, register, errors, options }: BonusKindRowProps) {
  return (
    <div className="bonus-form__row">
      <SelectField label="Typ bonusu" error={errors.bonusType?.message} {...register('bonusType')}>
        {BONUS_TYPES.map((type) => (
          <option key={type} value={type}>
            {BONUS_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      {options.failed ? (
        // Companies and games come from one query: without them the form cannot be completed, so say so and offer a retry.
        <div className="ui-field bonus-form__options-failed">
          Společnost
          <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => options.retry()} />
        </div>
      ) : (
        // Controlled, so the saved company shows once the options arrive.
        <Controller
          control={control}
          name="companyId"
          render={({ field }) => (
            <SelectField label="Společnost" error={errors.companyId?.message} ref={field.ref} name={field.name} value={field.value ?? ''} onBlur={field.onBlur} onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}>
              <option value="">Vyberte společnost</option>
              {options.companies?.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </SelectField>
          )}
        />
      )}
      <SelectField label="Riziko" error={errors.riskCategory?.message} {...register('riskCategory')}>
        {RISK_CATEGORIES.map((category, index) => (
          <option key={category} value={category}>
            {index + 1} – {RISK_LABELS[index]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
