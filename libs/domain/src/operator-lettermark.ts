/**
 * Tile colours for operators without a logo: each carries white text at WCAG AA contrast (at least 4.5:1)
 * in both themes, since the tile brings its own background.
 */
export const LETTERMARK_COLOURS = ['#1d4ed8', '#047857', '#b91c1c', '#6d28d9', '#a16207', '#0e7490', '#be185d', '#4d7c0f', '#c2410c', '#334155'] as const;

/**
 * An operator (bank, casino) without a logo as a lettermark: the initials of its first two words
 * ("Komerční banka" → "KB", "Tipsport" → "T") on a colour that always follows from the name.
 */
export function operatorLettermark(name: string): { letters: string; colour: string } {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toLocaleUpperCase('cs-CZ');
  let hash = 0;
  for (const char of name.trim().toLocaleLowerCase('cs-CZ')) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return { letters: letters || '?', colour: LETTERMARK_COLOURS[hash % LETTERMARK_COLOURS.length] };
}
