import { useMutation } from '@apollo/client/react';
import { BonusView, COMPLETE_BONUS_MUTATION } from './bonuses.graphql';
import { BONUS_DEPENDENT_QUERIES } from '../../shared/bonus-history-entry.graphql';
import { formatCzk } from '@bonus/domain';
import { Button, Modal } from '@bonus/ui';
import { EarningsForm } from '../../shared/EarningsForm';
import { bonusRefusalText } from './bonus-refusal';

/** Marking a bonus completed: what it earned goes to the history and the totals, and it leaves the list. */
export function EarningsModal({ bonus, onClose, onSaved }: { bonus: BonusView; onClose: () => void; onSaved: () => void }) {
  const [completeBonus] = useMutation(COMPLETE_BONUS_MUTATION, { refetchQueries: BONUS_DEPENDENT_QUERIES, awaitRefetchQueries: true });
  return (
    <Modal open title="Kolik vám bonus vydělal?" onClose={onClose}>
      <p>
        {bonus.name} – očekávaná hodnota {formatCzk(bonus.expectedValue)}. Zadejte skutečnou částku, i zápornou, pokud jste prodělali.
      </p>
      <EarningsForm
        expectedValue={bonus.expectedValue}
        submitLabel="Uložit výdělek"
        onSubmit={async ({ reachedProfit, note, confirmUnusual }) => {
          try {
            await completeBonus({ variables: { input: { bonusId: bonus.id, reachedProfit, note, confirmUnusual } } });
            onSaved();
            return null;
          } catch (error) {
            return bonusRefusalText(error, 'BONUS_COMPLETE_FAILED');
          }
        }}
        extraActions={
          <Button variant="secondary" onClick={onClose}>
            Zrušit
          </Button>
        }
      />
    </Modal>
  );
}
