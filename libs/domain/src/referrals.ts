import { VALIDATION_MESSAGES as M } from './validation-messages';

/** A member may have at most three referral codes in use at once (spec section 9). */
export const MAX_ACTIVE_REFERRAL_CODES = 3;

export function canCreateReferralCode(activeCodes: number): boolean {
  return activeCodes < MAX_ACTIVE_REFERRAL_CODES;
}

/** The copy confirmation lasts 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

/** Automatic payouts are paid no later than this day of the next month. */
export const AUTO_PAYOUT_DAY_OF_MONTH = 7;

/** The amount input's maximum: the balance rounded to whole crowns. */
export function withdrawalInputMax(balanceCzk: number): number {
  return Math.round(balanceCzk);
}

/**
 * Withdrawal request rules: an amount is required, positive and not above the balance, and a bank
 * account must be saved. Returns the message to show, or null when the request may go.
 */
export function withdrawalProblem(amountInput: string | number | null, balanceCzk: number, bankAccount: string | null): string | null {
  if (!bankAccount) return M.withdrawalNoBankAccount;
  if (amountInput === null || String(amountInput).trim() === '') return M.withdrawalAmountRequired;
  const amount = Number(String(amountInput).replace(',', '.'));
  if (!Number.isFinite(amount) || amount <= 0) return M.withdrawalAmountPositive;
  if (amount > balanceCzk) return M.withdrawalOverBalance;
  return null;
}

/** Referral share of a payment in haléře, rounded half up: 15 % of 1 299 Kč → 194,85 Kč. */
export function referralRewardHalere(paidHalere: number, sharePercent: number): number {
  return Math.round((paidHalere * sharePercent) / 100);
}
