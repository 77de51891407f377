import type { BonusView } from './bonuses.graphql';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@bonus/ui';
import { CasinoDeclarationModal } from './CasinoDeclarationModal';
import { dashboardPath } from '../../shared/dashboard/dashboard-pages';

/**
 * Why the member cannot take a bonus, with the way out when there is one: a higher tier, the self-exclusion
 * declaration before the first casino offer, or where a casino pause is set (card and detail).
 */
export function BonusLockNote({ lock, compact = false }: { lock: NonNullable<BonusView['lock']>; compact?: boolean }) {
  const [declaring, setDeclaring] = useState(false);
  return (
    <div className={`bonus-lock${compact ? ' bonus-lock--compact' : ''}`} role="note">
      <p>
        <Lock size={18} aria-hidden="true" focusable="false" />
        <strong>{lock.message}</strong>
      </p>
      {lock.upgradable && (
        <Link className="ui-button ui-button--primary" to={`${dashboardPath('settings')}?tab=membership`}>
          Zvýšit členství
        </Link>
      )}
      {lock.code === 'SELF_EXCLUSION_DECLARATION_MISSING' && <Button onClick={() => setDeclaring(true)}>Potvrdit prohlášení</Button>}
      {lock.code === 'CASINO_PAUSE' && (
        <Link className="ui-button ui-button--secondary" to={`${dashboardPath('settings')}?tab=casino-pause`}>
          Pauza od kasin
        </Link>
      )}
      {declaring && <CasinoDeclarationModal onClose={() => setDeclaring(false)} />}
    </div>
  );
}
