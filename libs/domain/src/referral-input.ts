import { z } from 'zod';
import { bankAccountError } from './bank-account';
import { emailInput } from './form-validation';
import { MAX_AMOUNT_CZK, TEXT_LIMITS } from './input-bounds';
import { STATS_PERIODS, DEFAULT_STATS_PERIOD } from './history';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/** An invitation code as it travels in links: letters and digits, any case. */
export const referralCodeSchema = z
  .string({ error: M.referralCodeInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,32}$/, { error: M.referralCodeInvalid });

/** GET /referenced/check_validity. */
export const referralValidityQuerySchema = z.object({ referral_code: referralCodeSchema });

/** POST /referenced/send_reg_email: the visitor's e-mail and the code that invited them. */
export const sendRegistrationEmailInputSchema = z.object({
  email: emailInput({ required: M.emailRequired, invalid: M.emailFormat }),
  referral_code: referralCodeSchema,
});

/** POST /transaction: a withdrawal of whole crowns to a valid Czech account. */
export const withdrawalInputSchema = z.object({
  amount: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? M.withdrawalAmountRequired : M.withdrawalAmountPositive) })
    .int({ error: M.withdrawalAmountWhole })
    .positive({ error: M.withdrawalAmountPositive })
    .max(MAX_AMOUNT_CZK, { error: M.withdrawalAmountTooLarge }),
  bank_account: z
    .string({ error: M.withdrawalNoBankAccount })
    .trim()
    .min(1, { error: M.withdrawalNoBankAccount })
    .max(TEXT_LIMITS.shortLabel, { error: M.bankAccountInvalid })
    .superRefine((account, ctx) => {
      const error = bankAccountError(account);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
});

/** GET /transaction_stats. */
export const transactionStatsQuerySchema = z.object({
  time_period: z.enum(STATS_PERIODS, { error: M.periodInvalid }).optional().default(DEFAULT_STATS_PERIOD),
});

export type SendRegistrationEmailInput = z.infer<typeof sendRegistrationEmailInputSchema>;
export type WithdrawalInput = z.infer<typeof withdrawalInputSchema>;
