import { czechPlural, formatCount } from './czech-plural';

/** The admin overview's rules: a figure against the previous period, the payouts waiting, and the activity grouped by day. */

/** Month names as "proti říjnu" (dative) and "v říjnu" (locative) take them: for months both cases are alike. */
const MONTHS_DATIVE = ['lednu', 'únoru', 'březnu', 'dubnu', 'květnu', 'červnu', 'červenci', 'srpnu', 'září', 'říjnu', 'listopadu', 'prosinci'] as const;

const monthIndex = (month: string) => {
  const match = /^\d{4}-(\d{2})$/.exec(month);
  if (!match) throw new RangeError(`Expected YYYY-MM, got ${month}`);
  return Number(match[1]) - 1;
};

export type ChangeTone = 'up' | 'down' | 'even';

/** A figure against the same figure of the previous period, as the chip beside it says it. */
export interface PeriodChange {
  /** Whole percent of the change, null when the previous period had nothing to compare with. */
  percent: number | null;
  tone: ChangeTone;
  /** "+12 % proti říjnu", "−5 % proti říjnu", "beze změny proti říjnu", "v říjnu 0". */
  text: string;
}

/**
 * `current` against `previous` (the same span of `previousMonth`, YYYY-MM): the change in whole percent with its
 * sign (a typographic minus), or, when the previous period had nothing, only that it had nothing.
 */
export function periodChange(current: number, previous: number, previousMonth: string): PeriodChange {
  const against = `proti ${MONTHS_DATIVE[monthIndex(previousMonth)]}`;
  if (previous === 0) {
    return current === 0 ? { percent: 0, tone: 'even', text: `beze změny ${against}` } : { percent: null, tone: current > 0 ? 'up' : 'down', text: `v ${MONTHS_DATIVE[monthIndex(previousMonth)]} 0` };
  }
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 100);
  if (percent === 0) return { percent: 0, tone: 'even', text: current === previous ? `beze změny ${against}` : `±0\u00a0% ${against}` };
  const sign = percent > 0 ? '+' : '\u2212';
  return { percent, tone: percent > 0 ? 'up' : 'down', text: `${sign}${Math.abs(percent).toLocaleString('cs-CZ')}\u00a0% ${against}` };
}

const pragueDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' });
const czechDayHeading = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', weekday: 'long', day: 'numeric', month: 'long' });

/** The calendar day before a YYYY-MM-DD day. */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** "Dnes", "Včera", or the date ("pondělí 23. listopadu") of a Prague calendar day, seen at `now`. */
export function activityDayLabel(at: Date, now: Date): string {
  const day = pragueDay.format(at);
  const today = pragueDay.format(now);
  if (day === today) return 'Dnes';
  if (day === dayBefore(today)) return 'Včera';
  const text = czechDayHeading.format(at);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Events (newest first) in groups by their Prague day, each group with its heading, in the events' order. */
export function groupByDay<T extends { at: Date }>(events: readonly T[], now: Date): Array<{ label: string; events: T[] }> {
  const groups: Array<{ key: string; label: string; events: T[] }> = [];
  for (const event of events) {
    const key = pragueDay.format(event.at);
    const last = groups[groups.length - 1];
    if (last?.key === key) last.events.push(event);
    else groups.push({ key, label: activityDayLabel(event.at, now), events: [event] });
  }
  return groups.map(({ label, events: grouped }) => ({ label, events: grouped }));
}

const czechTime = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', hour: 'numeric', minute: '2-digit' });

/** The Prague time of an event listed under its day, e.g. "14:05". */
export function activityTime(at: Date): string {
  return czechTime.format(at);
}

const PAYOUTS = { one: 'výplata', few: 'výplaty', other: 'výplat' };
const WAITS = { one: 'čeká', few: 'čekají', other: 'čeká' };

/** "3 výplaty čekají, 2 bez dávky pro banku": the payouts waiting and how many are in no bank batch yet. */
export function pendingPayoutsSummary(count: number, unbatched: number): string {
  if (count === 0) return 'Žádná výplata nečeká.';
  const waiting = `${formatCount(count, PAYOUTS)} ${czechPlural(count, WAITS)}`;
  return unbatched === 0 ? `${waiting}, všechny v dávce pro banku.` : `${waiting}, ${unbatched.toLocaleString('cs-CZ')} bez dávky pro banku.`;
}

/**
 * The headline of a monthly chart whose last month is still running: the last finished month (YYYY-MM) and its
 * value, against the month before it; null when fewer than two finished months are shown.
 */
export function finishedMonthChange(rows: readonly { month: string; value: number }[]): { month: string; value: number; change: PeriodChange } | null {
  if (rows.length < 3) return null;
  const [before, last] = rows.slice(-3, -1);
  return { month: last.month, value: last.value, change: periodChange(last.value, before.value, before.month) };
}
