import { EntityManager } from 'typeorm';
import { clawbackHalere, isSelfReferral, referralRewardHalere } from '@bonus/domain';
import { ReferralRewardEntity } from './referral-reward.entity';

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
  const [row] = await manager.query(
    `SELECT r.id AS referral_id, r.referrer_id, t.referral_reward_percent AS share,
            referrer.email AS referrer_email, referrer.bank_account AS referrer_account,
            payer.email AS payer_email, payer.bank_account AS payer_account
       FROM referral r
       JOIN app_user referrer ON referrer.id = r.referrer_id AND referrer.erased_at IS NULL
       JOIN tier t ON t.id = referrer.tier_id
       JOIN app_user payer ON payer.id = r.referred_id
      WHERE r.referred_id = $1`,
    [payerId],
  );
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
  const [earned] = await manager.query(
    `SELECT w.referral_id, r.referrer_id,
            sum(w.amount_halere) FILTER (WHERE w.amount_halere > 0)::int AS rewarded,
            coalesce(-sum(w.amount_halere) FILTER (WHERE w.amount_halere < 0), 0)::int AS clawed
       FROM referral_reward w JOIN referral r ON r.id = w.referral_id
      WHERE w.source_payment_id = $1 GROUP BY w.referral_id, r.referrer_id`,
    [payment.id],
  );
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

async function addEntry(manager: EntityManager, referrerId: string, entry: Omit<ReferralRewardEntity, 'id' | 'referral' | 'order' | 'createdAt'>): Promise<void> {
  const inserted = await manager.createQueryBuilder().insert().into(ReferralRewardEntity).values(entry).orIgnore().returning('id').execute();
  if (!inserted.raw.length) return;
  await manager.query(
    `UPDATE app_user SET referral_revenue_halere = referral_revenue_halere + $2, balance_halere = balance_halere + $2 WHERE id = $1`,
    [referrerId, entry.amountHalere],
  );
}
