import { csvField, excelCsv } from './csv';

describe('CSV for Czech Excel', () => {
  it('quotes separators and quotes, defuses formulas, and keeps negative numbers as numbers', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('-300')).toBe('-300');
    expect(csvField('-12.5')).toBe('-12.5');
    expect(excelCsv(['A', 'B'], [['1', 'x;y']])).toBe('\uFEFFA;B\r\n1;"x;y"\r\n');
  });
});
