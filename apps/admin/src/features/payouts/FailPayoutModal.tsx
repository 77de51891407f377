import { useMutation } from '@apollo/client/react';
import { AdminPayoutView, MARK_PAYOUT_FAILED_MUTATION } from './payouts.graphql';
import { formatPayoutAmount, markPayoutFailedInputSchema } from '@bonus/domain';
import { Alert, Button, Modal, TextArea } from '@bonus/ui';
import { FormEvent, useState } from 'react';
import { failureText } from '../../shared/failure-text';
import { mailNote } from './payout-file';
import type { Notice } from './PayoutsPage';

/** Marks one payout returned by the bank: its amount goes back on the member's balance. */
export function FailPayoutModal({ payout, onClose, onNotice }: { payout: AdminPayoutView; onClose: () => void; onNotice: (notice: Notice) => void }) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [markFailed, { loading }] = useMutation(MARK_PAYOUT_FAILED_MUTATION, { refetchQueries: ['AdminPayouts', 'PayoutBatches'], awaitRefetchQueries: true });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = markPayoutFailedInputSchema.safeParse({ payout_id: payout.id, reason });
    setRefusal(null);
    setFieldError(checked.success ? null : checked.error.issues[0].message);
    if (!checked.success) return;
    try {
      const { data } = await markFailed({ variables: { payoutId: payout.id, reason: checked.data.reason } });
      const mails = data ? mailNote(data.markPayoutFailed.mailsSent, data.markPayoutFailed.mailsFailed) : '';
      onNotice({ kind: 'success', text: `Výplata č. ${payout.id} je vrácená, ${formatPayoutAmount(payout.amountHalere)} je zpět na zůstatku člena.${mails}` });
      onClose();
    } catch (failure) {
      setRefusal(failureText(failure));
    }
  };
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
      <form id="fail-payout-form" className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
        <p>
          {payout.memberName} ({payout.memberEmail ?? 'bez e-mailu'}) · {formatPayoutAmount(payout.amountHalere)} · {payout.bankAccount}. Člen uvidí důvod u výplaty a dostane e-mail.
        </p>
        <TextArea label="Důvod vrácení" value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={200} required error={fieldError ?? undefined} />
        {refusal && <Alert>{refusal}</Alert>}
      </form>
    </Modal>
  );
}
