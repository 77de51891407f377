/**
 * The vocative of Czech first names, for greetings ("Dobré ráno, Petře"). Irregular names are listed;
 * the rest follow the first ending of the table that matches. A name no rule knows (foreign endings,
 * names already ending in a vowel other than -a) is returned unchanged, which always reads acceptably.
 */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  // The fleeting e of Pavel and Karel; -el of other names stays (Daniel → Danieli, like soft endings).
  pavel: 'pavle',
  karel: 'karle',
  daniel: 'danieli',
  marcel: 'marceli',
  michael: 'michaeli',
  emanuel: 'emanueli',
  samuel: 'samueli',
  // Women's names ending in a consonant do not change.
  dagmar: 'dagmar',
  ester: 'ester',
  karin: 'karin',
  miriam: 'miriam',
  ingrid: 'ingrid',
  nikol: 'nikol',
  carmen: 'carmen',
  rút: 'rút',
  edit: 'edit',
  judit: 'judit',
  beatrix: 'beatrix',
};

/** [ending of the lower-cased name, replacement], the first match wins. */
const ENDINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/něk$/, 'ňku'], // Zdeněk → Zdeňku
  [/děk$/, 'ďku'],
  [/těk$/, 'ťku'],
  [/([^aeiouyáéěíóúůý])ek$/, '$1ku'], // Marek → Marku, Radek → Radku
  [/a$/, 'o'], // Jana → Jano, Honza → Honzo
  [/([^aeiouyáéěíóúůý])r$/, '$1ře'], // Petr → Petře, Alexandr → Alexandře
  [/r$/, 're'], // Igor → Igore, Vladimír → Vladimíre
  [/([šžčřjťďňx])$/, '$1i'], // Tomáš → Tomáši, Ondřej → Ondřeji, Max → Maxi
  [/(ch|[khg])$/, '$1u'], // Vojtěch → Vojtěchu, Dominik → Dominiku
  [/([bdflmnptv])$/, '$1e'], // Jan → Jane, Jakub → Jakube, Michal → Michale
];

export function czechVocative(firstName: string): string {
  const name = firstName.trim();
  if (!name) return name;
  const lower = name.toLocaleLowerCase('cs');
  const vocative = EXCEPTIONS[lower] ?? ENDINGS.reduce<string | null>((found, [ending, replacement]) => found ?? (ending.test(lower) ? lower.replace(ending, replacement) : null), null) ?? lower;
  return matchCase(name, vocative);
}

/** The vocative of the first word of a member's name ("Petr Novák" → "Petře"). */
export function vocativeFirstName(fullName: string): string {
  return czechVocative(fullName.trim().split(/\s+/)[0] ?? '');
}

/** Keeps the letters the member typed and their case (PETR → PETŘE, Petr → Petře), changing only the ending. */
function matchCase(original: string, vocative: string): string {
  if (original.length > 1 && original === original.toLocaleUpperCase('cs')) return vocative.toLocaleUpperCase('cs');
  let common = 0;
  while (common < original.length && common < vocative.length && original[common].toLocaleLowerCase('cs') === vocative[common]) common += 1;
  return original.slice(0, common) + vocative.slice(common);
}
