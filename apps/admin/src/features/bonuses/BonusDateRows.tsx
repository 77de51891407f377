import { AdminBonusForm } from '@bonus/domain';
import { DateTimeField } from '@bonus/ui';
import { Control, Controller, FieldErrors } from 'react-hook-form';

/** Validity and visibility, each window on its own row; a window's start re-checks its end. */
const DATE_ROWS = [
  [
    ['startTimestamp', 'Začátek platnosti', ['endTimestamp']],
    ['endTimestamp', 'Konec platnosti', []],
  ],
  [
    ['visibilityStartTimestamp', 'Zobrazit od (nepovinné)', ['visibilityEndTimestamp']],
    ['visibilityEndTimestamp', 'Zobrazit do (nepovinné)', []],
  ],
] as const;

/** The bonus form's date fields: day-month-year and time in the inputs (the admin's time zone), unix seconds in the form. */
export function BonusDateRows({ control, errors }: { control: Control<AdminBonusForm>; errors: FieldErrors<AdminBonusForm> }) {
  return DATE_ROWS.map((fields) => (
    <div key={fields[0][0]} className="bonus-form__row">
      {fields.map(([key, label, deps]) => (
        <Controller
          key={key}
          control={control}
          name={key}
          rules={{ deps: [...deps] }}
          render={({ field }) => (
            <DateTimeField label={label} ref={field.ref} name={field.name} seconds={field.value} error={errors[key]?.message} onBlur={field.onBlur} onSeconds={field.onChange} />
          )}
        />
      ))}
    </div>
  ));
}
