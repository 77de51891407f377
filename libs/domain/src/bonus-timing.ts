import { bonusPhase } from './bonus-availability';

const PRAGUE = 'Europe/Prague';
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Under this long before a deadline, its line is shown in the warning (amber) style. */
export const DEADLINE_WARNING_MS = 24 * 60 * MINUTE_MS;
/** Past this many days ahead a date is named with its year: "do pá 6. 12." a year ahead would read as this December. */
const WITHOUT_YEAR_DAYS = 300;

const WEEKDAY_ABBREVIATIONS = ['ne', 'po', 'út', 'st', 'čt', 'pá', 'so'];
const WEEKDAY_NAMES = ['neděle', 'pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek', 'sobota'];
/** "on Monday" and so on: the weekday in the accusative with its preposition (v, or ve before a cluster). */
const ON_WEEKDAY = ['v neděli', 'v pondělí', 'v úterý', 've středu', 've čtvrtek', 'v pátek', 'v sobotu'];

const pragueParts = new Intl.DateTimeFormat('en-GB', { timeZone: PRAGUE, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
const dayMonthFormatter = new Intl.DateTimeFormat('cs-CZ', { timeZone: PRAGUE, day: 'numeric', month: 'numeric' });

/** A day without its year, e.g. "26. 11." (Prague time, non-breaking space inside). */
export function formatCzechDayMonth(date: Date): string {
  return dayMonthFormatter.format(date).replace(/ /g, '\u00a0');
}

/** A moment as a Prague wall clock, with its calendar day as a whole number so days can be subtracted. */
interface PragueTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  dayNumber: number;
}

function inPrague(date: Date): PragueTime {
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(pragueParts.formatToParts(date).find((p) => p.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return { year, month, day, hour: part('hour'), minute: part('minute'), dayNumber: Date.UTC(year, month - 1, day) / DAY_MS };
}

const weekdayOf = (dayNumber: number) => new Date(dayNumber * DAY_MS).getUTCDay();
const clockOf = ({ hour, minute }: PragueTime) => `${hour}:${String(minute).padStart(2, '0')}`;

/** "6. 12.", with the year when the day is far ahead ("6. 12. 2027"); non-breaking spaces keep it on one line. */
function dayAndMonth(dayNumber: number, today: number): string {
  const date = new Date(dayNumber * DAY_MS);
  const year = dayNumber - today > WITHOUT_YEAR_DAYS ? `\u00a0${date.getUTCFullYear()}` : '';
  return `${date.getUTCDate()}.\u00a0${date.getUTCMonth() + 1}.${year}`;
}

/**
 * By when something must be done: "dnes do 19:00", "zítra do 9:30", further away only the day, "do pá 6. 12."
 * A deadline at midnight closes the day before ("dnes do půlnoci", "do pá 6. 12." for Saturday 0:00):
 * naming Saturday would promise a day that is already over.
 */
function deadlinePhrase(deadline: PragueTime, today: number): string {
  const atMidnight = deadline.hour === 0 && deadline.minute === 0;
  const lastDay = atMidnight ? deadline.dayNumber - 1 : deadline.dayNumber;
  const clock = atMidnight ? 'půlnoci' : clockOf(deadline);
  if (lastDay === today) return `dnes do ${clock}`;
  if (lastDay === today + 1) return `zítra do ${clock}`;
  return `do ${WEEKDAY_ABBREVIATIONS[weekdayOf(lastDay)]}\u00a0${dayAndMonth(lastDay, today)}`;
}

/**
 * When something happens or happened: "dnes v 9:00", "zítra v 9:30", "včera v 17:00", otherwise the day,
 * "v pondělí 8. 12." (a bare "po 8. 12." after "Začíná" would read as "after 8. 12.").
 */
function momentPhrase(moment: PragueTime, today: number): string {
  const clock = `v\u00a0${clockOf(moment)}`;
  if (moment.dayNumber === today) return `dnes ${clock}`;
  if (moment.dayNumber === today + 1) return `zítra ${clock}`;
  if (moment.dayNumber === today - 1) return `včera ${clock}`;
  return `${ON_WEEKDAY[weekdayOf(moment.dayNumber)].replace(' ', '\u00a0')} ${dayAndMonth(moment.dayNumber, today)}`;
}

/** A deadline in the calm wording of the cards ("dnes do 19:00", "zítra do 9:30", "do pá 6. 12."), for a step's own line. */
export function formatCzechDeadline(deadline: Date, now: Date): string {
  return deadlinePhrase(inPrague(deadline), inPrague(now).dayNumber);
}

/** The whole moment for a tooltip and assistive technology: "pátek 6. 12. 2026, 19:00" (Prague time). */
export function formatFullCzechMoment(date: Date): string {
  const at = inPrague(date);
  return `${WEEKDAY_NAMES[weekdayOf(at.dayNumber)]} ${at.day}.\u00a0${at.month}.\u00a0${at.year}, ${clockOf(at)}`;
}

/**
 * What a bonus's card and detail say about its time, in one calm line that changes at most once a minute
 * (issue #58 §2): before the start when it starts ("Začíná v pondělí 8. 12."), while running by when to act
 * ("Platí do pá 6. 12.", or the member's own next step when that is due sooner: "Splňte další krok zítra
 * do 9:30"), amber under 24 hours; once over, when it ended. `at` is the moment the words stand for.
 */
export interface BonusTiming {
  kind: 'starts' | 'ends' | 'step-due' | 'ended';
  /** "Začíná", "Platí", "Splňte další krok", "Skončil". */
  label: string;
  /** "v pondělí 8. 12.", "dnes do 19:00", "do pá 6. 12." */
  when: string;
  at: Date;
  /** Under 24 hours to the deadline. */
  warning: boolean;
}

export function bonusTiming(startAt: Date, endAt: Date, now: Date, nextStepDueAt: Date | null = null): BonusTiming {
  const today = inPrague(now).dayNumber;
  const phase = bonusPhase(startAt, endAt, now);
  if (phase === 'waiting') return { kind: 'starts', label: 'Začíná', when: momentPhrase(inPrague(startAt), today), at: startAt, warning: false };
  if (phase === 'expired') return { kind: 'ended', label: 'Skončil', when: momentPhrase(inPrague(endAt), today), at: endAt, warning: false };
  const stepFirst = nextStepDueAt !== null && nextStepDueAt > now && nextStepDueAt < endAt;
  const deadline = stepFirst ? nextStepDueAt : endAt;
  return {
    kind: stepFirst ? 'step-due' : 'ends',
    label: stepFirst ? 'Splňte další krok' : 'Platí',
    when: deadlinePhrase(inPrague(deadline), today),
    at: deadline,
    warning: deadline.getTime() - now.getTime() < DEADLINE_WARNING_MS,
  };
}
