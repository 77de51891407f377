import { czechDateInputValue, maskCzechDateInput, parseCzechDate } from './czech-date-input';

describe('parseCzechDate', () => {
  it('reads day, month and year in that order, with or without leading zeros and spaces', () => {
    for (const text of ['17.05.1990', '17.5.1990', '17. 5. 1990']) {
      const date = parseCzechDate(text)!;
      expect([date.getFullYear(), date.getMonth() + 1, date.getDate()]).toEqual([1990, 5, 17]);
    }
  });

  it('refuses what is not a calendar date or not day-month-year', () => {
    for (const text of ['', '1990-05-17', '05/17/1990', '31.04.1990', '29.02.2026', '17.05.90', '1.13.1990']) expect(parseCzechDate(text)).toBeNull();
    expect(parseCzechDate('29.02.2024')?.getDate()).toBe(29);
  });
});

describe('maskCzechDateInput', () => {
  it('puts the dots in as the digits are typed', () => {
    expect(['1', '17', '170', '1705', '17051', '17051990', '170519901'].map(maskCzechDateInput)).toEqual(['1', '17', '17.0', '17.05', '17.05.1', '17.05.1990', '17.05.1990']);
  });

  it('keeps typed dots and short parts, drops anything else', () => {
    expect(maskCzechDateInput('1.5.1990')).toBe('1.5.1990');
    expect(maskCzechDateInput('1. 5. 1990')).toBe('1.5.1990');
    expect(maskCzechDateInput('17.')).toBe('17.');
    expect(maskCzechDateInput('..1/a5')).toBe('15');
  });
});

describe('czechDateInputValue', () => {
  it('fills a day-month-year field with the Prague date, padded, and reads back as the same day', () => {
    expect(czechDateInputValue(new Date('2019-03-04T23:30:00Z'))).toBe('05.03.2019');
    expect(czechDateInputValue(new Date('2025-06-30T12:00:00Z'))).toBe('30.06.2025');
    expect(parseCzechDate(czechDateInputValue(new Date('2025-06-30T12:00:00Z')))?.getDate()).toBe(30);
  });
});
