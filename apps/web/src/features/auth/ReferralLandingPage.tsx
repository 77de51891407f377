import { useMutation, useQuery } from '@apollo/client/react';
import { REFERRAL_PAGE_QUERY, SEND_REFERRAL_EMAIL_MUTATION } from './referral.graphql';
import { errorMessage, fieldErrors, referralEmailSchema } from '@bonus/domain';
import { Alert, Button, LoadingState, TextField } from '@bonus/ui';
import { FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from './AuthCard';

/** How long the invalid-link notice stays before the visitor is taken home. */
const INVALID_LINK_REDIRECT_MS = 4000;

type Stage = 'form' | 'sending' | 'success';

/** /referral?referralCode=…: who invites the visitor, and the registration link sent to their e-mail. */
export function ReferralLandingPage() {
  const [params] = useSearchParams();
  const referralCode = params.get('referralCode') ?? '';
  const navigate = useNavigate();
  const { data, error, loading } = useQuery(REFERRAL_PAGE_QUERY, { variables: { referralCode }, skip: !referralCode });
  const invalid = !referralCode || Boolean(error);
  useEffect(() => {
    if (!invalid) return;
    const timer = window.setTimeout(() => navigate('/', { replace: true }), INVALID_LINK_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [invalid, navigate]);

  const [sendEmail] = useMutation(SEND_REFERRAL_EMAIL_MUTATION);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [stage, setStage] = useState<Stage>('form');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = fieldErrors(referralEmailSchema, { email });
    setFieldError(errors?.email);
    if (errors || !data) return;
    setFailure(null);
    setStage('sending');
    try {
      await sendEmail({ variables: { email: email.trim(), referralCode: data.referralPage.referralCode } });
      setStage('success');
    } catch {
      setFailure(errorMessage('REFERRAL_EMAIL_FAILED'));
      setStage('form');
    }
  };

  if (invalid) {
    return (
      <AuthCard title={errorMessage('REFERRAL_LINK_INVALID')}>
        <Alert>{errorMessage('REFERRAL_LINK_UNUSABLE')}</Alert>
        <p>Za chvíli vás přesměrujeme na úvodní stránku.</p>
        <Link className="ui-button ui-button--secondary" to="/">
          Na úvodní stránku
        </Link>
      </AuthCard>
    );
  }
  if (loading || !data) {
    return (
      <AuthCard title="Pozvánka">
        <LoadingState label="Ověřuji pozvánku…" />
      </AuthCard>
    );
  }
  const { referencerName } = data.referralPage;
  return (
    <AuthCard title={`${referencerName} vás zve do Bonus Klubu`}>
      {stage === 'success' ? (
        <div className="auth-form">
          <Alert kind="success">{errorMessage('REFERRAL_EMAIL_SENT')}</Alert>
          <p>Odkaz k registraci najdete v e-mailu {email.trim()}.</p>
          <Link className="ui-button ui-button--primary" to="/">
            Na úvodní stránku
          </Link>
        </div>
      ) : (
        <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
          <p>Zadejte svůj e-mail a pošleme vám informace o registraci i odkaz, přes který se k nám připojíte.</p>
          <TextField label="Email" type="email" autoComplete="email" value={email} error={fieldError} onChange={(e) => setEmail(e.target.value)} />
          {failure && <Alert>{failure}</Alert>}
          <Button type="submit" disabled={stage === 'sending'}>
            {stage === 'sending' ? 'Odesílám…' : 'Zaslat email'}
          </Button>
          <Link to={`/register?referralCode=${encodeURIComponent(data.referralPage.referralCode)}`}>Nebo se zaregistrujte rovnou</Link>
        </form>
      )}
      <p className="referral-landing__footer">Těšíme se na Vás!</p>
    </AuthCard>
  );
}
