import { useMutation } from '@apollo/client/react';
import { RETURN_BONUS_MUTATION, UPDATE_BONUS_HISTORY_MUTATION } from './bonus-history.graphql';
import { BONUS_DEPENDENT_QUERIES, BonusHistoryEntryView } from '../../shared/bonus-history-entry.graphql';
import { errorMessage } from '@bonus/domain';
import { Alert, Button, Modal } from '@bonus/ui';
import { useState } from 'react';
import { EarningsForm } from '../../shared/EarningsForm';

/** Correct what a completed bonus earned, or return it to the catalogue (deletes the entry, lowers the totals). */
export function HistoryEditModal({ entry, onClose, onDone }: { entry: BonusHistoryEntryView; onClose: () => void; onDone: (message: string) => void }) {
  const options = { refetchQueries: BONUS_DEPENDENT_QUERIES, awaitRefetchQueries: true };
  const [updateEntry] = useMutation(UPDATE_BONUS_HISTORY_MUTATION, options);
  const [returnBonus, { loading: returning }] = useMutation(RETURN_BONUS_MUTATION, options);
  const [confirmingReturn, setConfirmingReturn] = useState(false);
  const [returnFailed, setReturnFailed] = useState(false);
  const id = Number(entry.id);

  const giveBack = async () => {
    setReturnFailed(false);
    try {
      await returnBonus({ variables: { historyId: id } });
      onDone(`Bonus „${entry.bonus.name}“ je znovu mezi nesplněnými.`);
    } catch {
      setReturnFailed(true);
    }
  };

  return (
    <Modal open title={`Upravit: ${entry.bonus.name}`} onClose={onClose}>
      {confirmingReturn ? (
        <div className="history-return-confirm">
          <p>Bonus se vrátí mezi nesplněné a jeho výdělek se odečte z vašich součtů. Pokračovat?</p>
          {returnFailed && <Alert>{errorMessage('BONUS_RETURN_FAILED')}</Alert>}
          <div className="ui-modal__actions">
            <Button variant="secondary" onClick={() => setConfirmingReturn(false)}>
              Zpět
            </Button>
            <Button onClick={() => void giveBack()} disabled={returning}>
              {returning ? 'Vracím…' : 'Ano, vrátit bonus'}
            </Button>
          </div>
        </div>
      ) : (
        <EarningsForm
          expectedValue={entry.bonus.expectedValue}
          initialAmount={entry.reachedProfit}
          initialNote={entry.note}
          submitLabel="Uložit"
          onSubmit={async ({ reachedProfit, note, confirmUnusual }) => {
            try {
              await updateEntry({ variables: { id, reachedProfit, note, confirmUnusual } });
              onDone('Výdělek byl upraven.');
              return null;
            } catch {
              return errorMessage('BONUS_MODIFY_FAILED');
            }
          }}
          extraActions={
            <>
              <Button variant="secondary" onClick={onClose}>
                Zrušit
              </Button>
              <Button variant="secondary" onClick={() => setConfirmingReturn(true)}>
                Vrátit mezi nesplněné
              </Button>
            </>
          }
        />
      )}
    </Modal>
  );
}
