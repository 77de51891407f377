import { ComponentPropsWithRef, useId } from 'react';

/** A labelled select whose error is tied to it for screen readers: the select twin of @bonus/ui's TextField. */
export function SelectField({ label, error, id, children, ...props }: { label: string; error?: string } & ComponentPropsWithRef<'select'>) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className="ui-field">
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} {...props}>
        {children}
      </select>
      {error && (
        <span id={errorId} className="ui-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
