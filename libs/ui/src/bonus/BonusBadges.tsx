import { BONUS_TYPE_LABELS, BonusLockCode, SPECIAL_MARK_LABELS } from '@bonus/domain';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BonusPresentation } from './bonus-presentation';

const LOCK_LABELS: Record<BonusLockCode, string> = {
  BONUS_LOCKED: 'Vyšší členství',
  BONUS_MONTHLY_LIMIT: 'Limit vyčerpán',
  BONUS_MONTHLY_COUNT_LIMIT: 'Limit vyčerpán',
  BONUS_MAX_RETURN: 'Měsíční maximum',
  SELF_EXCLUSION_DECLARATION_MISSING: 'Chybí prohlášení',
  CASINO_PAUSE: 'Pauza od kasin',
};

/** The offer's type, mark and lock; `beside` follows the type (a casino card's "18+" chip), so it keeps its place on every card. */
export function BonusBadges({ bonus, beside }: { bonus: Pick<BonusPresentation, 'bonusTypeName' | 'specialMark' | 'lock'>; beside?: ReactNode }) {
  return (
    <p className="bonus-badges">
      <span className="ui-badge">{BONUS_TYPE_LABELS[bonus.bonusTypeName]}</span>
      {beside}
      {bonus.specialMark && <span className={`ui-badge bonus-mark bonus-mark--${bonus.specialMark}`}>{SPECIAL_MARK_LABELS[bonus.specialMark]}</span>}
      {bonus.lock && (
        <span className="ui-badge bonus-locked-badge">
          <Lock size={14} aria-hidden="true" focusable="false" /> {LOCK_LABELS[bonus.lock.code]}
        </span>
      )}
    </p>
  );
}
