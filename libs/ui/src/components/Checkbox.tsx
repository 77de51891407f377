import { ComponentPropsWithRef, ReactNode, useId } from 'react';

interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** A checkbox with its label and an error tied to it for screen readers. */
export function Checkbox({ label, error, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="ui-checkbox">
      <input id={inputId} type="checkbox" aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} {...props} />
      <label htmlFor={inputId}>{label}</label>
      {error && (
        <span id={errorId} className="ui-field__error ui-checkbox__error">
          {error}
        </span>
      )}
    </div>
  );
}
