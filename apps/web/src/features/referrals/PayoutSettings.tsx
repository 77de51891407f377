import { useMutation } from '@apollo/client/react';
import { ReferralAccountView, UPDATE_PAYOUT_SETTINGS_MUTATION } from './referrals.graphql';
import { bankAccountDisplay, errorMessage } from '@bonus/domain';
import { Alert, Button, Checkbox } from '@bonus/ui';
import { useState } from 'react';
import { BankAccountModal } from './BankAccountModal';
import { WithdrawModal } from './WithdrawModal';

/** The payout account (its last digits and bank), auto-withdraw (only with a saved account) and withdrawing on request. */
export function PayoutSettings({ account }: { account: ReferralAccountView }) {
  const [update, { loading }] = useMutation(UPDATE_PAYOUT_SETTINGS_MUTATION, { refetchQueries: ['Referrals'], awaitRefetchQueries: true });
  const [modal, setModal] = useState<'account' | 'withdraw' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const change = async (input: { bankAccount?: string | null; autoWithdraw?: boolean }, failureText: string) => {
    setFailure(null);
    try {
      await update({ variables: { input } });
    } catch {
      setFailure(failureText);
    }
  };

  return (
    <section className="ui-card referral-section" aria-labelledby="payouts-title">
      <h2 id="payouts-title">Výplaty</h2>
      <p>
        Bankovní účet: <strong data-testid="bank-account">{account.bankAccount ? bankAccountDisplay(account.bankAccount) : 'neuložen'}</strong>
      </p>
      <div className="referral-actions">
        <Button variant="secondary" onClick={() => setModal('account')}>
          {account.bankAccount ? 'Změnit účet' : 'Přidat bankovní účet'}
        </Button>
        {account.bankAccount && (
          <Button variant="secondary" disabled={loading} onClick={() => void change({ bankAccount: '' }, errorMessage('BANK_ACCOUNT_DELETE_FAILED'))}>
            Odebrat účet
          </Button>
        )}
        <Button onClick={() => setModal('withdraw')} disabled={account.balance <= 0 || !account.bankAccount}>
          Vybrat odměny
        </Button>
      </div>
      <Checkbox
        label="Automatický výběr: celý zůstatek vám pošleme vždy do 7. dne následujícího měsíce"
        checked={account.autoWithdraw}
        disabled={!account.bankAccount || loading}
        onChange={(e) => void change({ autoWithdraw: e.target.checked }, errorMessage('NAME_CHANGE_FAILED'))}
      />
      {!account.bankAccount && <p className="referral-hint">Automatický výběr i výběr na žádost vyžadují uložený bankovní účet.</p>}
      {failure && <Alert>{failure}</Alert>}
      {modal === 'account' && <BankAccountModal current={account.bankAccount} onClose={() => setModal(null)} />}
      {modal === 'withdraw' && <WithdrawModal balance={account.balance} bankAccount={account.bankAccount} onClose={() => setModal(null)} />}
    </section>
  );
}
