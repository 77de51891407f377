import { DomainError } from './errors';

/**
 * Whether a bonus is a draft after the admin saves it: a new one when asked to be; an existing draft
 * until it is published (`requested` false); a bonus once published never becomes a draft again.
 * Omitted, a new bonus is published and an edited one keeps its state (callers that know no drafts).
 */
export function isDraftAfterSave(current: { draft: boolean } | null, requested: boolean | undefined): boolean {
  if (current === null) return requested ?? false;
  if (requested === true && !current.draft) throw new DomainError('BONUS_ALREADY_PUBLISHED');
  return requested ?? current.draft;
}

/** What the back office says once a draft is published, from the form or from the list. */
export const BONUS_PUBLISHED_NOTICE = 'Bonus byl zveřejněn.';
