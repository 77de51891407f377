import { ComponentPropsWithRef, ReactNode } from 'react';
import { useFieldIds } from './field-ids';

interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** A checkbox with its label and an error tied to it for screen readers. */
export function Checkbox({ label, error, id, ...props }: CheckboxProps) {
  const { inputId, errorId, controlProps } = useFieldIds(id, error);
  return (
    <div className="ui-checkbox">
      <input {...controlProps} type="checkbox" {...props} />
      <label htmlFor={inputId}>{label}</label>
      {error && (
        <span id={errorId} className="ui-field__error ui-checkbox__error">
          {error}
        </span>
      )}
    </div>
  );
}
