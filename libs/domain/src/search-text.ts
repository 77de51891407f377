import { z } from 'zod';
import { TEXT_LIMITS, textTooLong } from './input-bounds';

/** What an admin types into a list's search: trimmed, at most TEXT_LIMITS.search characters, '' for none. */
export const searchTextSchema = z.string().trim().max(TEXT_LIMITS.search, { error: textTooLong(TEXT_LIMITS.search) }).optional().default('');

/** LIKE pattern for a search text: its own % and _ match literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
