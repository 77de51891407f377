import { bonusTiming } from '@bonus/domain';
import { CalendarClock, Clock } from 'lucide-react';

/**
 * A bonus's time in one line: "Začíná …" before it starts, a ticking "Zbývá: 05:04:03" (warning ≤ 24 h,
 * critical ≤ 1 h) when it ends within 48 hours, otherwise "Končí 26. 11.".
 */
export function BonusCountdown({ startTimestamp, endTimestamp, now }: { startTimestamp: number; endTimestamp: number; now: Date }) {
  const timing = bonusTiming(new Date(startTimestamp * 1000), new Date(endTimestamp * 1000), now);
  if (timing.kind !== 'ticking') {
    return (
      <p className={`bonus-countdown bonus-countdown--${timing.kind}`} data-testid="bonus-countdown">
        <CalendarClock size={16} aria-hidden="true" focusable="false" /> {timing.text}
      </p>
    );
  }
  return (
    <p className={`bonus-countdown bonus-countdown--ticking bonus-countdown--${timing.severity}`} data-testid="bonus-countdown">
      <Clock size={16} aria-hidden="true" focusable="false" /> <span>{timing.label}</span> <time>{timing.text}</time>
    </p>
  );
}
