import { AdminBonusForm, localInputToSeconds, secondsToLocalInput } from '@bonus/domain';
import { TextField } from '@bonus/ui';
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

/** The bonus form's date fields: local date and time in the inputs, unix seconds in the form. */
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
            <TextField
              label={label}
              type="datetime-local"
              ref={field.ref}
              name={field.name}
              value={secondsToLocalInput(field.value)}
              error={errors[key]?.message}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(localInputToSeconds(e.target.value))}
            />
          )}
        />
      ))}
    </div>
  ));
}
