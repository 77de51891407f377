import { bonusTiming, formatFullCzechMoment } from '@bonus/domain';
import { CalendarClock } from 'lucide-react';

interface BonusTimingLineProps {
  startTimestamp: number;
  endTimestamp: number;
  now: Date;
  /** The member's next step deadline on a started offer; named instead of the end when it comes sooner. */
  nextStepDueAt?: Date | null;
}

/**
 * A bonus's time in one calm line ("Platí do pá 6. 12.", "Splňte další krok dnes do 19:00", "Začíná v pondělí
 * 8. 12."): a date, never a ticking clock, amber under 24 hours. The exact moment is in the `<time>` element's
 * `dateTime` and, for a pointer, its tooltip.
 */
export function BonusTimingLine({ startTimestamp, endTimestamp, now, nextStepDueAt = null }: BonusTimingLineProps) {
  const timing = bonusTiming(new Date(startTimestamp * 1000), new Date(endTimestamp * 1000), now, nextStepDueAt);
  return (
    <p className={`bonus-timing bonus-timing--${timing.kind}${timing.warning ? ' bonus-timing--warning' : ''}`} data-testid="bonus-timing">
      <CalendarClock size={16} aria-hidden="true" focusable="false" />
      <span>
        {timing.label}{' '}
        <time dateTime={timing.at.toISOString()} title={formatFullCzechMoment(timing.at)}>
          {timing.when}
        </time>
      </span>
    </p>
  );
}
