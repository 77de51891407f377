import { graphqlError } from '@bonus/client';
import { type ErrorCode, errorMessage } from '@bonus/domain';

/**
 * Refusals of a step or a completion whose own words tell the member why (the offer may not be claimed, a
 * casino pause, the bonus's state); any other failure reads as the action's general failure.
 */
const SAID_REFUSALS = new Set<string>([
  'BONUS_NOT_ELIGIBLE',
  'CASINO_PAUSED',
  'SELF_EXCLUSION_DECLARATION_MISSING',
  'BONUS_NOT_STARTED',
  'BONUS_ENDED',
  'BONUS_STEP_OUT_OF_ORDER',
  'BONUS_STEPS_UNFINISHED',
  'BONUS_HIDDEN',
  'BONUS_ALREADY_COMPLETED',
]);

/** What to tell the member when a bonus action failed with `error`. */
export function bonusRefusalText(error: unknown, failure: ErrorCode): string {
  const refusal = graphqlError(error);
  return refusal?.code && SAID_REFUSALS.has(refusal.code) ? refusal.message : errorMessage(failure);
}
