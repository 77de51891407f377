import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphqlError, signInErrorMessage, useAuth } from '@bonus/client';
import { REGISTER_USER_MUTATION } from './auth.graphql';
import { CZECH_DATE_PLACEHOLDER, DIGITAL_CONTENT_WAIVER_TEXT, GAMBLING_WARNING, maskCzechDateInput, parseCzechDate, RegistrationStep1Form } from '@bonus/domain';
import { Alert, Button, Checkbox, Modal, TextField } from '@bonus/ui';
import { useEffect, useState } from 'react';
import { Resolver, useForm, useWatch } from 'react-hook-form';
import { config } from '../../config';
import { useSession } from '../../session/SessionProvider';
import { deleteUnregisteredAccount } from '../../session/unregistered-account';
import { GoogleButton } from './GoogleButton';

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
  const { register, handleSubmit, control, formState, setValue } = useForm<Form>({ resolver, defaultValues: DEFAULTS });
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
      const birthDate = parseCzechDate(form.birthDate)!;
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

  // Google signs in after the details below are filled and the risks confirmed (the order of actions above).
  const continueWithGoogle = () => {
    setValue('isGoogleAuth', true);
    void handleSubmit(setPending)();
  };
  const birthDate = register('birthDate');
  const required = { 'aria-required': true } as const;

  return (
    <>
      <GoogleButton onClick={continueWithGoogle} disabled={busy}>
        Pokračovat přes Google
      </GoogleButton>
      <form className="auth-form" onSubmit={handleSubmit(setPending)} noValidate>
        <p className="auth-required-note">
          <span aria-hidden="true">*</span> povinné údaje
        </p>
        {isGoogle ? (
          <div className="auth-google-note" role="note">
            <p>Registrujete se účtem Google: vyplňte údaje níže a potvrďte rizika, pak se přihlásíte přes Google.</p>
            <button type="button" className="auth-link-button" onClick={() => setValue('isGoogleAuth', false)}>
              Registrovat se e-mailem a heslem
            </button>
          </div>
        ) : (
          <>
            <TextField label="E-mail *" type="email" autoComplete="email" {...required} error={errors.email?.message} {...register('email')} />
            <div className="auth-form__row">
              <TextField label="Heslo *" type="password" autoComplete="new-password" {...required} error={errors.password?.message} {...register('password')} />
              <TextField label="Heslo znovu *" type="password" autoComplete="new-password" {...required} error={errors.confirmPassword?.message} {...register('confirmPassword')} />
            </div>
          </>
        )}
        <TextField label="Přezdívka *" autoComplete="nickname" {...required} error={errors.nick?.message} {...register('nick')} />
        <div className="auth-form__row">
          <TextField label="Jméno *" autoComplete="given-name" {...required} error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Příjmení *" autoComplete="family-name" {...required} error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <TextField
          label={`Datum narození (${CZECH_DATE_PLACEHOLDER}) *`}
          inputMode="numeric"
          placeholder={CZECH_DATE_PLACEHOLDER}
          autoComplete="bday"
          maxLength={10}
          {...required}
          error={errors.birthDate?.message}
          {...birthDate}
          onChange={(event) => {
            event.target.value = maskCzechDateInput(event.target.value);
            return birthDate.onChange(event);
          }}
        />
        <fieldset className="auth-consents">
          <legend>Povinné souhlasy *</legend>
          <Checkbox label="Potvrzuji, že je mi více než 18 let" {...required} error={errors.ageConfirmed?.message} {...register('ageConfirmed')} />
          <Checkbox
            label={
              <>
                Souhlasím s{' '}
                <a href={config.documents.terms} target="_blank" rel="noreferrer">
                  obchodními podmínkami
                </a>
              </>
            }
            {...required}
            error={errors.termsAccepted?.message}
            {...register('termsAccepted')}
          />
          <Checkbox label="Beru na vědomí, že výdělek z bonusů není zaručen a mohu přijít o vložené peníze" {...required} error={errors.lostGuarantee?.message} {...register('lostGuarantee')} />
          <Checkbox label={DIGITAL_CONTENT_WAIVER_TEXT} {...required} error={errors.digitalContentWaiver?.message} {...register('digitalContentWaiver')} />
        </fieldset>
        <fieldset className="auth-consents auth-consents--optional">
          <legend>Nepovinné</legend>
          <Checkbox label="Chci dostávat novinky a nové bonusy e-mailem" {...register('marketingConsent')} />
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
