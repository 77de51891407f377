import { formatCzechDate, OFFER_ENDS_FIRST, remindableFrom } from '@bonus/domain';
import { Alert, Button } from '@bonus/ui';
import { CalendarCheck, Ban } from 'lucide-react';
import type { BonusView } from './bonuses.graphql';

interface EligibilityNoteProps {
  eligibility: BonusView['eligibility'];
  busy: boolean;
  failure: string | null;
  onRemind: () => void;
  onForget: () => void;
  compact?: boolean;
}

const czechDay = (seconds: number) => formatCzechDate(new Date(seconds * 1000));

/**
 * Why the member cannot claim an offer now, from when they can, and the reminder in their calendar feed:
 * "Připomenout" when time alone lifts every reason before the offer ends, then the day it is set for with a way
 * to cancel it. When the offer ends first, its reason says so and no reminder is offered or claimed (the feed leaves one out).
 */
export function EligibilityNote({ eligibility, busy, failure, onRemind, onForget, compact = false }: EligibilityNoteProps) {
  const from = remindableFrom(eligibility.reasons);
  const endsFirst = eligibility.reasons.some((reason) => reason.code === OFFER_ENDS_FIRST);
  return (
    <div className={`bonus-eligibility${compact ? ' bonus-eligibility--compact' : ''}`} role="note" data-testid="bonus-eligibility">
      <p className="bonus-eligibility__title">
        <Ban size={18} aria-hidden="true" focusable="false" />
        <strong>Teď na nabídku nemáte nárok</strong>
      </p>
      <ul>
        {eligibility.reasons.map((reason) => (
          <li key={reason.code + reason.message}>{reason.message}</li>
        ))}
      </ul>
      {endsFirst ? null : eligibility.remindTimestamp !== null && eligibility.remindTimestamp !== undefined ? (
        <div className="bonus-eligibility__reminder">
          <p>
            <CalendarCheck size={18} aria-hidden="true" focusable="false" />
            Připomenutí v kalendáři na {czechDay(eligibility.remindTimestamp)}
          </p>
          <Button variant="secondary" onClick={onForget} disabled={busy}>
            Zrušit připomenutí
          </Button>
        </div>
      ) : (
        from !== null && (
          <div className="bonus-eligibility__reminder">
            <p>
              Nárok od <strong>{czechDay(from)}</strong>
            </p>
            <Button variant="secondary" onClick={onRemind} disabled={busy}>
              Připomenout
            </Button>
          </div>
        )
      )}
      {failure && <Alert>{failure}</Alert>}
    </div>
  );
}
