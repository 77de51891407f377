import { z } from 'zod';
import { isAdult, localCalendarDate } from './age';
import { parseCzechDate } from './czech-date-input';
import { errorMessage } from './errors';
import { emailInput, isEmail, isStrongPassword } from './form-validation';
import { TEXT_LIMITS as L, textTooLong } from './input-bounds';
import { VALIDATION_MESSAGES as M } from './validation-messages';

const text = z.string().default('');
const flag = z.boolean().default(false);

/** Checks a password the way registration does: required, then length, then strength. */
function passwordProblem(password: string): string | null {
  if (!password) return M.passwordRequired;
  if (password.length < 8) return M.passwordMinLength;
  if (!isStrongPassword(password)) return M.passwordStrength;
  return null;
}

/**
 * Registration step 1 (spec section 5). E-mail and password are skipped for a Google sign-up; the birth
 * date is typed day-month-year (parseCzechDate).
 * `now` fixes the day the age is counted on (default: the moment of validating, so an open form stays right past midnight).
 */
export function registrationStep1Schema(now?: Date) {
  return z
    .object({
      isGoogleAuth: flag,
      email: text,
      password: text,
      confirmPassword: text,
      nick: text,
      firstName: text,
      lastName: text,
      birthDate: text,
      ageConfirmed: flag,
      termsAccepted: flag,
      lostGuarantee: flag,
      digitalContentWaiver: flag,
      marketingConsent: flag,
    })
    .superRefine((form, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (!form.isGoogleAuth) {
        if (!form.email.trim()) fail('email', M.emailRequired);
        else if (!isEmail(form.email)) fail('email', M.emailFormat);
        const problem = passwordProblem(form.password);
        if (problem) fail('password', problem);
        if (form.confirmPassword !== form.password) fail('confirmPassword', M.passwordsMismatch);
      }
      if (!form.nick.trim()) fail('nick', M.nicknameRequired);
      else if (form.nick.trim().length < 3) fail('nick', M.nicknameMinLength);
      else if (form.nick.trim().length > L.nickname) fail('nick', textTooLong(L.nickname));
      if (!form.firstName.trim()) fail('firstName', M.firstNameRequired);
      else if (form.firstName.trim().length > L.personName) fail('firstName', textTooLong(L.personName));
      if (!form.lastName.trim()) fail('lastName', M.lastNameRequired);
      else if (form.lastName.trim().length > L.personName) fail('lastName', textTooLong(L.personName));
      const birthDate = parseCzechDate(form.birthDate);
      if (!form.birthDate.trim()) fail('birthDate', M.birthDateRequired);
      else if (!birthDate) fail('birthDate', M.birthDateFormat);
      else if (!isAdult(localCalendarDate(birthDate), now ?? new Date())) fail('birthDate', M.underage);
      if (!form.ageConfirmed) fail('ageConfirmed', M.ageNotConfirmed);
      if (!form.termsAccepted) fail('termsAccepted', M.termsNotAccepted);
      if (!form.lostGuarantee) fail('lostGuarantee', M.termsNotAccepted);
      if (!form.digitalContentWaiver) fail('digitalContentWaiver', M.digitalContentWaiverRequired);
    });
}

export type RegistrationStep1Form = z.input<ReturnType<typeof registrationStep1Schema>>;

/** Login: both fields required. */
export const loginSchema = z
  .object({ email: text, password: text })
  .refine((form) => form.email.trim() !== '' && form.password !== '', { message: errorMessage('LOGIN_FIELDS_REQUIRED') });

/** Forgot password (the page and GET /user/password_forgotten): e-mail required, then a valid format. */
export const forgotPasswordSchema = z.object({
  email: emailInput({ required: M.forgotPasswordEmptyEmail, invalid: M.forgotPasswordInvalidEmail }),
});

/** Change password: all three required, the new one strong and confirmed. */
export const changePasswordSchema = z
  .object({ currentPassword: text, newPassword: text, confirmPassword: text })
  .superRefine((form, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
      if (!form[field]) fail(field, M.fieldRequired);
    }
    if (form.newPassword && !isStrongPassword(form.newPassword)) fail('newPassword', M.passwordStrength);
    if (form.newPassword && form.confirmPassword && form.newPassword !== form.confirmPassword) fail('confirmPassword', M.newPasswordMismatch);
  });

export type EmailChangeDecision = { kind: 'skip' } | { kind: 'change'; email: string } | { kind: 'invalid'; message: string };

/**
 * Change e-mail: only for e-mail/password accounts; an unchanged address means there is nothing to do;
 * a new address must have a valid format.
 */
export function decideEmailChange(current: string, requested: string, providerId: string): EmailChangeDecision {
  const email = requested.trim();
  if (email.toLowerCase() === current.trim().toLowerCase()) return { kind: 'skip' };
  if (providerId !== 'password') return { kind: 'invalid', message: errorMessage('EMAIL_CHANGE_PASSWORD_ONLY') };
  if (!isEmail(email)) return { kind: 'invalid', message: M.changeEmailFormat };
  return { kind: 'change', email };
}

/** The referral landing page's e-mail field. */
export const referralEmailSchema = z.object({
  email: emailInput({ required: M.emailRequired, invalid: M.emailFormat }),
});
