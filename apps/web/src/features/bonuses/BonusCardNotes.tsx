import { formatCzechDateTime } from '@bonus/domain';
import { StatusLabel } from '@bonus/ui';
import type { BonusView } from './bonuses.graphql';

/** What a started offer's card says at a glance: a missed step, changed terms and the next due time. */
export function BonusCardNotes({ bonus }: { bonus: Pick<BonusView, 'deadlines' | 'termsChanged'> }) {
  const next = bonus.deadlines?.nextDueTimestamp;
  if (!bonus.deadlines?.overdue && !bonus.termsChanged && !next) return null;
  return (
    <div className="bonus-card-notes">
      {(bonus.deadlines?.overdue || bonus.termsChanged) && (
        <p className="bonus-card-notes__labels">
          {bonus.deadlines?.overdue && <StatusLabel tone="danger">Zmeškaný termín</StatusLabel>}
          {bonus.termsChanged && <StatusLabel tone="warning">Podmínky se změnily</StatusLabel>}
        </p>
      )}
      {next && <p data-testid="bonus-next-due">Nejbližší termín: {formatCzechDateTime(new Date(next * 1000))}</p>}
    </div>
  );
}
