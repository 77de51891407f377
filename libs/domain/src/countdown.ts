/** The countdown shown on bonuses (spec sections 4 and 9), updated every second. */
export type CountdownPhase = 'waiting' | 'active' | 'expired';
export type CountdownSeverity = 'normal' | 'warning' | 'critical';

export const COUNTDOWN_CRITICAL_MS = 60 * 60 * 1000;
export const COUNTDOWN_WARNING_MS = 24 * 60 * 60 * 1000;

const LABELS: Record<CountdownPhase, string> = { waiting: 'Začne za:', active: 'Zbývá:', expired: 'Vypršel' };

export interface Countdown {
  phase: CountdownPhase;
  label: string;
  remainingMs: number;
  /** "HH:MM:SS", with a day count in front when a day or more remains ("3 d 04:05:06"). */
  text: string;
  severity: CountdownSeverity;
}

export function countdown(startAt: Date, endAt: Date, now: Date): Countdown {
  const t = now.getTime();
  const phase: CountdownPhase = t < startAt.getTime() ? 'waiting' : t < endAt.getTime() ? 'active' : 'expired';
  const remainingMs = phase === 'waiting' ? startAt.getTime() - t : phase === 'active' ? endAt.getTime() - t : 0;
  let severity: CountdownSeverity = 'normal';
  if (phase === 'active' && remainingMs <= COUNTDOWN_CRITICAL_MS) severity = 'critical';
  else if (phase === 'active' && remainingMs <= COUNTDOWN_WARNING_MS) severity = 'warning';
  return { phase, label: LABELS[phase], remainingMs, text: formatDuration(remainingMs), severity };
}

export function formatDuration(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(totalSeconds / 86400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((totalSeconds % 86400) / 3600))}:${pad(Math.floor((totalSeconds % 3600) / 60))}:${pad(totalSeconds % 60)}`;
  return days > 0 ? `${days}\u00a0d ${clock}` : clock;
}
