import { statementImportSummary } from './bank-statement-summary';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('statementImportSummary', () => {
  it('agrees the verb and the adjective with the count of new entries', () => {
    expect(plain(statementImportSummary(1, 0))).toBe('Načten 1 nový pohyb.');
    expect(plain(statementImportSummary(3, 0))).toBe('Načteny 3 nové pohyby.');
    expect(plain(statementImportSummary(5, 3))).toBe('Načteno 5 nových pohybů, 3 už jste nahráli dříve.');
    expect(plain(statementImportSummary(1250, 1))).toBe('Načteno 1 250 nových pohybů, 1 už jste nahráli dříve.');
  });

  it('says when a statement added nothing new, or held nothing at all', () => {
    expect(plain(statementImportSummary(0, 5))).toBe('Nic nového: 5 pohybů z výpisu už jste nahráli dříve.');
    expect(plain(statementImportSummary(0, 2))).toBe('Nic nového: 2 pohyby z výpisu už jste nahráli dříve.');
    expect(statementImportSummary(0, 0)).toBe('Výpis neobsahuje žádné zaúčtované pohyby.');
  });
});
