import { signInErrorMessage, useAuth } from '@bonus/client';
import { adminReturnPath, loginSchema } from '@bonus/domain';
import { Button, Card, Logo, TextField, ThemeToggle } from '@bonus/ui';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { checkedByDomain, formResolver } from '../../shared/form-schema';

interface LoginForm {
  email: string;
  password: string;
}

/** The shared login rule; its one message ("fill in both fields") is about the form, so it is the form's (root) error. */
const loginFormSchema = z.object({ email: z.string(), password: z.string() }).superRefine(checkedByDomain(loginSchema, (form: LoginForm) => form, { '': 'root' }));
const resolver = formResolver<LoginForm>(loginFormSchema);

export function AdminLoginPage() {
  const { firebaseUser, signInWithEmail } = useAuth();
  const [params] = useSearchParams();
  const { register, control, handleSubmit, setFocus, formState } = useForm<LoginForm>({ resolver, defaultValues: { email: '', password: '' } });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const [refusal, setRefusal] = useState<string | null>(null);
  const errorId = useId();

  if (firebaseUser) return <Navigate to={adminReturnPath(params.get('next'))} replace />;

  const signIn = async (form: LoginForm) => {
    try {
      await signInWithEmail(form.email.trim(), form.password);
    } catch (signInError) {
      setRefusal(signInErrorMessage(signInError));
    }
  };
  const error = formState.errors.root?.message ?? refusal;
  // The one message is about both fields: each points at it, and a field left empty is marked invalid.
  const missing = { email: !email.trim(), password: !password };
  const describedBy = error ? errorId : undefined;
  const invalid = (field: keyof LoginForm) => Boolean(formState.errors.root) && missing[field];

  return (
    <main className="admin-login">
      <div className="admin-login__theme">
        <ThemeToggle />
      </div>
      <Card aria-labelledby="admin-login-title">
        <Logo name="Bonus Klub" />
        <h1 id="admin-login-title">Přihlášení do administrace</h1>
        <form
          onSubmit={(event) => {
            setRefusal(null);
            void handleSubmit(signIn, () => setFocus(missing.email ? 'email' : 'password'))(event);
          }}
          noValidate
          className="admin-login__form"
        >
          <TextField label="Email" type="email" autoComplete="username" aria-invalid={invalid('email')} aria-describedby={describedBy} {...register('email')} />
          <TextField label="Heslo" type="password" autoComplete="current-password" aria-invalid={invalid('password')} aria-describedby={describedBy} {...register('password')} />
          {error && (
            <p id={errorId} role="alert" className="ui-field__error">
              {error}
            </p>
          )}
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Přihlašuji…' : 'Přihlásit se'}
          </Button>
        </form>
      </Card>
    </main>
  );
}
