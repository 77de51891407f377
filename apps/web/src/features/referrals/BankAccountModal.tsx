import { useMutation } from '@apollo/client/react';
import { UPDATE_PAYOUT_SETTINGS_MUTATION } from './referrals.graphql';
import { bankAccountDisplay, isValidCzechBankAccount, VALIDATION_MESSAGES } from '@bonus/domain';
import { Alert, Button, Modal, TextField } from '@bonus/ui';
import { useState } from 'react';

/** Saving the payout account: confirm stays disabled until the number passes the Czech mod-11 check. */
export function BankAccountModal({ current, onClose }: { current: string | null; onClose: () => void }) {
  const [account, setAccount] = useState(current ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UPDATE_PAYOUT_SETTINGS_MUTATION, { refetchQueries: ['Referrals'], awaitRefetchQueries: true });
  const valid = account.trim() !== '' && isValidCzechBankAccount(account);

  const confirm = async () => {
    setFailure(null);
    try {
      await save({ variables: { input: { bankAccount: account.trim() } } });
      onClose();
    } catch {
      setFailure('Bankovní účet se nepodařilo uložit.');
    }
  };

  return (
    <Modal
      open
      title="Bankovní účet pro výplaty"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Zrušit
          </Button>
          <Button onClick={() => void confirm()} disabled={!valid || loading}>
            {loading ? 'Ukládám…' : 'Potvrdit'}
          </Button>
        </>
      }
    >
      <TextField
        label="Číslo účtu (předčíslí-číslo/kód banky)"
        placeholder="19-2000145399/0800"
        inputMode="numeric"
        value={account}
        error={account.trim() && !valid ? VALIDATION_MESSAGES.bankAccountInvalid : undefined}
        onChange={(e) => setAccount(e.target.value)}
        autoFocus
      />
      {/* Names the bank the code belongs to, so a typo in the bank code shows before the money goes astray. */}
      <p className="referral-hint" aria-live="polite" data-testid="bank-account-preview">
        {valid ? <>Výplaty půjdou na účet {bankAccountDisplay(account)}.</> : null}
      </p>
      {failure && <Alert>{failure}</Alert>}
    </Modal>
  );
}
