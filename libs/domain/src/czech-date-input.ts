import { z } from 'zod';
import { isoCalendarDate, pragueCalendarDate } from './calendar-dates';

/**
 * Dates typed day-month-year whatever the browser's language ("17.05.1990", "1. 5. 1990"), instead of a
 * date picker that follows the browser's locale.
 */
export const CZECH_DATE_PLACEHOLDER = 'DD.MM.RRRR';
/** A moment typed day-month-year and hours:minutes, in the browser's time zone. */
export const CZECH_DATE_TIME_PLACEHOLDER = 'DD.MM.RRRR HH:MM';

/** What a day field says when its text is not a date. */
export const CZECH_DATE_MESSAGE = `Zadejte datum ve tvaru ${CZECH_DATE_PLACEHOLDER}, např. 17.05.2024.`;
/** What a date-and-time field says when its text is not one. */
export const CZECH_DATE_TIME_MESSAGE = `Zadejte datum a čas ve tvaru ${CZECH_DATE_TIME_PLACEHOLDER}, např. 17.05.2024 14:30.`;

/** A calendar date from "D.M.RRRR" (spaces allowed, one or two digits for day and month); null when it is not one. */
export function parseCzechDate(value: string): Date | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value.replace(/\s/g, ''));
  return match ? localMoment(Number(match[3]), Number(match[2]), Number(match[1]), 0, 0) : null;
}

/** A moment from "D.M.RRRR H:MM" in the browser's time zone; null when it is not one. */
export function parseCzechDateTime(value: string): Date | null {
  const match = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})\s+(\d{1,2}):(\d{2})$/.exec(value.trim());
  return match ? localMoment(Number(match[3]), Number(match[2]), Number(match[1]), Number(match[4]), Number(match[5])) : null;
}

/** The local moment, or null when the parts do not make one (31 April, 24:00, 10:60). */
function localMoment(year: number, month: number, day: number, hours: number, minutes: number): Date | null {
  const date = new Date(year, month - 1, day, hours, minutes);
  const exact = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day && date.getHours() === hours && date.getMinutes() === minutes;
  return exact ? date : null;
}

/** Digits in parts of at most these widths, and the separator typed (or put) before each next part. */
const DATE_PARTS = { widths: [2, 2, 4], separators: ['.', '.'] };
const DATE_TIME_PARTS = { widths: [2, 2, 4, 2, 2], separators: ['.', '.', ' ', ':'] };

/**
 * What a masked field shows while typing: digits and separators only, the separator added once a
 * full part is followed by another digit ("17051990" → "17.05.1990"), so deleting a separator is not undone.
 */
function masked(raw: string, { widths, separators }: { widths: number[]; separators: string[] }): string {
  const parts = [''];
  for (const char of raw) {
    const last = parts.length - 1;
    if (/\d/.test(char)) {
      if (parts[last].length < widths[last]) parts[last] += char;
      else if (last < separators.length) parts.push(char);
    } else if (char === separators[last] && parts[last] !== '') parts.push('');
  }
  return parts.reduce((text, part, index) => (index === 0 ? part : `${text}${separators[index - 1]}${part}`), '');
}

/** What the day field shows while typing ("17051990" → "17.05.1990"). */
export const maskCzechDateInput = (raw: string): string => masked(raw, DATE_PARTS);

/** What the date-and-time field shows while typing ("170519901430" → "17.05.1990 14:30"). */
export const maskCzechDateTimeInput = (raw: string): string => masked(raw, DATE_TIME_PARTS);

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment's Prague calendar date as the day-month-year field shows it, e.g. "05.03.2019". */
export function czechDateInputValue(at: Date): string {
  const { year, month, day } = pragueCalendarDate(at);
  return `${pad(day)}.${pad(month)}.${year}`;
}

/** A moment as the date-and-time field shows it in the browser's time zone, e.g. "05.03.2019 08:05". */
export function czechDateTimeInputValue(at: Date): string {
  return `${pad(at.getDate())}.${pad(at.getMonth() + 1)}.${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A day typed day-month-year as the api takes days (RRRR-MM-DD); null when it is not one. */
export function czechDateToIso(value: string): string | null {
  const date = parseCzechDate(value);
  return date && isoCalendarDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}

/** A day field's text in a form schema: a date typed day-month-year, else CZECH_DATE_MESSAGE. */
export const czechDayText = z.string().refine((text) => parseCzechDate(text) !== null, { error: CZECH_DATE_MESSAGE });
/** The same for an optional day: empty is no day. */
export const optionalCzechDayText = z.string().refine((text) => text.trim() === '' || parseCzechDate(text) !== null, { error: CZECH_DATE_MESSAGE });

/**
 * A date-and-time field's text as the unix seconds a form keeps: null when empty, NaN while it is not a
 * moment (so that the form can say so instead of taking it as empty).
 */
export function czechDateTimeToSeconds(text: string): number | null {
  if (text.trim() === '') return null;
  const at = parseCzechDateTime(text);
  return at ? Math.floor(at.getTime() / 1000) : Number.NaN;
}

/** Unix seconds as the date-and-time field shows them; empty for none. */
export function secondsToCzechDateTime(seconds: number | null): string {
  return seconds === null || Number.isNaN(seconds) ? '' : czechDateTimeInputValue(new Date(seconds * 1000));
}
