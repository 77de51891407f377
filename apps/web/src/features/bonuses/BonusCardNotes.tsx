import { StatusLabel } from '@bonus/ui';
import type { BonusView } from './bonuses.graphql';

/**
 * What a started offer's card says at a glance: a missed step and changed terms. The next step's deadline
 * is the card's own time line (it replaces the offer's end when it comes sooner).
 */
export function BonusCardNotes({ bonus }: { bonus: Pick<BonusView, 'deadlines' | 'termsChanged'> }) {
  if (!bonus.deadlines?.overdue && !bonus.termsChanged) return null;
  return (
    <p className="bonus-card-notes">
      {bonus.deadlines?.overdue && <StatusLabel tone="danger">Zmeškaný termín</StatusLabel>}
      {bonus.termsChanged && <StatusLabel tone="warning">Podmínky se změnily</StatusLabel>}
    </p>
  );
}
