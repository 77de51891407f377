import { useMutation } from '@apollo/client/react';
import { REQUEST_PASSWORD_RESET_MUTATION } from './auth.graphql';
import { errorMessage, fieldErrors, forgotPasswordSchema } from '@bonus/domain';
import { Alert, Button, TextField } from '@bonus/ui';
import { FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from './AuthCard';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [requestReset, { loading }] = useMutation(REQUEST_PASSWORD_RESET_MUTATION);

  const send = async (address: string) => {
    setFailure(null);
    try {
      await requestReset({ variables: { email: address } });
      setSentTo(address);
    } catch {
      setFailure(errorMessage('PASSWORD_RESET_FAILED'));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = fieldErrors(forgotPasswordSchema, { email });
    setFieldError(errors?.email);
    if (!errors) void send(email.trim());
  };

  if (sentTo) {
    return (
      <AuthCard title="Zkontrolujte email">
        <p role="status">
          Pokud u nás existuje účet s adresou <strong>{sentTo}</strong>, poslali jsme na ni odkaz pro nastavení nového hesla.
        </p>
        {failure && <Alert>{failure}</Alert>}
        <div className="auth-form">
          <Button variant="secondary" disabled={loading} onClick={() => void send(sentTo)}>
            {loading ? 'Odesílám…' : 'Poslat znovu'}
          </Button>
          <Link to="/login">Zpět na přihlášení</Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Zapomenuté heslo">
      <p>Zadejte email, se kterým se přihlašujete. Pošleme vám odkaz pro nastavení nového hesla.</p>
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" value={email} error={fieldError} onChange={(e) => setEmail(e.target.value)} />
        {failure && <Alert>{failure}</Alert>}
        <Button type="submit" disabled={loading}>
          {loading ? 'Odesílám…' : 'Odeslat odkaz'}
        </Button>
        <Link to="/login">Zpět na přihlášení</Link>
      </form>
    </AuthCard>
  );
}
