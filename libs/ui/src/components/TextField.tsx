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

/**
 * A labelled input whose error is tied to it for screen readers. A `unit` (Kč, %, ×) shows at the input's
 * end and is read with it as its description.
 */
export function TextField({ label, error, id, unit, ...props }: FieldProps & { unit?: string } & ComponentPropsWithRef<'input'>) {
  const { inputId, errorId, controlProps } = useFieldIds(id, error);
  if (!unit) {
    return (
      <FieldShell label={label} error={error} inputId={inputId} errorId={errorId}>
        <input {...controlProps} {...props} />
      </FieldShell>
    );
  }
  const unitId = `${inputId}-unit`;
  const describedBy = [unitId, controlProps['aria-describedby']].filter(Boolean).join(' ');
  return (
    <FieldShell label={label} error={error} inputId={inputId} errorId={errorId}>
      <span className="ui-field__with-unit">
        <input {...controlProps} aria-describedby={describedBy} {...props} />
        <span id={unitId} className="ui-field__unit">
          {unit}
        </span>
      </span>
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
