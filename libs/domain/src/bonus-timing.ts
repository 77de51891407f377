import { bonusStartsText } from './bonus-availability';
import { countdown, CountdownSeverity } from './countdown';

/** A countdown ticks only when the end is this close; further out the card names the day instead. */
export const COUNTDOWN_TICKING_MS = 48 * 60 * 60 * 1000;

const dayMonthFormatter = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', day: 'numeric', month: 'numeric' });

/** A day without its year, e.g. "26. 11." (Prague time, non-breaking space inside). */
export function formatCzechDayMonth(date: Date): string {
  return dayMonthFormatter.format(date).replace(/ /g, '\u00a0');
}

/**
 * What a bonus says about its time (card and detail alike): one line only. Not started yet: when it
 * starts. Running and ending within 48 hours: a ticking countdown ("Zbývá: 05:04:03"). Running longer:
 * the end day ("Končí 26. 11."). Over: that it has ended.
 */
export type BonusTiming =
  | { kind: 'starts'; text: string }
  | { kind: 'ticking'; label: string; text: string; severity: CountdownSeverity }
  | { kind: 'ends'; text: string }
  | { kind: 'expired'; text: string };

export function bonusTiming(startAt: Date, endAt: Date, now: Date): BonusTiming {
  const state = countdown(startAt, endAt, now);
  if (state.phase === 'waiting') return { kind: 'starts', text: bonusStartsText(startAt) };
  if (state.phase === 'expired') return { kind: 'expired', text: 'Skončil' };
  if (state.remainingMs < COUNTDOWN_TICKING_MS) return { kind: 'ticking', label: state.label, text: state.text, severity: state.severity };
  return { kind: 'ends', text: `Končí ${formatCzechDayMonth(endAt)}` };
}
