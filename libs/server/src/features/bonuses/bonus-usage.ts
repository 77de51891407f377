import { EntityManager } from 'typeorm';
import { bonusLimitKind, BonusType, BonusUsage, TierCode } from '@bonus/domain';
import { pragueMonthStartSql } from '../../db/prague-months';
import { neitherCompletedNorHiddenSql } from './still-open-sql';

/**
 * How many bonuses of each limit kind the member has taken this month (see libs/domain
 * bonus-limits): completed this month, or started (step_idx > 0) and neither completed nor hidden.
 */
export async function loadBonusUsage(manager: EntityManager, userId: string, now: Date): Promise<BonusUsage> {
  const rows: { bonus_type: BonusType; taken: number }[] = await manager.query(
    `SELECT b.bonus_type, count(*)::int AS taken FROM bonus b
      WHERE EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = $1 AND e.bonus_id = b.id AND e.created_at >= ${pragueMonthStartSql('$2')})
         OR (EXISTS (SELECT 1 FROM user_bonus_progress p WHERE p.user_id = $1 AND p.bonus_id = b.id AND p.step_idx > 0)
             AND ${neitherCompletedNorHiddenSql('$1', 'b.id')})
      GROUP BY b.bonus_type`,
    [userId, now],
  );
  const usage: BonusUsage = { bank: 0, casino: 0 };
  for (const row of rows) usage[bonusLimitKind(row.bonus_type)] += row.taken;
  return usage;
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
