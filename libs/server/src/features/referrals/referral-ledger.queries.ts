import type { EntityManager } from 'typeorm';
import { ReferralRewardEntity } from './referral-reward.entity';

/** The SQL of the referral ledger (referral-ledger.ts): who invited a payer, what a payment earned, the ledger rows. */

export interface PayerReferral {
  referral_id: number;
  referrer_id: string;
  /** The referrer's tier's share, percent. */
  share: number;
  referrer_email: string | null;
  referrer_account: string | null;
  payer_email: string | null;
  payer_account: string | null;
}

/** The referral of the member who paid, with what the self-referral check compares; null when nobody (not erased) invited them. */
export async function referralOfPayer(manager: EntityManager, payerId: string): Promise<PayerReferral | null> {
  const [row]: PayerReferral[] = await manager.query(
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
  return row ?? null;
}

export interface PaymentRewards {
  referral_id: number;
  referrer_id: string;
  /** What the payment's rewards added, haléře (null when none). */
  rewarded: number | null;
  /** What was already taken back, haléře. */
  clawed: number;
}

/** What a provider payment earned its referrer and what was already taken back; null when it earned nothing. */
export async function rewardsOfPayment(manager: EntityManager, paymentId: string): Promise<PaymentRewards | null> {
  const [earned]: PaymentRewards[] = await manager.query(
    `SELECT w.referral_id, r.referrer_id,
            sum(w.amount_halere) FILTER (WHERE w.amount_halere > 0)::int AS rewarded,
            coalesce(-sum(w.amount_halere) FILTER (WHERE w.amount_halere < 0), 0)::int AS clawed
       FROM referral_reward w JOIN referral r ON r.id = w.referral_id
      WHERE w.source_payment_id = $1 GROUP BY w.referral_id, r.referrer_id`,
    [paymentId],
  );
  return earned ?? null;
}

export type LedgerEntry = Omit<ReferralRewardEntity, 'id' | 'referral' | 'order' | 'createdAt'>;

/** Adds a ledger row; false when its provider payment key was recorded already (a repeated webhook). */
export async function insertLedgerEntry(manager: EntityManager, entry: LedgerEntry): Promise<boolean> {
  const inserted = await manager.createQueryBuilder().insert().into(ReferralRewardEntity).values(entry).orIgnore().returning('id').execute();
  return inserted.raw.length > 0;
}

/** Moves the referrer's lifetime referral revenue and balance by the same amount (negative for a clawback). */
export async function addToReferrerBalance(manager: EntityManager, referrerId: string, amountHalere: number): Promise<void> {
  await manager.query(`UPDATE app_user SET referral_revenue_halere = referral_revenue_halere + $2, balance_halere = balance_halere + $2 WHERE id = $1`, [referrerId, amountHalere]);
}
