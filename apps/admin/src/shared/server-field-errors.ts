import { graphqlError } from '@bonus/client';
import type { FieldErrors } from '@bonus/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Shows the server's field errors (named as the shared domain schema names them) under the form's own
 * fields and focuses the first. `fieldOf` names the form field for a schema name, or nothing when the
 * form has none (the message is then only in the form's summary).
 */
export function showServerFieldErrors<Form extends FieldValues>(error: unknown, setError: UseFormSetError<Form>, fieldOf: (name: string) => Path<Form> | null | undefined): void {
  const fields = (graphqlError(error)?.extensions.fields ?? {}) as FieldErrors;
  const shown = Object.entries(fields).flatMap(([name, message]) => {
    const field = fieldOf(name);
    return field && message ? [{ field, message }] : [];
  });
  shown.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
}
