import { signInErrorMessage, useAuth } from '@bonus/client';
import { errorMessage, loginSchema } from '@bonus/domain';
import { Alert, Button, Checkbox, TextField } from '@bonus/ui';
import { FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { storedAuthError } from '../../session/session-storage';
import { EarningsClaim } from '../../shared/EarningsClaim';
import { useSession } from '../../session/session-context';
import { AuthCard } from './AuthCard';
import { GoogleButton } from './GoogleButton';
import { isUnsupportedInAppBrowser } from './in-app-browser';
import { dashboardPath } from '../../shared/dashboard/dashboard-pages';

export function LoginPage() {
  const { signInWithEmail, signInWithGoogle } = useAuth();
  const { state, establish } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState<string | null>(() => storedAuthError.read());
  const [busy, setBusy] = useState(false);

  if (state.status === 'member') return <Navigate to={dashboardPath()} replace />;

  if (isUnsupportedInAppBrowser(navigator.userAgent)) {
    return (
      <AuthCard title="Nepodporovaný prohlížeč">
        <p>Přihlášení nefunguje v prohlížeči uvnitř Facebooku ani Messengeru. Otevřete stránku v Chrome, Safari nebo jiném prohlížeči.</p>
        <Link className="ui-button ui-button--primary" to="/">
          Zpět na úvodní stránku
        </Link>
      </AuthCard>
    );
  }

  const run = async (signIn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    storedAuthError.clear();
    try {
      await signIn();
      await establish({ redirectTo: dashboardPath() });
    } catch (signInError) {
      setError(signInErrorMessage(signInError));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loginSchema.safeParse({ email, password }).success) {
      setError(errorMessage('LOGIN_FIELDS_REQUIRED'));
      return;
    }
    void run(() => signInWithEmail(email.trim(), password, remember));
  };

  return (
    <AuthCard title="Přihlášení">
      <EarningsClaim className="auth-benefit" />
      <GoogleButton onClick={() => void run(() => signInWithGoogle(remember))} disabled={busy}>
        Přihlásit se přes Google
      </GoogleButton>
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField label="Email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="Heslo" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <div className="auth-form__links">
          <Checkbox label="Zapamatovat si mě" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <Link to="/forgot-password">Zapomenuté heslo?</Link>
        </div>
        {error && <Alert>{error}</Alert>}
        <Button type="submit" disabled={busy}>
          {busy ? 'Přihlašuji…' : 'Přihlásit se'}
        </Button>
      </form>
      <p>
        Nemáte účet? <Link to="/register">Zaregistrujte se</Link>
      </p>
    </AuthCard>
  );
}
