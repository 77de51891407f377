import { RemoveTypenameFromVariablesLink } from '@apollo/client/link/remove-typename';

/**
 * Forms edit what they read, and what Apollo reads carries `__typename`; an input type has no such
 * field, so the api would refuse the whole mutation. One link drops it from every operation's
 * variables, so no form has to remember to.
 */
export function stripTypenameLink(): RemoveTypenameFromVariablesLink {
  return new RemoveTypenameFromVariablesLink();
}
