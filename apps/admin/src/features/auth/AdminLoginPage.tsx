import { signInErrorMessage, useAuth } from '@bonus/client';
import { adminReturnPath, errorMessage } from '@bonus/domain';
import { Button, Card, TextField, ThemeToggle } from '@bonus/ui';
import { FormEvent, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';

export function AdminLoginPage() {
  const { firebaseUser, signInWithEmail } = useAuth();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (firebaseUser) return <Navigate to={adminReturnPath(params.get('next'))} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(errorMessage('LOGIN_FIELDS_REQUIRED'));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await signInWithEmail(email.trim(), password);
    } catch (signInError) {
      setError(signInErrorMessage(signInError));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="admin-login">
      <div className="admin-login__theme">
        <ThemeToggle />
      </div>
      <Card aria-labelledby="admin-login-title">
        <h1 id="admin-login-title">Přihlášení do administrace</h1>
        <form onSubmit={submit} noValidate className="admin-login__form">
          <TextField label="Email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField label="Heslo" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          {error && (
            <p role="alert" className="ui-field__error">
              {error}
            </p>
          )}
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Přihlašuji…' : 'Přihlásit se'}
          </Button>
        </form>
      </Card>
    </main>
  );
}
