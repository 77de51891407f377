import { useId } from 'react';

/** Ids tying a form control to its error text, so screen readers read the error with the field. */
export function useFieldIds(id: string | undefined, error: string | undefined) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return { inputId, errorId, controlProps: { id: inputId, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined } };
}
