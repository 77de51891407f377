import { czechVocative, vocativeFirstName } from './czech-vocative';

describe('czechVocative', () => {
  it.each([
    ['Petr', 'Petře'], ['Pavel', 'Pavle'], ['Karel', 'Karle'], ['Jan', 'Jane'], ['Martin', 'Martine'], ['Tomáš', 'Tomáši'],
    ['Lukáš', 'Lukáši'], ['Jiří', 'Jiří'], ['Marek', 'Marku'], ['Michal', 'Michale'], ['Jakub', 'Jakube'], ['Ondřej', 'Ondřeji'],
    ['Aleš', 'Aleši'], ['Jana', 'Jano'], ['Eva', 'Evo'], ['Marie', 'Marie'], ['Lucie', 'Lucie'], ['Petra', 'Petro'],
    ['Kateřina', 'Kateřino'], ['Tereza', 'Terezo'], ['Zdeněk', 'Zdeňku'], ['Radek', 'Radku'], ['Vojtěch', 'Vojtěchu'],
    ['Honza', 'Honzo'], ['Dagmar', 'Dagmar'], ['Daniel', 'Danieli'], ['David', 'Davide'], ['Filip', 'Filipe'], ['Josef', 'Josefe'],
    ['Adam', 'Adame'], ['Václav', 'Václave'], ['Dominik', 'Dominiku'], ['Igor', 'Igore'], ['Vladimír', 'Vladimíre'],
    ['Alexandr', 'Alexandře'], ['Matěj', 'Matěji'], ['Max', 'Maxi'], ['Jindřich', 'Jindřichu'], ['René', 'René'], ['Hugo', 'Hugo'],
    ['Ester', 'Ester'], ['Karin', 'Karin'], ['Klaus', 'Klaus'], ['Zoë', 'Zoë'], ['Yuki', 'Yuki'],
  ])('%s → %s', (name, vocative) => {
    expect(czechVocative(name)).toBe(vocative);
  });

  it('keeps the case the member typed and ignores surrounding spaces', () => {
    expect(czechVocative('PETR')).toBe('PETŘE');
    expect(czechVocative('petr')).toBe('petře');
    expect(czechVocative('  Jana ')).toBe('Jano');
    expect(czechVocative('')).toBe('');
  });

  it('uses the first word of a full name', () => {
    expect(vocativeFirstName('Petr Novák')).toBe('Petře');
    expect(vocativeFirstName(' Kateřina  Svobodová')).toBe('Kateřino');
    expect(vocativeFirstName('')).toBe('');
  });
});
