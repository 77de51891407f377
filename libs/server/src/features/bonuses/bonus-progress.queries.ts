import type { EntityManager } from 'typeorm';
import { BonusType, halereToWholeCzk, TierCode } from '@bonus/domain';
import { pragueMonthStartSql } from '../../persistence/prague-months';
import { BonusEntity } from './bonus.entity';
import { visibleNowSql } from './bonus-visibility';
import { HiddenBonusEntity } from './hidden-bonus.entity';
import { neitherCompletedNorHiddenSql } from './still-open-sql';
import { UserBonusProgressEntity } from './user-bonus-progress.entity';

/** The SQL of a member working through offers: their row lock, this month's usage, progress, hiding, started offers. */

/**
 * Locks the member's row for the rest of the transaction and returns their tier: every change to a
 * member's bonuses (progress, completion, history) runs under this lock, so limits and totals hold
 * under concurrent requests.
 */
export async function lockMember(manager: EntityManager, userId: string): Promise<TierCode> {
  const [row] = await manager.query(`SELECT t.code FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE u.id = $1 FOR UPDATE OF u`, [userId]);
  return row.code;
}

export interface BonusUsageRow {
  bonusType: BonusType;
  expectedValueHalere: number;
  completedThisMonth: boolean;
  startedThisMonth: boolean;
}

/**
 * The bonuses the member holds this month (see libs/domain bonus-limits), in one statement: completed
 * this Prague month, or started (step_idx > 0) and neither completed nor hidden; a started one counts
 * in this month's take when its first step was recorded this month.
 */
export async function bonusUsageRows(manager: EntityManager, userId: string, now: Date): Promise<BonusUsageRow[]> {
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
  return rows.map((row) => ({
    bonusType: row.bonus_type,
    expectedValueHalere: Number(row.expected_value_halere),
    completedThisMonth: row.completed_this_month,
    startedThisMonth: row.started_this_month,
  }));
}

/**
 * A bonus the member can still work on, with its steps: not hidden or completed by them and, unless
 * `anyVisibility`, shown now; null otherwise.
 */
export function openBonusOf(manager: EntityManager, userId: string, bonusId: number, now: Date, anyVisibility: boolean): Promise<BonusEntity | null> {
  const query = manager
    .createQueryBuilder(BonusEntity, 'bonus')
    .leftJoinAndSelect('bonus.steps', 'step')
    .where('bonus.id = :bonusId', { bonusId, userId, now })
    .andWhere(neitherCompletedNorHiddenSql(':userId', 'bonus.id'));
  if (!anyVisibility) query.andWhere(visibleNowSql('bonus', ':now'));
  return query.getOne();
}

/** What the member did with a bonus that closes it to them: completed it, hid it, both or neither. */
export async function closedBy(manager: EntityManager, userId: string, bonusId: number): Promise<{ completed: boolean; hidden: boolean }> {
  const [row] = await manager.query(
    `SELECT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = $1 AND e.bonus_id = $2) AS completed,
            EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = $1 AND h.bonus_id = $2) AS hidden`,
    [userId, bonusId],
  );
  return row;
}

/** Whether the bonus is shown now (its visibility window and switch). */
export async function isShownNow(manager: EntityManager, bonusId: number, now: Date): Promise<boolean> {
  const [row] = await manager.query(`SELECT 1 FROM bonus b WHERE b.id = $1 AND ${visibleNowSql('b', '$2')}`, [bonusId, now]);
  return Boolean(row);
}

export function progressOf(manager: EntityManager, userId: string, bonusId: number): Promise<UserBonusProgressEntity | null> {
  return manager.findOneBy(UserBonusProgressEntity, { userId, bonusId });
}

/** The member's step index in the offer; `started` (when and under which terms) only on the first step. */
export async function saveProgress(manager: EntityManager, userId: string, bonusId: number, stepIdx: number, started: { startedAt: Date; termsVersion: number } | null): Promise<void> {
  await manager.upsert(UserBonusProgressEntity, { userId, bonusId, stepIdx, ...started }, ['userId', 'bonusId']);
}

/** A bonus members may know of: any but a draft (which no member has seen). */
export function publishedBonusExists(manager: EntityManager, bonusId: number): Promise<boolean> {
  return manager.existsBy(BonusEntity, { id: bonusId, draft: false });
}

/** Hiding twice is the same as once. */
export async function hideBonus(manager: EntityManager, userId: string, bonusId: number): Promise<void> {
  await manager.createQueryBuilder().insert().into(HiddenBonusEntity).values({ userId, bonusId }).orIgnore().execute();
}

export interface StartedBonusRow {
  id: number;
  name: string;
  /** Whole Kč. */
  neededCapital: number;
  riskRate: number;
  endAt: Date;
  renewingDays: number[];
}

/** The bonuses a member has started (step_idx > 0), neither completed nor hidden, still running at `now`. */
export async function loadStartedBonuses(manager: EntityManager, userId: string, now: Date): Promise<StartedBonusRow[]> {
  const rows: { id: number; name: string; needed_capital_halere: number; risk_rate: number; end_at: Date; renewing_days: number[] }[] = await manager.query(
    `SELECT b.id, b.name, b.needed_capital_halere, b.risk_rate, b.end_at, b.renewing_days
       FROM user_bonus_progress p JOIN bonus b ON b.id = p.bonus_id
      WHERE p.user_id = $1 AND p.step_idx > 0 AND b.end_at > $2
        AND ${neitherCompletedNorHiddenSql('p.user_id', 'p.bonus_id')}
      ORDER BY b.end_at, b.id`,
    [userId, now],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    neededCapital: halereToWholeCzk(row.needed_capital_halere),
    riskRate: row.risk_rate,
    endAt: row.end_at,
    renewingDays: row.renewing_days ?? [],
  }));
}
