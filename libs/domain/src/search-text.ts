import { z } from 'zod';
import { TEXT_LIMITS, textTooLong } from './input-bounds';

/** What an admin types into a list's search: trimmed, at most TEXT_LIMITS.search characters, '' for none. */
export const searchTextSchema = z.string().trim().max(TEXT_LIMITS.search, { error: textTooLong(TEXT_LIMITS.search) }).optional().default('');

/** LIKE pattern for a search text: its own % and _ match literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Text as a search compares it: lower case, accents dropped ("Žlutý" → "zluty"), so "zluty" finds "Žlutý". */
export function foldDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('cs');
}

/**
 * The Czech (and Slovak) accented letters and their plain twins, for SQL `translate(lower(column), FROM, TO)`,
 * which folds a column as `foldDiacritics` folds the search text (no unaccent extension needed).
 */
export const SQL_ACCENT_FOLD = { from: 'áäčďéěíĺľňóôöŕřšťúůüýž', to: 'aacdeeillnooorrstuuuyz' } as const;
