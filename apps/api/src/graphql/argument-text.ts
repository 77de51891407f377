import type { MiddlewareFn } from 'type-graphql';
import { DomainError, findText, TEXT_LIMITS, textTooLong } from '@bonus/domain';
import { assertStorableText } from '../validation';

/** The longest text any field takes; each resolver's schema then holds its own field to its use. */
const LONGEST_TEXT = TEXT_LIMITS.newsletter;

/**
 * Refuses, before any resolver runs, arguments holding text the database cannot store (NUL, a lone
 * surrogate) or longer than any field takes, however the resolver validates the rest.
 */
export const checkArgumentText: MiddlewareFn = ({ args, info }, next) => {
  // Runs for every operation and field resolver; those called without arguments cost nothing here.
  if (!info.fieldNodes[0]?.arguments?.length) return next();
  assertStorableText(args);
  const field = findText(args, (text) => text.length > LONGEST_TEXT);
  if (field !== null) throw new DomainError('VALIDATION_FAILED', { fields: { [field || '_form']: textTooLong(LONGEST_TEXT) } });
  return next();
};
