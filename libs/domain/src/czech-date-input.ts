import { pragueCalendarDate } from './calendar-dates';

/**
 * Dates typed day-month-year whatever the browser's language ("17.05.1990", "1. 5. 1990"), instead of a
 * date picker that follows the browser's locale.
 */
export const CZECH_DATE_PLACEHOLDER = 'DD.MM.RRRR';

/** A calendar date from "D.M.RRRR" (spaces allowed, one or two digits for day and month); null when it is not one. */
export function parseCzechDate(value: string): Date | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value.replace(/\s/g, ''));
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * What the date field shows while typing: digits and dots only, a dot added once a two-digit day or
 * month is followed by another digit ("17051990" → "17.05.1990"), so deleting a dot is not undone.
 */
export function maskCzechDateInput(raw: string): string {
  const parts = [''];
  for (const char of raw) {
    const last = parts.length - 1;
    if (/\d/.test(char)) {
      if (parts[last].length < (last < 2 ? 2 : 4)) parts[last] += char;
      else if (last < 2) parts.push(char);
    } else if (char === '.' && parts[last] !== '' && last < 2) parts.push('');
  }
  return parts.join('.');
}

/** A moment's Prague calendar date as the day-month-year field shows it, e.g. "05.03.2019". */
export function czechDateInputValue(at: Date): string {
  const { year, month, day } = pragueCalendarDate(at);
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}
