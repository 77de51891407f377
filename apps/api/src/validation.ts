import type { z } from 'zod';
import { DomainError, fieldErrors, findUnstorableText, VALIDATION_MESSAGES } from '@bonus/domain';

/** Validates transport input against a libs/domain schema; bad input is a 400 naming each field. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new DomainError('VALIDATION_FAILED', { fields: fieldErrors(schema, input) });
  assertStorableText(result.data);
  return result.data;
}

/** Refuses input holding text the database cannot store (NUL, a lone surrogate) before anything changes. */
export function assertStorableText(input: unknown): void {
  const field = findUnstorableText(input);
  if (field !== null) throw new DomainError('VALIDATION_FAILED', { fields: { [field || '_form']: VALIDATION_MESSAGES.controlCharacters } });
}

/**
 * The text to show for an error: the first field's message for bad input, else a message written for
 * this very case (why this member may not claim this offer), else the catalogue text.
 */
export function errorText(error: DomainError): string {
  const details = error.details as { fields?: Record<string, string>; userMessage?: unknown } | undefined;
  const userMessage = typeof details?.userMessage === 'string' ? details.userMessage : undefined;
  return (details?.fields && Object.values(details.fields)[0]) || userMessage || error.message;
}

export function errorFields(error: DomainError): Record<string, string> | undefined {
  return (error.details as { fields?: Record<string, string> } | undefined)?.fields;
}

/** A reason meant for the person (e.g. why a withdrawal failed), shown beside the catalogue text. */
export function errorReason(error: DomainError): string | undefined {
  const reason = (error.details as { userReason?: unknown } | undefined)?.userReason;
  return typeof reason === 'string' ? reason : undefined;
}
