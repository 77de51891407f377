import type { EntityManager } from 'typeorm';
import { clawbackHalere, isSelfReferral, referralRewardHalere } from '@bonus/domain';
import { addToReferrerBalance, insertLedgerEntry, type LedgerEntry, referralOfPayer, rewardsOfPayment } from './referral-ledger.queries';

/**
 * The referral ledger: every reward and clawback is a row of `referral_reward`, keyed by the provider
 * payment (or refund) it came from, so a repeated webhook changes nothing. The referrer's
 * referral_revenue and balance move by exactly the row's amount in the same transaction.
 */

interface PaidPayment {
  /** subscription_payment.id */
  id: string;
  orderId: string;
  amountHalere: number;
}

/**
 * Credits the referrer of the member who paid with their tier's share of what was actually paid, and
 * on the member's first paid payment also the flat reward of the settings (`signupRewardHalere`, once
 * per referral: its key is the referral's).
 */
export async function creditReferralReward(manager: EntityManager, payerId: string, payment: PaidPayment, signupRewardHalere: number): Promise<void> {
  const row = await referralOfPayer(manager, payerId);
  if (!row) return;
  const self = isSelfReferral(
    { id: row.referrer_id, email: row.referrer_email, bankAccount: row.referrer_account },
    { id: payerId, email: row.payer_email, bankAccount: row.payer_account },
  );
  const amount = referralRewardHalere(payment.amountHalere, row.share);
  if (self || payment.amountHalere <= 0) return;
  const entry = { referralId: row.referral_id, orderId: payment.orderId, sourcePaymentId: payment.id };
  if (amount > 0) await addEntry(manager, row.referrer_id, { ...entry, providerPaymentId: payment.id, amountHalere: amount });
  if (signupRewardHalere > 0) await addEntry(manager, row.referrer_id, { ...entry, providerPaymentId: `signup:${row.referral_id}`, amountHalere: signupRewardHalere });
}

/**
 * Takes back the rewards a payment earned (the share and a flat first-payment reward alike) for its
 * refunded part (refundedHalere is the running total refunded).
 */
export async function clawBackReferralReward(manager: EntityManager, payment: PaidPayment, refundedHalere: number): Promise<void> {
  const earned = await rewardsOfPayment(manager, payment.id);
  if (!earned?.rewarded) return;
  const due = clawbackHalere(earned.rewarded, payment.amountHalere, refundedHalere) - earned.clawed;
  if (due <= 0) return;
  await addEntry(manager, earned.referrer_id, {
    referralId: earned.referral_id,
    orderId: payment.orderId,
    providerPaymentId: `clawback:${payment.id}:${refundedHalere}`,
    sourcePaymentId: payment.id,
    amountHalere: -due,
  });
}

async function addEntry(manager: EntityManager, referrerId: string, entry: LedgerEntry): Promise<void> {
  if (await insertLedgerEntry(manager, entry)) await addToReferrerBalance(manager, referrerId, entry.amountHalere);
}
