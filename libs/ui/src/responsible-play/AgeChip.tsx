import { CASINO_ADULTS_NOTICE } from '@bonus/domain';
import './gambling-notice.css';

/**
 * A casino card's small "18+" mark where the page carries the whole warning once, as a banner (issue #58 §3):
 * read out as the 18+ notice, which it also shows to a pointer.
 */
export function AgeChip() {
  return (
    <span className="ui-age-chip" title={CASINO_ADULTS_NOTICE} data-testid="age-chip">
      <span aria-hidden="true">18+</span>
      <span className="visually-hidden">{CASINO_ADULTS_NOTICE}</span>
    </span>
  );
}
