import { CZECH_DATE_PLACEHOLDER, RegistrationStep1Form } from '@bonus/domain';
import { Alert, Button, DateField, TextField } from '@bonus/ui';
import { useEffect, useState } from 'react';
import { Resolver, useForm, useWatch } from 'react-hook-form';
import { GoogleButton } from './GoogleButton';
import { RegistrationConsents } from './RegistrationConsents';
import { RisksModal } from './RisksModal';
import { useRegisterMember } from './use-register-member';

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
  const { register, handleSubmit, control, formState, setValue } = useForm<Form>({ resolver, defaultValues: DEFAULTS });
  useEffect(() => void loadResolver(), []);
  const [pending, setPending] = useState<Form | null>(null);
  const { register: registerMember, busy, error } = useRegisterMember(referralCode, onDone);
  const isGoogle = useWatch({ control, name: 'isGoogleAuth' });
  const errors = formState.errors;

  // Google signs in after the details below are filled and the risks confirmed (the order of actions above).
  const continueWithGoogle = () => {
    setValue('isGoogleAuth', true);
    void handleSubmit(setPending)();
  };
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
        <DateField label={`Datum narození (${CZECH_DATE_PLACEHOLDER}) *`} autoComplete="bday" {...required} error={errors.birthDate?.message} {...register('birthDate')} />
        <RegistrationConsents register={register} errors={errors} />
        {error && <Alert>{error}</Alert>}
        <Button type="submit" disabled={busy}>
          {busy ? 'Registruji…' : isGoogle ? 'Registrovat přes Google' : 'Pokračovat'}
        </Button>
      </form>
      <RisksModal
        open={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={() => {
          setPending(null);
          if (pending) void registerMember(pending);
        }}
      />
    </>
  );
}
