import { ComponentPropsWithRef } from 'react';
import { useFieldIds } from './field-ids';

interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  error?: string;
}

/** A labelled input whose error is tied to it for screen readers. */
export function TextField({ label, error, id, ...props }: TextFieldProps) {
  const { inputId, errorId, controlProps } = useFieldIds(id, error);
  return (
    <div className="ui-field">
      <label htmlFor={inputId}>{label}</label>
      <input {...controlProps} {...props} />
      {error && (
        <span id={errorId} className="ui-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
