import { EntityManager } from 'typeorm';
import { BonusType, BonusUsage, bonusUsage, TierCode } from '@bonus/domain';
import { pragueMonthStartSql } from '../../persistence/prague-months';
import { neitherCompletedNorHiddenSql } from './still-open-sql';

/**
 * The bonuses the member holds this month (see libs/domain bonus-limits), in one statement: completed
 * this Prague month, or started (step_idx > 0) and neither completed nor hidden; a started one counts
 * in this month's take when its first step was recorded this month.
 */
export async function loadBonusUsage(manager: EntityManager, userId: string, now: Date): Promise<BonusUsage> {
  const rows: { bonus_type: BonusType; expected_value_halere: number; completed_this_month: boolean; started_this_month: boolean }[] = await manager.query(
    `WITH completed AS (
       SELECT bonus_id FROM bonus_history_entry WHERE user_id = $1 AND created_at >= ${pragueMonthStartSql('$2')}
     ), started AS (
       SELECT p.bonus_id, p.started_at >= ${pragueMonthStartSql('$2')} AS this_month FROM user_bonus_progress p
        WHERE p.user_id = $1 AND p.step_idx > 0 AND ${neitherCompletedNorHiddenSql('$1', 'p.bonus_id')}
     )
     SELECT b.bonus_type, b.expected_value_halere, c.bonus_id IS NOT NULL AS completed_this_month, coalesce(s.this_month, false) AS started_this_month
       FROM bonus b LEFT JOIN completed c ON c.bonus_id = b.id LEFT JOIN started s ON s.bonus_id = b.id
      WHERE c.bonus_id IS NOT NULL OR s.bonus_id IS NOT NULL`,
    [userId, now],
  );
  return bonusUsage(
    rows.map((row) => ({
      bonusType: row.bonus_type,
      expectedValueHalere: Number(row.expected_value_halere),
      completedThisMonth: row.completed_this_month,
      startedThisMonth: row.started_this_month,
    })),
  );
}

/**
 * Locks the member's row for the rest of the transaction and returns their tier: every change to a
 * member's bonuses (progress, completion, history) runs under this lock, so limits and totals hold
 * under concurrent requests.
 */
export async function lockMember(manager: EntityManager, userId: string): Promise<TierCode> {
  const [row] = await manager.query(`SELECT t.code FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE u.id = $1 FOR UPDATE OF u`, [userId]);
  return row.code;
}
