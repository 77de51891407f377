import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphqlError, signInErrorMessage, useAuth } from '@bonus/client';
import { REGISTER_USER_MUTATION } from './auth.graphql';
import { DIGITAL_CONTENT_WAIVER_TEXT, GAMBLING_WARNING, parseIsoDate, RegistrationStep1Form } from '@bonus/domain';
import { Alert, Button, Checkbox, Modal, TextField } from '@bonus/ui';
import { useEffect, useState } from 'react';
import { Resolver, useForm, useWatch } from 'react-hook-form';
import { config } from '../../config';
import { useSession } from '../../session/SessionProvider';
import { deleteUnregisteredAccount } from '../../session/unregistered-account';

type Form = Required<RegistrationStep1Form>;

const DEFAULTS: Form = {
  isGoogleAuth: false,
  email: '',
  password: '',
  confirmPassword: '',
  nick: '',
  firstName: '',
  lastName: '',
  birthDate: '',
  ageConfirmed: false,
  termsAccepted: false,
  lostGuarantee: false,
  digitalContentWaiver: false,
  marketingConsent: false,
};

const loadResolver = () => import('./registration-resolver');

/**
 * The schema (and zod with it) is loaded after the form is on screen, not before: it is a tenth of
 * what the page needs, and validation only starts at the first submit.
 */
const resolver: Resolver<Form> = async (values, context, options) => (await loadResolver()).registrationResolver(values, context, options as never) as never;

/**
 * Step 1 (Údaje). Order of actions (spec section 4): the sign-in account is created (or Google),
 * then the user record on the server, then the user is loaded, then the next step.
 */
export function RegisterDetailsStep({ referralCode, onDone }: { referralCode: string | null; onDone: () => void }) {
  const { createAccount, signInWithGoogle, signOut } = useAuth();
  const client = useApolloClient();
  const { establish } = useSession();
  const [registerUser] = useMutation(REGISTER_USER_MUTATION);
  const { register, handleSubmit, control, formState } = useForm<Form>({ resolver, defaultValues: DEFAULTS });
  useEffect(() => void loadResolver(), []);
  const [pending, setPending] = useState<Form | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isGoogle = useWatch({ control, name: 'isGoogleAuth' });
  const errors = formState.errors;

  const finish = async (form: Form) => {
    setPending(null);
    setBusy(true);
    setError(null);
    let signedIn = false;
    try {
      if (form.isGoogleAuth) await signInWithGoogle(true);
      else await createAccount(form.email.trim(), form.password);
      signedIn = true;
      const birthDate = parseIsoDate(form.birthDate)!;
      await registerUser({
        variables: {
          input: {
            name: form.nick.trim(),
            firstName: form.firstName.trim(),
            lastName: form.lastName.trim(),
            birthTimestamp: Math.floor(Date.UTC(birthDate.getFullYear(), birthDate.getMonth(), birthDate.getDate()) / 1000),
            referralCode,
            ageConfirmed: form.ageConfirmed,
            termsAccepted: form.termsAccepted,
            lostGuarantee: form.lostGuarantee,
            digitalContentWaiver: form.digitalContentWaiver,
            marketingConsent: form.marketingConsent,
          },
        },
      });
      if (await establish()) onDone();
    } catch (failure) {
      // A refused registration must not leave a Firebase account without a member behind.
      if (signedIn) {
        await deleteUnregisteredAccount(client);
        await signOut().catch(() => undefined);
      }
      setError(graphqlError(failure)?.message ?? signInErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className="auth-form" onSubmit={handleSubmit(setPending)} noValidate>
        <Checkbox label="Registrovat se přes Google účet" {...register('isGoogleAuth')} />
        {!isGoogle && (
          <>
            <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
            <div className="auth-form__row">
              <TextField label="Heslo" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
              <TextField label="Heslo znovu" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
            </div>
          </>
        )}
        <TextField label="Přezdívka" autoComplete="nickname" error={errors.nick?.message} {...register('nick')} />
        <div className="auth-form__row">
          <TextField label="Jméno *" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Příjmení *" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <TextField label="Datum narození" type="date" autoComplete="bday" error={errors.birthDate?.message} {...register('birthDate')} />
        <fieldset className="auth-consents">
          <legend className="visually-hidden">Souhlasy</legend>
          <Checkbox label="Potvrzuji, že je mi více než 18 let" error={errors.ageConfirmed?.message} {...register('ageConfirmed')} />
          <Checkbox
            label={
              <>
                Souhlasím s{' '}
                <a href={config.documents.terms} target="_blank" rel="noreferrer">
                  obchodními podmínkami
                </a>
              </>
            }
            error={errors.termsAccepted?.message}
            {...register('termsAccepted')}
          />
          <Checkbox label="Beru na vědomí, že výdělek z bonusů není zaručen a mohu přijít o vložené peníze" error={errors.lostGuarantee?.message} {...register('lostGuarantee')} />
          <Checkbox label={DIGITAL_CONTENT_WAIVER_TEXT} error={errors.digitalContentWaiver?.message} {...register('digitalContentWaiver')} />
          <Checkbox label="Chci dostávat novinky a nové bonusy emailem (nepovinné)" {...register('marketingConsent')} />
        </fieldset>
        {error && <Alert>{error}</Alert>}
        <Button type="submit" disabled={busy}>
          {busy ? 'Registruji…' : isGoogle ? 'Registrovat přes Google' : 'Pokračovat'}
        </Button>
      </form>
      <Modal
        open={pending !== null}
        title="Rizika"
        onClose={() => setPending(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setPending(null)}>
              Zrušit
            </Button>
            <Button onClick={() => pending && void finish(pending)}>Registrovat</Button>
          </>
        }
      >
        <p>Bankovní i kasinové bonusy mají podmínky, které je nutné splnit. U kasinových bonusů můžete vložené peníze prohrát.</p>
        <p>{GAMBLING_WARNING}</p>
        <p>Pokračujte jen tehdy, pokud rozumíte rizikům a je vám více než 18 let.</p>
      </Modal>
    </>
  );
}
