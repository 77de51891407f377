import { CalendarDate, pragueCalendarDate, wholeYearsOld } from './calendar-dates';

/** Members must be adults (spec sections 1 and 9; gambling law: no one under 18 takes part). */
export const MINIMUM_AGE = 18;

/**
 * Adult on the Prague day of `now`: 18 full years by the birthday, not by the difference of calendar
 * years. Born on 29 February, one comes of age on 28 February of a common year (wholeYearsOld).
 */
export function isAdult(birthDate: CalendarDate, now: Date): boolean {
  return wholeYearsOld(birthDate, pragueCalendarDate(now)) >= MINIMUM_AGE;
}

/** The calendar date a date input meant (a local midnight). */
export function localCalendarDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** The calendar date a birth_timestamp carries: its UTC day, as the web sends it and the database stores it. */
export function utcCalendarDate(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Parses "YYYY-MM-DD" (a date input's value) as a calendar date; null when it is not one. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}
