import { z } from 'zod';

/** Field → first message, the shape every form screen shows under its inputs. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** Runs a zod schema and keeps the first message of each field; null when the input is valid. */
export function fieldErrors<T>(schema: z.ZodType<T>, input: unknown): FieldErrors | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** RFC 5321's limit for an address. */
export const MAX_EMAIL_LENGTH = 254;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => value.trim().length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value.trim());

/**
 * An e-mail input: trimmed, then required and the same test as isEmail, as checks that /openapi.json
 * carries (minLength, maxLength, format email) rather than a refinement it cannot describe.
 */
export const emailInput = (messages: { required: string; invalid: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(MAX_EMAIL_LENGTH, { error: messages.invalid })
    .check(z.email({ pattern: EMAIL_PATTERN, error: messages.invalid }));

/** 8+ characters with a lowercase and an uppercase letter, a digit and a special character. */
export function isStrongPassword(value: string): boolean {
  return value.length >= 8 && /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value) && /\p{Nd}/u.test(value) && /[^\p{L}\p{Nd}\s]/u.test(value);
}
