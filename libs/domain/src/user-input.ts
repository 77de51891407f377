import { z } from 'zod';
import { isAdult, utcCalendarDate } from './age';
import { bankAccountError } from './bank-account';
import { emailInput } from './form-validation';
import { LATEST_UNIX_SECONDS, TEXT_LIMITS as L, textTooLong, wholeNumber } from './input-bounds';
import { VALIDATION_MESSAGES as M } from './validation-messages';
import { REQUIRED_CONSENTS } from './consents';
import { errorMessage, type ErrorCode } from './errors';

const EARLIEST_BIRTH = -2_208_988_800; // 1900-01-01
const nickname = z
  .string({ error: M.nicknameRequired })
  .trim()
  .min(1, { error: M.nicknameRequired })
  .min(3, { error: M.nicknameMinLength })
  .max(L.nickname, { error: textTooLong(L.nickname) });
const personName = (required: string) => z.string({ error: required }).trim().min(1, { error: required }).max(L.personName, { error: textTooLong(L.personName) });

/** A consent registration cannot go without: exactly `true`, else the consent's own Czech refusal. */
const requiredConsent = (missing: ErrorCode) => z.literal(true, { error: errorMessage(missing) });

/** POST /user: the server-side twin of registration step 1's personal data (the e-mail is the signed-in account's). */
export function createUserInputSchema(now: Date = new Date()) {
  return z
    .object({
      name: nickname,
      first_name: personName(M.firstNameRequired),
      last_name: personName(M.lastNameRequired),
      /** Unix seconds (negative before 1970). */
      birth_timestamp: wholeNumber(M.birthDateRequired, EARLIEST_BIRTH, LATEST_UNIX_SECONDS),
      referral_code: z.string().trim().max(64).nullish(),
      // The consents of registration step 1: each required one must be given, and is refused by name.
      age_confirmed: requiredConsent(REQUIRED_CONSENTS.adult),
      terms_accepted: requiredConsent(REQUIRED_CONSENTS.terms),
      lost_guarantee: requiredConsent(REQUIRED_CONSENTS.lost_guarantee),
      digital_content_waiver: requiredConsent(REQUIRED_CONSENTS.digital_content_waiver),
      marketing_consent: z.boolean().optional(),
    })
    .superRefine((input, ctx) => {
      if (!isAdult(utcCalendarDate(new Date(input.birth_timestamp * 1000)), now)) ctx.addIssue({ code: 'custom', path: ['birth_timestamp'], message: M.underage });
    });
}

export type CreateUserInput = z.infer<ReturnType<typeof createUserInputSchema>>;

/**
 * PUT /user: any of these fields; an empty bank account removes it. `email` may only repeat the
 * signed-in account's e-mail (it syncs the record after a change in Firebase), never set another.
 */
export const updateUserInputSchema = z
  .object({
    name: nickname.optional(),
    bank_account: z.string().trim().max(L.shortLabel, { error: M.bankAccountInvalid }).nullish(),
    email: emailInput({ required: M.changeEmailFormat, invalid: M.changeEmailFormat }).optional(),
    auto_withdraw: z.boolean().optional(),
    /** Newsletters and news of bonuses by e-mail. */
    marketing_consent: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    const accountError = input.bank_account ? bankAccountError(input.bank_account) : null;
    if (accountError) ctx.addIssue({ code: 'custom', path: ['bank_account'], message: accountError });
  });

export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

/** Deleting one's own account needs a sign-in at most this old (Firebase's own rule for sensitive changes). */
export const RECENT_SIGN_IN_SECONDS = 300;

export function signedInRecently(authTimeSeconds: number, now: Date): boolean {
  return Number.isFinite(authTimeSeconds) && now.getTime() / 1000 - authTimeSeconds <= RECENT_SIGN_IN_SECONDS;
}

/**
 * The member record's e-mail is the signed-in account's (Firebase's). A body may repeat it (old
 * clients send it after changing it in Firebase: that syncs the record), never set another.
 */
export function acceptsAccountEmail(bodyEmail: string | undefined, accountEmail: string | null): boolean {
  return bodyEmail === undefined || (accountEmail !== null && bodyEmail.trim().toLowerCase() === accountEmail.toLowerCase());
}
