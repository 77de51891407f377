import { z } from 'zod';
import { pragueCalendarDate } from './calendar-dates';

/** A started bonus as the calendar feed needs it. */
export interface CalendarBonus {
  id: number;
  name: string;
  endAt: Date;
  /** Weekdays the bonus renews on, 0 = Monday … 6 = Sunday. */
  renewingDays: readonly number[];
  /** Its steps not completed yet that are due (issue #36 §4), by their position. */
  dueSteps?: readonly { position: number; title: string; dueAt: Date }[];
}

/** "Připomenout" (issue #36 §3): the day the member becomes eligible for an offer. */
export interface CalendarEligibilityReminder {
  bonusId: number;
  name: string;
  remindAt: Date;
}

export type IcalWeekday = 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU';
const WEEKDAYS: readonly IcalWeekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

export interface CalendarEvent {
  /** Stable across refreshes, so calendars update an event instead of adding a copy. */
  uid: string;
  summary: string;
  description: string;
  start: Date;
  end: Date;
  allDay: boolean;
  /** Repeats weekly on these days until `until`. */
  weekly?: { days: IcalWeekday[]; until: Date };
  /** Remind this many minutes before the start. */
  alarmMinutesBefore?: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The member's calendar: for each started bonus an hour-long event ending at its deadline (with a
 * reminder a day before), and for a renewing bonus an all-day event on each renewing weekday until
 * the bonus ends. Bonuses that already ended are left out.
 */
export function calendarEvents(bonuses: readonly CalendarBonus[], bonusesUrl: string, now: Date): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const bonus of bonuses) {
    if (bonus.endAt <= now) continue;
    events.push({
      uid: `bonus-${bonus.id}-end@bonusklub.cz`,
      summary: `Končí bonus: ${bonus.name}`,
      description: `Dokončete kroky bonusu „${bonus.name}“ do jeho konce: ${bonusesUrl}`,
      start: new Date(bonus.endAt.getTime() - HOUR),
      end: bonus.endAt,
      allDay: false,
      alarmMinutesBefore: 24 * 60,
    });
    const days = [...new Set(bonus.renewingDays)].filter((day) => day >= 0 && day <= 6).sort();
    if (days.length > 0) {
      const first = nextWeekday(now, days);
      events.push({
        uid: `bonus-${bonus.id}-renewal@bonusklub.cz`,
        summary: `Obnovení bonusu: ${bonus.name}`,
        description: `Bonus „${bonus.name}“ se dnes obnovuje: ${bonusesUrl}`,
        start: first,
        end: new Date(first.getTime() + DAY),
        allDay: true,
        weekly: { days: days.map((day) => WEEKDAYS[day]), until: bonus.endAt },
      });
    }
    for (const step of bonus.dueSteps ?? []) {
      if (step.dueAt <= now) continue;
      events.push({
        uid: `bonus-${bonus.id}-step-${step.position}-due@bonusklub.cz`,
        summary: `Termín kroku: ${step.title} (${bonus.name})`,
        description: `Krok „${step.title}“ bonusu „${bonus.name}“ je potřeba splnit do tohoto termínu: ${bonusesUrl}`,
        start: new Date(step.dueAt.getTime() - HOUR),
        end: step.dueAt,
        allDay: false,
        alarmMinutesBefore: 24 * 60,
      });
    }
  }
  return events;
}

/** An all-day event on the day each reminded offer becomes claimable. */
export function eligibilityReminderEvents(reminders: readonly CalendarEligibilityReminder[], bonusesUrl: string): CalendarEvent[] {
  return reminders.map((reminder) => {
    const day = pragueCalendarDate(reminder.remindAt);
    const start = new Date(Date.UTC(day.year, day.month - 1, day.day));
    return {
      uid: `bonus-${reminder.bonusId}-eligible@bonusklub.cz`,
      summary: `Nárok na nabídku: ${reminder.name}`,
      description: `Ode dneška můžete získat nabídku „${reminder.name}“: ${bonusesUrl}`,
      start,
      end: new Date(start.getTime() + DAY),
      allDay: true,
    };
  });
}

/** Midnight (UTC date) of the first day from `from` on whose weekday (0 = Monday) is in `days`. */
function nextWeekday(from: Date, days: readonly number[]): Date {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let offset = 0; offset < 7; offset++) {
    const date = new Date(start + offset * DAY);
    if (days.includes((date.getUTCDay() + 6) % 7)) return date;
  }
  return new Date(start);
}

/** The secret part of a calendar address: 256 random bits, base64url. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const calendarFeedParamsSchema = z.object({
  token: z.string().regex(CALENDAR_TOKEN_PATTERN, { error: 'Adresa kalendáře je neplatná.' }),
});
