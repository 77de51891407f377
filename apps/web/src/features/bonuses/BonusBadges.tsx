import { BONUS_TYPE_LABELS, SPECIAL_MARK_LABELS } from '@bonus/domain';
import type { BonusView } from '@bonus/client';

export function BonusBadges({ bonus }: { bonus: Pick<BonusView, 'bonusTypeName' | 'specialMark' | 'lock'> }) {
  return (
    <p className="bonus-badges">
      <span className="ui-badge">{BONUS_TYPE_LABELS[bonus.bonusTypeName]}</span>
      {bonus.specialMark && <span className={`ui-badge bonus-mark bonus-mark--${bonus.specialMark}`}>{SPECIAL_MARK_LABELS[bonus.specialMark]}</span>}
      {bonus.lock && (
        <span className="ui-badge bonus-locked-badge">
          <span aria-hidden="true">🔒</span> {bonus.lock.code === 'BONUS_LOCKED' ? 'Vyšší členství' : 'Limit vyčerpán'}
        </span>
      )}
    </p>
  );
}
