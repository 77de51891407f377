import { useMutation } from '@apollo/client/react';
import { AdminPayoutView, MARK_PAYOUT_FAILED_MUTATION } from './payouts.graphql';
import { bankAccountDisplay, formatPayoutAmount, markPayoutFailedInputSchema } from '@bonus/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, TextArea } from '@bonus/ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useRefusal } from '../../shared/use-refusal';
import { mailNote } from './payout-file';
import type { Notice } from '../../shared/notice';

/** The reason as the api checks it (trimmed, 3 to 200 characters); the payout is the modal's own. */
const failPayoutFormSchema = markPayoutFailedInputSchema.pick({ reason: true });
const resolver = zodResolver(failPayoutFormSchema);

/** Marks one payout returned by the bank: its amount goes back on the member's balance. */
export function FailPayoutModal({ payout, onClose, onNotice }: { payout: AdminPayoutView; onClose: () => void; onNotice: (notice: Notice) => void }) {
  const { register, handleSubmit, formState } = useForm<z.input<typeof failPayoutFormSchema>, unknown, z.output<typeof failPayoutFormSchema>>({ resolver, defaultValues: { reason: '' } });
  const { refusal, attempt, clear } = useRefusal();
  const [markFailed, { loading }] = useMutation(MARK_PAYOUT_FAILED_MUTATION, { refetchQueries: ['AdminPayouts', 'PayoutBatches'], awaitRefetchQueries: true });
  // The mutation gets the checked (trimmed) reason, as zod returns it.
  const save = ({ reason }: z.output<typeof failPayoutFormSchema>) =>
    attempt(async () => {
      const { data } = await markFailed({ variables: { payoutId: payout.id, reason } });
      const mails = data ? mailNote(data.markPayoutFailed.mailsQueued) : '';
      onNotice({ kind: 'success', text: `Výplata č. ${payout.id} je vrácená, ${formatPayoutAmount(payout.amountHalere)} je zpět na zůstatku člena.${mails}` });
      onClose();
    });
  return (
    <Modal
      open
      title={`Vrátit výplatu č. ${payout.id}`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Zrušit
          </Button>
          <Button type="submit" form="fail-payout-form" disabled={loading} aria-busy={loading}>
            Vrátit na zůstatek
          </Button>
        </>
      }
    >
      <form id="fail-payout-form" className="admin-form" onSubmit={(e) => void handleSubmit(save, clear)(e)} noValidate>
        <p>
          {payout.memberName} ({payout.memberEmail ?? 'bez e-mailu'}) · {formatPayoutAmount(payout.amountHalere)} · {bankAccountDisplay(payout.bankAccount)}. Člen uvidí důvod u výplaty a dostane e-mail.
        </p>
        <TextArea label="Důvod vrácení" rows={3} maxLength={200} required error={formState.errors.reason?.message} {...register('reason')} />
        {refusal && <Alert>{refusal}</Alert>}
      </form>
    </Modal>
  );
}
