import { useMemo, useState } from 'react';
import { DefaultValues, FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../shared/form-schema';

interface ContentFormOptions<Draft extends FieldValues, Write> {
  initial: Draft;
  /** Checks the draft as typed by the rules of the shared input schema (content-form-schemas). */
  schema: z.ZodType<unknown, FieldValues>;
  /** The checked draft as the mutation's input. */
  toWrite: (draft: Draft) => Write;
  save: (write: Write) => Promise<unknown>;
  onSaved: () => void;
}

/**
 * One content form: react-hook-form over the draft, field errors from the domain rules the server also
 * uses (focus goes to the first), and a failed save that keeps what was typed.
 */
export function useContentForm<Draft extends FieldValues, Write>({ initial, schema, toWrite, save, onSaved }: ContentFormOptions<Draft, Write>) {
  const resolver = useMemo(() => formResolver<Draft>(schema), [schema]);
  const form = useForm<Draft>({ resolver, defaultValues: initial as DefaultValues<Draft> });
  const [failed, setFailed] = useState(false);

  const submit = form.handleSubmit(async (draft) => {
    setFailed(false);
    try {
      await save(toWrite(draft));
      onSaved();
    } catch {
      setFailed(true);
    }
  });
  return { ...form, errors: form.formState.errors, failed, submit };
}
