import type { DataSource, EntityManager } from 'typeorm';
import { pragueMonthOf, pragueMonthsCte } from '../../persistence/prague-months';
import { ReferralCodeEntity } from './referral-code.entity';
import type { ReferralMonth, ReferralPage, ReferredMember } from './referral.read-model';

/** The SQL of referral codes, invited members and their monthly rewards, and the rows it reads. */

/** Takes the member's row lock, so concurrent code creations count the codes in use one after another. */
export async function lockMember(manager: EntityManager, userId: string): Promise<void> {
  await manager.query('SELECT 1 FROM app_user WHERE id = $1 FOR UPDATE', [userId]);
}

/** The member's codes, newest first. */
export function codesOf(manager: EntityManager, userId: string): Promise<ReferralCodeEntity[]> {
  return manager.find(ReferralCodeEntity, { where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
}

/** How many of the member's codes are in use. */
export function countCodesInUse(manager: EntityManager, userId: string): Promise<number> {
  return manager.countBy(ReferralCodeEntity, { userId, inUse: true });
}

/** Saves a new code in use for the member. */
export function insertReferralCode(manager: EntityManager, userId: string, code: string): Promise<ReferralCodeEntity> {
  return manager.save(ReferralCodeEntity, manager.create(ReferralCodeEntity, { userId, code, inUse: true }));
}

/** The member a referral code invites to, as its landing page names them, and their id (their invitations are their mails). */
export interface ReferralInviter extends ReferralPage {
  referrerId: string;
}

/** Whose code it is, if it is in use and its owner's account is not erased. */
export async function inviterOfCode(manager: EntityManager, code: string): Promise<ReferralInviter | null> {
  const [row]: Array<{ id: string; name: string; code: string }> = await manager.query(
    `SELECT u.id, u.name, c.code FROM referral_code c JOIN app_user u ON u.id = c.user_id WHERE c.code = $1 AND c.in_use AND u.erased_at IS NULL`,
    [code],
  );
  return row ? { referrerId: row.id, referencerName: row.name, referralCode: row.code } : null;
}

/**
 * A reward as the member is shown it, whole Kč in haléře: PostgreSQL's round() halves away from zero as
 * halereToWholeCzk does. Lists and charts sum these, as sumOfShownCzk sums the total, so every grouping (per
 * member, per month, in all) adds up to the same figure (issue #58).
 */
const SHOWN_REWARD = 'round(w.amount_halere / 100.0)::bigint * 100';

interface ReferredMemberRow {
  name: string;
  created_at: Date;
  tier_name: string;
  /** bigint, as text. */
  reward: string;
}

/** The members a member invited, newest first, with the rewards each earned the inviter. */
export async function referredMembers(dataSource: DataSource, referrerId: string, window: { limit: number | null; offset: number } = { limit: null, offset: 0 }): Promise<ReferredMember[]> {
  const rows: ReferredMemberRow[] = await dataSource.query(
    `SELECT u.name, r.created_at, t.name AS tier_name,
            (SELECT coalesce(sum(${SHOWN_REWARD}), 0) FROM referral_reward w WHERE w.referral_id = r.id)::bigint AS reward
       FROM referral r JOIN app_user u ON u.id = r.referred_id JOIN tier t ON t.id = u.tier_id
      WHERE r.referrer_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
    [referrerId, window.limit, window.offset],
  );
  return rows.map((row) => ({ name: row.name, creationTimestamp: row.created_at, tierName: row.tier_name, referencerReward: Number(row.reward) }));
}

/** Every reward the referrer earned (clawbacks negative), haléře. */
export async function rewardAmountsOf(dataSource: DataSource, referrerId: string): Promise<number[]> {
  const rows: Array<{ amount: number }> = await dataSource.query(
    `SELECT w.amount_halere AS amount FROM referral_reward w JOIN referral r ON r.id = w.referral_id WHERE r.referrer_id = $1`,
    [referrerId],
  );
  return rows.map((row) => row.amount);
}

/** How many members the referrer invited. */
export async function referredMemberCount(dataSource: DataSource, referrerId: string): Promise<number> {
  const [{ count }]: Array<{ count: number }> = await dataSource.query(`SELECT count(*)::int AS count FROM referral WHERE referrer_id = $1`, [referrerId]);
  return count;
}

/** Rewards (net of clawbacks) per Prague month, and payouts per month the bank paid them, for the last `months` months, oldest first. */
export async function referralMonths(dataSource: DataSource, userId: string, now: Date, months: number): Promise<ReferralMonth[]> {
  const rows: Array<{ month: string; reward: string; paid_out: string }> = await dataSource.query(
    `WITH ${pragueMonthsCte('$2', '$3')}
     SELECT to_char(m.month, 'YYYY-MM') AS month,
            (SELECT coalesce(sum(${SHOWN_REWARD}), 0) FROM referral_reward w JOIN referral r ON r.id = w.referral_id
              WHERE r.referrer_id = $1 AND ${pragueMonthOf('w.created_at')} = m.month)::bigint AS reward,
            (SELECT coalesce(sum(p.amount_halere), 0) FROM payout_transaction p
              WHERE p.user_id = $1 AND p.status = 'paid' AND date_trunc('month', p.paid_on::timestamp) = m.month)::bigint AS paid_out
       FROM months m ORDER BY m.month`,
    [userId, now, months],
  );
  return rows.map((row) => ({ month: row.month, reward: Number(row.reward), paidOut: Number(row.paid_out) }));
}
