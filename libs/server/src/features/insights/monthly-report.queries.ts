import type { EntityManager } from 'typeorm';
import type { TierCode } from '@bonus/domain';
import { UserEntity } from '../users/user.entity';

/** The SQL of the monthly report's e-mail: one delivery row per member and month, drained in locked batches. */

/** A row for every member of `tiers` with an address, active; the number of rows new this run. */
export async function queueMonthlyReports(manager: EntityManager, month: string, tiers: readonly TierCode[]): Promise<number> {
  const queued: unknown[] = await manager.query(
    `INSERT INTO monthly_report_delivery (user_id, month)
     SELECT u.id, $1 FROM app_user u JOIN tier t ON t.id = u.tier_id
      WHERE t.code = ANY($2) AND u.email IS NOT NULL AND u.deactivated_at IS NULL AND u.erased_at IS NULL
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [month, tiers],
  );
  return queued.length;
}

/** Up to `size` unsent deliveries of the month, tried fewer than `maxAttempts` times and not among `attempted`, locked. */
export function claimMonthlyReports(manager: EntityManager, month: string, maxAttempts: number, attempted: readonly string[], size: number): Promise<{ user_id: string; month: string }[]> {
  return manager.query(
    `SELECT user_id, month FROM monthly_report_delivery
      WHERE month = $1 AND sent_at IS NULL AND attempts < $2 AND NOT (user_id = ANY($3::uuid[]))
      ORDER BY user_id LIMIT $4 FOR UPDATE SKIP LOCKED`,
    [month, maxAttempts, attempted, size],
  );
}

export function memberWithTier(manager: EntityManager, userId: string): Promise<UserEntity> {
  return manager.findOneOrFail(UserEntity, { where: { id: userId }, relations: { tier: true } });
}

export async function markMonthlyReportSent(manager: EntityManager, userId: string, month: string): Promise<void> {
  await manager.query(`UPDATE monthly_report_delivery SET sent_at = now(), attempts = attempts + 1 WHERE user_id = $1 AND month = $2`, [userId, month]);
}

/** A failed attempt: it is tried again in a later run, up to the maximum. */
export async function recordMonthlyReportFailure(manager: EntityManager, userId: string, month: string): Promise<void> {
  await manager.query(`UPDATE monthly_report_delivery SET attempts = attempts + 1 WHERE user_id = $1 AND month = $2`, [userId, month]);
}
