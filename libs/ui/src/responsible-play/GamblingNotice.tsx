import { CASINO_ADULTS_NOTICE, GAMBLING_WARNING } from '@bonus/domain';
import './gambling-notice.css';

/**
 * What every casino page and card carries (zákon 40/1995 Sb.): the 18+ notice and the Ministry of Finance's
 * warning, word for word. The "18+" mark is text, read out with the notice.
 */
export function GamblingNotice({ compact = false }: { compact?: boolean }) {
  return (
    <p className={`ui-gambling-notice${compact ? ' ui-gambling-notice--compact' : ''}`} role="note" data-testid="gambling-notice">
      <span className="ui-gambling-notice__age" aria-hidden="true">
        18+
      </span>
      <span>
        <span className="ui-gambling-notice__adults">{CASINO_ADULTS_NOTICE}</span> {GAMBLING_WARNING}
      </span>
    </p>
  );
}
