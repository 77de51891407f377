import { DIGITAL_CONTENT_WAIVER_TEXT, RegistrationStep1Form } from '@bonus/domain';
import { Checkbox } from '@bonus/ui';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { config } from '../../config';

const required = { 'aria-required': true } as const;

/** The consents of registration: the four the spec requires, then the optional newsletter. */
export function RegistrationConsents({ register, errors }: { register: UseFormRegister<Required<RegistrationStep1Form>>; errors: FieldErrors<Required<RegistrationStep1Form>> }) {
  return (
    <>
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
    </>
  );
}
