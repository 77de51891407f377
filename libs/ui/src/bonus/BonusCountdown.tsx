import { countdown } from '@bonus/domain';

/** 'Začne za:' / 'Zbývá:' / 'Vypršel' with the time left, coloured warning (≤ 24 h) or critical (≤ 1 h). */
export function BonusCountdown({ startTimestamp, endTimestamp, now }: { startTimestamp: number; endTimestamp: number; now: Date }) {
  const state = countdown(new Date(startTimestamp * 1000), new Date(endTimestamp * 1000), now);
  return (
    <p className={`bonus-countdown bonus-countdown--${state.severity} bonus-countdown--${state.phase}`} data-testid="bonus-countdown">
      <span>{state.label}</span> <time>{state.text}</time>
    </p>
  );
}
