import { FieldErrors, fieldErrors } from '@bonus/domain';
import type { z } from 'zod';
import { FormEvent, useState } from 'react';

interface ContentFormOptions<Draft, Write> {
  initial: Draft;
  /** The draft as the mutation's input and as the shared schema validates it (snake_case). */
  toInput: (draft: Draft) => { write: Write; validated: unknown };
  schema: z.ZodType;
  save: (write: Write) => Promise<unknown>;
  onSaved: () => void;
}

/**
 * One content form's state: the draft, field errors from the domain schema the server also uses, and
 * a failed save that keeps what was typed.
 */
export function useContentForm<Draft, Write>({ initial, toInput, schema, save, onSaved }: ContentFormOptions<Draft, Write>) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const [failed, setFailed] = useState(false);
  /** An onChange handler that copies a text control's value into one field of the draft. */
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { write, validated } = toInput(draft);
    const found = fieldErrors(schema, validated);
    setErrors(found);
    if (found) return;
    setFailed(false);
    try {
      await save(write);
      onSaved();
    } catch {
      setFailed(true);
    }
  };
  return { draft, setDraft, set, errors, failed, submit };
}
