/** Members must be adults (spec sections 1 and 9). */
export const MINIMUM_AGE = 18;

/** Age as the spec counts it: by the difference of calendar years, not birthdays. */
export function ageByYearDifference(birthDate: Date, now: Date): number {
  return now.getFullYear() - birthDate.getFullYear();
}

export function isAdult(birthDate: Date, now: Date): boolean {
  return ageByYearDifference(birthDate, now) >= MINIMUM_AGE;
}

/** Parses "YYYY-MM-DD" (a date input's value) as a calendar date; null when it is not one. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}
