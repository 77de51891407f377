/** Company names Czech declines in a way the feminine rule below does not cover. */
const GENITIVE_EXCEPTIONS: Readonly<Record<string, string>> = { Tipsport: 'Tipsportu', Betano: 'Betana', Kingsbet: 'Kingsbetu', Grandwin: 'Grandwinu' };

/**
 * A company name after "u" ("účet u České spořitelny"): feminine words in -á/-a decline (Česká spořitelna → České
 * spořitelny, Fio banka → Fio banky, Fortuna → Fortuny); abbreviations and foreign names stay as written (ČSOB, Air Bank).
 */
export function companyGenitive(name: string): string {
  if (GENITIVE_EXCEPTIONS[name]) return GENITIVE_EXCEPTIONS[name];
  return name
    .split(' ')
    .map((word) => (word !== word.toLowerCase() && word === word.toUpperCase() ? word : word.replace(/á$/, 'é').replace(/([bdfklmnprstvz])a$/, '$1y')))
    .join(' ');
}
