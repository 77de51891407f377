import { useMutation } from '@apollo/client/react';
import { isWrongPassword, signInErrorMessage, useAuth } from '@bonus/client';
import { UPDATE_USER_MUTATION } from './settings.graphql';
import { changePasswordSchema, decideEmailChange, errorMessage, fieldErrors, FieldErrors } from '@bonus/domain';
import { Alert, Button, TextField } from '@bonus/ui';
import { FormEvent, useState } from 'react';
import { useMe, useSession } from '../../session/session-context';

type Result = { kind: 'error' | 'success'; text: string } | null;

/** Change e-mail and password, each after re-authenticating with the current password. */
export function SecurityTab() {
  return (
    <div className="dash-section">
      <ChangeEmailForm />
      <ChangePasswordForm />
    </div>
  );
}

function ChangeEmailForm() {
  const me = useMe();
  const { changeEmail } = useAuth();
  const { logout } = useSession();
  const [updateUser] = useMutation(UPDATE_USER_MUTATION);
  const [email, setEmail] = useState(me.email ?? '');
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);
  /** An address Firebase already has but the member record not yet: only saving it is left to do. */
  const [unsaved, setUnsaved] = useState<string | null>(null);

  /** The server takes the address Firebase has now; only then is the change done (and the member signed out). */
  const saveOnServer = async (newEmail: string) => {
    try {
      await updateUser({ variables: { input: { email: newEmail } } });
    } catch {
      setUnsaved(newEmail);
      setResult({ kind: 'error', text: errorMessage('EMAIL_SYNC_FAILED') });
      return;
    }
    setUnsaved(null);
    setResult({ kind: 'success', text: errorMessage('EMAIL_CHANGE_SUCCEEDED') });
    setTimeout(() => void logout(), 2500);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (unsaved) return await saveOnServer(unsaved);
      const decision = decideEmailChange(me.email ?? '', email, me.providerId);
      if (decision.kind === 'skip') return;
      if (decision.kind === 'invalid') return setResult({ kind: 'error', text: decision.message });
      try {
        await changeEmail(password, decision.email);
      } catch (error) {
        return setResult({ kind: 'error', text: isWrongPassword(error) ? errorMessage('WRONG_CURRENT_PASSWORD') : errorMessage('EMAIL_CHANGE_FAILED') });
      }
      await saveOnServer(decision.email);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="dash-section" onSubmit={submit} noValidate aria-labelledby="change-email-title">
      <h2 id="change-email-title">Změna emailu</h2>
      <TextField label="Nový email" type="email" autoComplete="email" value={email} readOnly={unsaved !== null} onChange={(e) => setEmail(e.target.value)} />
      {!unsaved && <TextField label="Současné heslo pro potvrzení" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
      {result && <Alert kind={result.kind}>{result.text}</Alert>}
      <Button type="submit" disabled={busy}>
        {unsaved ? 'Uložit email znovu' : 'Změnit email'}
      </Button>
    </form>
  );
}

function ChangePasswordForm() {
  const { changePassword } = useAuth();
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof form) => ({ value: form[name], error: errors[name], onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = fieldErrors(changePasswordSchema, form);
    setErrors(problems ?? {});
    setResult(null);
    if (problems) return;
    setBusy(true);
    try {
      await changePassword(form.currentPassword, form.newPassword);
      setForm({ currentPassword: '', newPassword: '', confirmPassword: '' });
      setResult({ kind: 'success', text: 'Heslo bylo změněno.' });
    } catch (error) {
      setResult({ kind: 'error', text: isWrongPassword(error) ? errorMessage('WRONG_CURRENT_PASSWORD') : signInErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="dash-section" onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">Změna hesla</h2>
      <TextField label="Současné heslo" type="password" autoComplete="current-password" {...field('currentPassword')} />
      <TextField label="Nové heslo" type="password" autoComplete="new-password" {...field('newPassword')} />
      <TextField label="Nové heslo znovu" type="password" autoComplete="new-password" {...field('confirmPassword')} />
      {result && <Alert kind={result.kind}>{result.text}</Alert>}
      <Button type="submit" disabled={busy}>
        Změnit heslo
      </Button>
    </form>
  );
}
