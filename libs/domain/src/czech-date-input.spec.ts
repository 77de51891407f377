import { czechDateInputValue, czechDateTimeInputValue, czechDateToIso, czechDayText, optionalCzechDayText, maskCzechDateInput, maskCzechDateTimeInput, parseCzechDate, parseCzechDateTime } from './czech-date-input';

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

describe('parseCzechDateTime', () => {
  it('reads day, month, year, hours and minutes in the browser time zone', () => {
    for (const text of ['17.05.2024 14:30', '17.5.2024 14:30', '17. 5. 2024  14:30', ' 17.05.2024 14:30 ']) {
      const at = parseCzechDateTime(text)!;
      expect([at.getFullYear(), at.getMonth() + 1, at.getDate(), at.getHours(), at.getMinutes()]).toEqual([2024, 5, 17, 14, 30]);
    }
    expect(parseCzechDateTime('01.01.2024 0:05')?.getMinutes()).toBe(5);
  });

  it('refuses what is not a moment: no time, a day or time that does not exist, another order', () => {
    for (const text of ['', '17.05.2024', '17.05.2024 14', '31.04.2024 10:00', '17.05.2024 24:00', '17.05.2024 10:60', '2024-05-17T14:30', '17.05.2024 14:3']) {
      expect(parseCzechDateTime(text)).toBeNull();
    }
  });

  it('reads back what czechDateTimeInputValue shows', () => {
    const at = new Date(2025, 0, 5, 8, 5);
    expect(czechDateTimeInputValue(at)).toBe('05.01.2025 08:05');
    expect(parseCzechDateTime(czechDateTimeInputValue(at))?.getTime()).toBe(at.getTime());
  });
});

describe('maskCzechDateTimeInput', () => {
  it('puts the dots, the space and the colon in as the digits are typed', () => {
    const typed = ['1705', '17052024', '170520241', '1705202414', '17052024143', '170520241430', '1705202414301'];
    expect(typed.map(maskCzechDateTimeInput)).toEqual(['17.05', '17.05.2024', '17.05.2024 1', '17.05.2024 14', '17.05.2024 14:3', '17.05.2024 14:30', '17.05.2024 14:30']);
  });

  it('keeps typed separators in their places and short parts, drops anything else', () => {
    expect(maskCzechDateTimeInput('1.5.2024 9:05')).toBe('1.5.2024 9:05');
    expect(maskCzechDateTimeInput('17. 05. 2024 14:30')).toBe('17.05.2024 14:30');
    expect(maskCzechDateTimeInput('17:05 2024.')).toBe('17.05.2024');
  });
});

describe('czechDateToIso', () => {
  it('gives the day as the api takes it, or null', () => {
    expect(czechDateToIso('1.5.2024')).toBe('2024-05-01');
    expect(czechDateToIso('29.02.2026')).toBeNull();
    expect(czechDateToIso('2024-05-01')).toBeNull();
  });
});

describe('day fields in form schemas', () => {
  it('take a date typed day-month-year, and say in Czech what else is wrong; the optional one takes empty too', () => {
    expect(czechDayText.safeParse('1.5.2024').success).toBe(true);
    expect(czechDayText.safeParse('').error?.issues[0].message).toBe('Zadejte datum ve tvaru DD.MM.RRRR, např. 17.05.2024.');
    expect(czechDayText.safeParse('2024-05-01').error?.issues[0].message).toBe('Zadejte datum ve tvaru DD.MM.RRRR, např. 17.05.2024.');
    expect(optionalCzechDayText.safeParse(' ').success).toBe(true);
    expect(optionalCzechDayText.safeParse('31.02.2030').error?.issues[0].message).toBe('Zadejte datum ve tvaru DD.MM.RRRR, např. 17.05.2024.');
  });
});
