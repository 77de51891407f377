import { useMutation } from '@apollo/client/react';
import { MARK_PAYOUT_BATCH_PAID_MUTATION, PayoutBatchView } from './payouts.graphql';
import { formatPayoutAmount, pragueDay } from '@bonus/domain';
import { Alert, Button, Modal, TextField } from '@bonus/ui';
import { FormEvent, useState } from 'react';
import { failureText } from '../../shared/failure-text';
import { mailNote, payoutCount } from './payout-file';
import type { Notice } from './PayoutsPage';

/** Marks a batch paid on the day the bank sent it; its pending payouts become paid and the members get a mail. */
export function MarkBatchPaidModal({ batch, onClose, onNotice }: { batch: PayoutBatchView; onClose: () => void; onNotice: (notice: Notice) => void }) {
  const [paidOn, setPaidOn] = useState(() => pragueDay(new Date()).date);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [markPaid, { loading }] = useMutation(MARK_PAYOUT_BATCH_PAID_MUTATION, { refetchQueries: ['AdminPayouts', 'PayoutBatches'], awaitRefetchQueries: true });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    try {
      const { data } = await markPaid({ variables: { batchId: batch.id, paidOn } });
      const settled = data?.markPayoutBatchPaid;
      onNotice({
        kind: 'success',
        text: `Dávka č. ${batch.id} je vyplacená (${payoutCount(settled?.batch.paid.count ?? batch.pending.count)}).${settled ? mailNote(settled.mailsSent, settled.mailsFailed) : ''}`,
      });
      onClose();
    } catch (failure) {
      setRefusal(failureText(failure));
    }
  };
  return (
    <Modal
      open
      title={`Dávka č. ${batch.id} je vyplacená`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Zrušit
          </Button>
          <Button type="submit" form="batch-paid-form" disabled={loading || !paidOn} aria-busy={loading}>
            Označit jako vyplacenou
          </Button>
        </>
      }
    >
      <form id="batch-paid-form" className="admin-form" onSubmit={(e) => void submit(e)}>
        <p>
          Čekající výplaty dávky ({payoutCount(batch.pending.count)}, {formatPayoutAmount(batch.pending.amountHalere)}) se označí jako vyplacené a členové dostanou e-mail. Vrácené výplaty zůstanou vrácené.
        </p>
        <TextField label="Datum odeslání bankou" type="date" value={paidOn} required onChange={(e) => setPaidOn(e.target.value)} />
        {refusal && <Alert>{refusal}</Alert>}
      </form>
    </Modal>
  );
}
