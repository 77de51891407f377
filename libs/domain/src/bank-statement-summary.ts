import { czechPlural, formatCount, PluralForms } from './czech-plural';

const LOADED: PluralForms = { one: 'Načten', few: 'Načteny', other: 'Načteno' };
const NEW_ENTRIES: PluralForms = { one: 'nový pohyb', few: 'nové pohyby', other: 'nových pohybů' };
const ENTRIES: PluralForms = { one: 'pohyb', few: 'pohyby', other: 'pohybů' };

/**
 * What an import of a statement did, in one Czech sentence: "Načteno 5 nových pohybů, 3 už jste nahráli dříve.",
 * "Nic nového: 5 pohybů z výpisu už jste nahráli dříve." (the verb and the adjective agree with the count).
 */
export function statementImportSummary(imported: number, duplicates: number): string {
  if (imported === 0 && duplicates === 0) return 'Výpis neobsahuje žádné zaúčtované pohyby.';
  if (imported === 0) return `Nic nového: ${formatCount(duplicates, ENTRIES)} z výpisu už jste nahráli dříve.`;
  const loaded = `${czechPlural(imported, LOADED)} ${formatCount(imported, NEW_ENTRIES)}`;
  return duplicates === 0 ? `${loaded}.` : `${loaded}, ${duplicates.toLocaleString('cs-CZ')} už jste nahráli dříve.`;
}
