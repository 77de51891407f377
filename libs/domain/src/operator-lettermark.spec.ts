import { LETTERMARK_COLOURS, operatorLettermark } from './operator-lettermark';

/** WCAG relative luminance and contrast, to prove every tile colour carries white text at AA. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('operatorLettermark', () => {
  it('takes the initials of the first two words', () => {
    expect(operatorLettermark('Komerční banka').letters).toBe('KB');
    expect(operatorLettermark('Tipsport').letters).toBe('T');
    expect(operatorLettermark('ČSOB').letters).toBe('Č');
    expect(operatorLettermark('Air Bank a.s.').letters).toBe('AB');
    expect(operatorLettermark('  ').letters).toBe('?');
  });

  it('derives the colour from the name alone, the same every time', () => {
    expect(operatorLettermark('Fio banka').colour).toBe(operatorLettermark('Fio banka').colour);
    expect(operatorLettermark('Fio banka').colour).toBe(operatorLettermark(' fio BANKA ').colour);
    const colours = new Set(['Air Bank', 'ČSOB', 'Fio banka', 'Komerční banka', 'Tipsport', 'UniCredit', 'Fortuna', 'Chance'].map((name) => operatorLettermark(name).colour));
    expect(colours.size).toBeGreaterThan(3);
  });

  it('uses only colours that keep white letters at AA contrast', () => {
    for (const colour of LETTERMARK_COLOURS) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });
});
