import type { BonusView } from './bonuses.graphql';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';

/** Why the member cannot take a bonus, with the way to a higher tier when one would allow it (card and detail). */
export function BonusLockNote({ lock, compact = false }: { lock: NonNullable<BonusView['lock']>; compact?: boolean }) {
  return (
    <div className={`bonus-lock${compact ? ' bonus-lock--compact' : ''}`} role="note">
      <p>
        <Lock size={18} aria-hidden="true" focusable="false" />
        <strong>{lock.message}</strong>
      </p>
      {lock.upgradable && (
        <Link className="ui-button ui-button--primary" to="/dashboard/settings?tab=membership">
          Zvýšit členství
        </Link>
      )}
    </div>
  );
}
