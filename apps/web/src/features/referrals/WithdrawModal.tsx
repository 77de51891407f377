import { graphqlError } from '@bonus/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { MIN_WITHDRAWAL_QUERY, WITHDRAW_MUTATION } from './referrals.graphql';
import { AUTO_PAYOUT_DAY_OF_MONTH, errorMessage, formatCzk, bankAccountDisplay, minimumWithdrawalReason, withdrawalInputMax, withdrawalProblem } from '@bonus/domain';
import { Alert, Button, Modal, TextField } from '@bonus/ui';
import { FormEvent, useState } from 'react';

type Result = { kind: 'success' } | { kind: 'error'; reason: string | null };

/** Withdrawing referral earnings to the saved account; the amount may not exceed the (rounded) balance nor go below the admin's minimum. */
export function WithdrawModal({ balance, bankAccount, onClose }: { balance: number; bankAccount: string | null; onClose: () => void }) {
  const [amount, setAmount] = useState(String(withdrawalInputMax(balance)));
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [withdraw, { loading }] = useMutation(WITHDRAW_MUTATION, { refetchQueries: ['Referrals', 'TransactionStats'], awaitRefetchQueries: true });
  const max = withdrawalInputMax(balance);
  // Read afresh each time the form opens (an admin may change it); until it loads, the server refuses a smaller amount with the same text.
  const minimum = useQuery(MIN_WITHDRAWAL_QUERY, { fetchPolicy: 'cache-and-network' }).data?.minWithdrawal ?? 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = withdrawalProblem(amount, max, bankAccount, minimum);
    setProblem(found);
    if (found || !bankAccount) return;
    try {
      await withdraw({ variables: { amount: Math.round(Number(amount.replace(',', '.'))), bankAccount } });
      setResult({ kind: 'success' });
    } catch (error) {
      const reason = graphqlError(error)?.extensions.reason as string | undefined;
      setResult({ kind: 'error', reason: reason ?? null });
    }
  };

  return (
    <Modal open title="Výběr odměn" onClose={onClose}>
      {result?.kind === 'success' ? (
        <div className="earnings-form">
          <Alert kind="success">{errorMessage('WITHDRAWAL_SUCCEEDED')}</Alert>
          <p>Peníze dorazí na váš účet nejpozději {AUTO_PAYOUT_DAY_OF_MONTH}. den následujícího měsíce.</p>
          <div className="ui-modal__actions">
            <Button onClick={onClose}>Zavřít</Button>
          </div>
        </div>
      ) : (
        <form className="earnings-form" onSubmit={(e) => void submit(e)} noValidate>
          <p>
            K výběru máte <strong>{formatCzk(balance)}</strong>. {bankAccount ? <>Peníze pošleme na účet {bankAccountDisplay(bankAccount)}.</> : null}
          </p>
          {minimum > 0 && <p>{minimumWithdrawalReason(minimum)}</p>}
          <TextField label="Částka (Kč)" type="number" min={Math.max(1, minimum)} max={max} step={1} value={amount} error={problem ?? undefined} onChange={(e) => setAmount(e.target.value)} />
          {result?.kind === 'error' && (
            <Alert>
              {errorMessage('WITHDRAWAL_FAILED')}
              {result.reason ? `: ${result.reason}` : ''}
            </Alert>
          )}
          <div className="ui-modal__actions">
            <Button variant="secondary" onClick={onClose}>
              Zrušit
            </Button>
            <Button type="submit" disabled={loading}>
              {loading ? 'Odesílám…' : 'Vybrat'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
