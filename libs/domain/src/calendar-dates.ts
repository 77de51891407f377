/** Calendar dates (no time of day) for rules counted in months and years: account windows, ages. */
export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const pragueParts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Prague calendar date of a moment. */
export function pragueCalendarDate(at: Date): CalendarDate {
  const parts = Object.fromEntries(pragueParts.formatToParts(at).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** "YYYY-MM-DD" (a stored birth date) as a calendar date; null when it is not a real date. */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysInMonth(date.year, date.month) ? date : null;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * `months` calendar months later (or earlier when negative). A day the target month lacks becomes its last day,
 * as Czech law counts periods in months (31. 1. + 1 month = 28. 2., 29. 2. 2028 + 12 months = 28. 2. 2029).
 */
export function addCalendarMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/**
 * The first day a period of `months` months that began on `date` no longer reaches back to it, as the strictest
 * bank counts: the same day number, or, when the target month lacks that day, the 1st of the month after
 * (30. 8. + 6 months → 1. 3., never 28. 2., when "in the last 6 months" would still reach 30. 8.).
 */
export function addCalendarMonthsRoundingUp(date: CalendarDate, months: number): CalendarDate {
  const later = addCalendarMonths(date, months);
  return later.day === date.day ? later : addCalendarMonths({ ...later, day: 1 }, 1);
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole years from `birth` to `today`: the birthday itself counts (18 on the 18th birthday, not the day after). */
export function wholeYearsOld(birth: CalendarDate, today: CalendarDate): number {
  const years = today.year - birth.year;
  const birthdayThisYear = addCalendarMonths(birth, years * 12);
  return compareCalendarDates(today, birthdayThisYear) >= 0 ? years : years - 1;
}

/** The moment a Prague calendar day begins (00:00 Europe/Prague), whatever the offset that day. */
export function pragueMidnight(date: CalendarDate): Date {
  const utcGuess = Date.UTC(date.year, date.month - 1, date.day);
  // Prague is UTC+1 or +2: try both offsets and keep the one that lands on the date at 00:00.
  for (const hours of [1, 2]) {
    const candidate = new Date(utcGuess - hours * 3_600_000);
    const back = pragueCalendarDate(candidate);
    if (compareCalendarDates(back, date) === 0 && pragueCalendarDate(new Date(candidate.getTime() - 1)).day !== date.day) return candidate;
  }
  return new Date(utcGuess - 3_600_000);
}

/** The start of the next Prague calendar day after `now`: when day-counted answers (ages, account windows) may change. */
export function nextPragueMidnight(now: Date): Date {
  const today = pragueCalendarDate(now);
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  return pragueMidnight({ year: tomorrow.getUTCFullYear(), month: tomorrow.getUTCMonth() + 1, day: tomorrow.getUTCDate() });
}

/** YYYY-MM-DD: how statements and the database write a day. */
export function isoCalendarDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
