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

/** Credits the referrer of the member who paid with their tier's share of what was actually paid. */
export async function creditReferralReward(manager: EntityManager, payerId: string, payment: PaidPayment): Promise<void> {
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
  if (self || amount <= 0) return;
  await addEntry(manager, row.referrer_id, { referralId: row.referral_id, orderId: payment.orderId, providerPaymentId: payment.id, sourcePaymentId: payment.id, amountHalere: amount });
}

/** Takes back the reward for the refunded part of a payment (refundedHalere is the running total refunded). */
export async function clawBackReferralReward(manager: EntityManager, payment: PaidPayment, refundedHalere: number): Promise<void> {
  const reward = await manager.findOne(ReferralRewardEntity, { where: { providerPaymentId: payment.id }, relations: { referral: true } });
  if (!reward) return;
  const [{ clawed }] = await manager.query(
    `SELECT coalesce(-sum(amount_halere), 0)::int AS clawed FROM referral_reward WHERE source_payment_id = $1 AND amount_halere < 0`,
    [payment.id],
  );
  const due = clawbackHalere(reward.amountHalere, payment.amountHalere, refundedHalere) - clawed;
  if (due <= 0) return;
  await addEntry(manager, reward.referral.referrerId, {
    referralId: reward.referralId,
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
