import { minimumWithdrawalReason } from './site-settings';
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
 * Withdrawal request rules: an amount is required, positive, not above the balance and not below the
 * admin's minimum (`minimumCzk`), and a bank account must be saved. Returns the message to show, or
 * null when the request may go.
 */
export function withdrawalProblem(amountInput: string | number | null, balanceCzk: number, bankAccount: string | null, minimumCzk = 0): string | null {
  if (!bankAccount) return M.withdrawalNoBankAccount;
  if (amountInput === null || String(amountInput).trim() === '') return M.withdrawalAmountRequired;
  const amount = Number(String(amountInput).replace(',', '.'));
  if (!Number.isFinite(amount) || amount <= 0) return M.withdrawalAmountPositive;
  if (amount > balanceCzk) return M.withdrawalOverBalance;
  if (amount < minimumCzk) return minimumWithdrawalReason(minimumCzk);
  return null;
}

/** Referral share of a payment in haléře, rounded half up: 15 % of 1 299 Kč → 194,85 Kč. */
export function referralRewardHalere(paidHalere: number, sharePercent: number): number {
  return Math.round((paidHalere * sharePercent) / 100);
}

/** Why a withdrawal was refused, shown after the catalogue's WITHDRAWAL_FAILED text (spec section 8: failure with the server's reason). */
export const WITHDRAWAL_REASONS = {
  overBalance: 'Částka převyšuje váš zůstatek.',
  emptyBalance: 'Nemáte žádný zůstatek k výběru.',
} as const;

interface ReferralParty {
  id: string;
  email: string | null;
  bankAccount: string | null;
}

/** "jan.novak+x@Seznam.cz" and "jan.novak@seznam.cz" are one mailbox. */
function mailbox(email: string): string {
  const [local, domain = ''] = email.trim().toLowerCase().split('@');
  return `${local.split('+')[0]}@${domain}`;
}

/**
 * Inviting yourself earns nothing: the same person, the same e-mail box or the same payout account
 * on both sides of a referral.
 */
export function isSelfReferral(referrer: ReferralParty, referred: ReferralParty): boolean {
  if (referrer.id === referred.id) return true;
  if (referrer.email && referred.email && mailbox(referrer.email) === mailbox(referred.email)) return true;
  return Boolean(referrer.bankAccount && referred.bankAccount && referrer.bankAccount === referred.bankAccount);
}

/**
 * The share clawed back when a payment is refunded: the reward for the refunded part, so a full
 * refund takes the whole reward back.
 */
export function clawbackHalere(rewardHalere: number, paidHalere: number, refundedHalere: number): number {
  if (paidHalere <= 0) return 0;
  return Math.round((rewardHalere * Math.min(refundedHalere, paidHalere)) / paidHalere);
}

/** Built once: the api asks for the Prague month on most member calls (cached reads are keyed by it). */
const pragueYearMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit' });

const HOUR_MS = 3_600_000;
/** The last answer and the UTC hour it holds for: Prague's offsets are whole hours, so its month is the same for a whole UTC hour. */
let lastMonth = { hour: Number.NaN, month: '' };

/** "YYYY-MM" of a moment in Prague time: the month an automatic payout belongs to. */
export function pragueMonth(date: Date): string {
  const hour = Math.floor(date.getTime() / HOUR_MS);
  if (hour === lastMonth.hour) return lastMonth.month;
  const parts = pragueYearMonth.formatToParts(date);
  lastMonth = { hour, month: `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}` };
  return lastMonth.month;
}

/** One automatic payout per member and month, however often the job runs. */
export function autoPayoutKey(userId: string, now: Date): string {
  return `auto:${userId}:${pragueMonth(now)}`;
}

/**
 * What a withdrawal of whole crowns takes from a balance in haléře. The screen offers the balance
 * rounded to whole crowns (spec section 5), so asking for that rounded amount takes exactly the
 * balance; anything above it is refused (null).
 */
export function withdrawalHalere(amountCzk: number, balanceHalere: number): number | null {
  if (amountCzk <= 0 || amountCzk > withdrawalInputMax(balanceHalere / 100)) return null;
  return Math.min(amountCzk * 100, balanceHalere);
}
