import { useMutation } from '@apollo/client/react';
import { isWrongPassword, signInErrorMessage, useAuth } from '@bonus/client';
import { DELETE_USER_MUTATION } from './settings.graphql';
import { errorMessage } from '@bonus/domain';
import { Alert, Button, Modal, TextField } from '@bonus/ui';
import { FormEvent, useState } from 'react';
import { useMe, useSession } from '../../session/session-context';

/**
 * "Smazat účet" (GDPR erasure by the member): a confirmation that says what goes and what is kept
 * anonymised, a fresh sign-in (password, or Google's popup for Google accounts), then logout.
 */
export function DeleteAccountSection() {
  const me = useMe();
  const { reauthenticate } = useAuth();
  const { logout } = useSession();
  const [deleteUser] = useMutation(DELETE_USER_MUTATION);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const withPassword = me.providerId === 'password';

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (withPassword && !password) return setError('Zadejte prosím současné heslo.');
    setBusy(true);
    setError(null);
    try {
      await reauthenticate(withPassword ? password : null);
    } catch (failure) {
      setBusy(false);
      return setError(isWrongPassword(failure) ? errorMessage('WRONG_CURRENT_PASSWORD') : signInErrorMessage(failure));
    }
    try {
      await deleteUser();
      await logout('Váš účet byl smazán.');
    } catch {
      setBusy(false);
      setError('Účet se nepodařilo smazat. Zkuste to prosím znovu, případně nás kontaktujte.');
    }
  };

  return (
    <section className="dash-section" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Smazání účtu</h2>
      <p>Smazáním účtu ukončíte členství i předplatné a vaše osobní údaje odstraníme. Tento krok nelze vrátit.</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Smazat účet
      </Button>
      <Modal open={open} title="Opravdu smazat účet?" onClose={close}>
        <form onSubmit={(event) => void submit(event)} noValidate className="delete-account">
          <p>
            <strong>Smažeme:</strong> přezdívku, jméno, e-mail, datum narození, uložený bankovní účet, rozpracované i splněné bonusy s historií výdělků,
            referral odkazy, připomínky a kalendář. Předplatné se ukončí hned a už se nebude účtovat; nevyčerpaný zůstatek z doporučení propadá.
          </p>
          <p>
            <strong>Ponecháme bez vaší identity:</strong> objednávky, platby a výplaty (s maskovaným číslem účtu) a odměny z doporučení, které zákon
            ukládá uchovat pro účetnictví. Nikdo je s vámi už nespojí.
          </p>
          {withPassword ? (
            <TextField label="Současné heslo pro potvrzení" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          ) : (
            <p>Pro potvrzení se znovu přihlásíte účtem Google.</p>
          )}
          {error && <Alert>{error}</Alert>}
          <div className="delete-account__actions">
            <Button variant="secondary" onClick={close} disabled={busy}>
              Zpět
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? 'Mažu účet…' : withPassword ? 'Smazat účet natrvalo' : 'Přihlásit se přes Google a smazat účet'}
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
