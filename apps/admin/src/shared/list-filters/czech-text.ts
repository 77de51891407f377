import { foldDiacritics } from '@bonus/domain';

/** Czech alphabetical order ("Č" after "C", "ch" after "h"), for sorting list rows by their names. */
export const czechCollator = new Intl.Collator('cs');

/** Whether every word of `search` occurs in `text`, accents and case ignored ("zluty" finds "Žlutý kůň"). */
export function matchesSearch(text: string, search: string): boolean {
  const haystack = foldDiacritics(text);
  return foldDiacritics(search).split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
}
