import { ComponentPropsWithRef, ReactNode } from 'react';
import { useFieldIds } from './field-ids';

interface FieldProps {
  label: string;
  error?: string;
}

function FieldShell({ label, error, inputId, errorId, children }: FieldProps & { inputId: string; errorId: string; children: ReactNode }) {
  return (
    <div className="ui-field">
      <label htmlFor={inputId}>{label}</label>
      {children}
      {error && (
        <span id={errorId} className="ui-field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled input whose error is tied to it for screen readers. */
export function TextField({ label, error, id, ...props }: FieldProps & ComponentPropsWithRef<'input'>) {
  const { inputId, errorId, controlProps } = useFieldIds(id, error);
  return (
    <FieldShell label={label} error={error} inputId={inputId} errorId={errorId}>
      <input {...controlProps} {...props} />
    </FieldShell>
  );
}

/** The multi-line twin of TextField. */
export function TextArea({ label, error, id, rows = 4, ...props }: FieldProps & ComponentPropsWithRef<'textarea'>) {
  const { inputId, errorId, controlProps } = useFieldIds(id, error);
  return (
    <FieldShell label={label} error={error} inputId={inputId} errorId={errorId}>
      <textarea rows={rows} {...controlProps} {...props} />
    </FieldShell>
  );
}
