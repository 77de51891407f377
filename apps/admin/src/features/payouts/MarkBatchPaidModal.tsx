import { useMutation } from '@apollo/client/react';
import { MARK_PAYOUT_BATCH_PAID_MUTATION, PayoutBatchView } from './payouts.graphql';
import { czechDateInputValue, czechDateToIso, czechDayText, formatPayoutAmount } from '@bonus/domain';
import { Alert, Button, DateField, Modal } from '@bonus/ui';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../shared/form-schema';
import { useRefusal } from '../../shared/use-refusal';
import { mailNote, payoutCount } from './payout-file';
import type { Notice } from '../../shared/notice';

/** The day typed day-month-year; the api gets it as RRRR-MM-DD. The batch is the modal's own. */
const batchPaidFormSchema = z.object({ paidOn: czechDayText });
type BatchPaidForm = z.input<typeof batchPaidFormSchema>;
const resolver = formResolver<BatchPaidForm>(batchPaidFormSchema);

/** Marks a batch paid on the day the bank sent it; its pending payouts become paid and the members get a mail. */
export function MarkBatchPaidModal({ batch, onClose, onNotice }: { batch: PayoutBatchView; onClose: () => void; onNotice: (notice: Notice) => void }) {
  const { register, control, handleSubmit, formState } = useForm<BatchPaidForm>({ resolver, defaultValues: { paidOn: czechDateInputValue(new Date()) } });
  const paidOn = useWatch({ control, name: 'paidOn' });
  const { refusal, attempt, clear } = useRefusal();
  const [markPaid, { loading }] = useMutation(MARK_PAYOUT_BATCH_PAID_MUTATION, { refetchQueries: ['AdminPayouts', 'PayoutBatches'], awaitRefetchQueries: true });
  const save = (form: BatchPaidForm) =>
    attempt(async () => {
      const { data } = await markPaid({ variables: { batchId: batch.id, paidOn: czechDateToIso(form.paidOn)! } });
      const settled = data?.markPayoutBatchPaid;
      onNotice({
        kind: 'success',
        text: `Dávka č. ${batch.id} je vyplacená (${payoutCount(settled?.batch.paid.count ?? batch.pending.count)}).${settled ? mailNote(settled.mailsQueued) : ''}`,
      });
      onClose();
    });
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
      <form id="batch-paid-form" className="admin-form" onSubmit={(e) => void handleSubmit(save, clear)(e)} noValidate>
        <p>
          Čekající výplaty dávky ({payoutCount(batch.pending.count)}, {formatPayoutAmount(batch.pending.amountHalere)}) se označí jako vyplacené a členové dostanou e-mail. Vrácené výplaty zůstanou vrácené.
        </p>
        <DateField label="Datum odeslání bankou" required error={formState.errors.paidOn?.message} {...register('paidOn')} />
        {refusal && <Alert>{refusal}</Alert>}
      </form>
    </Modal>
  );
}
