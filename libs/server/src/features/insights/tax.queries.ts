import type { EntityManager } from 'typeorm';
import type { BonusType, NamedTaxYearRecords } from '@bonus/domain';
import { withinPragueYearSql } from '../../persistence/prague-months';

/**
 * The member's own records of a Prague calendar year that the tax position is computed from: every
 * completed offer with its result (their own figures count at once, reviewed or not) and the referral
 * rewards credited to them. Only the member's rows: `userId` bounds both statements.
 */
export async function taxYearRecords(manager: EntityManager, userId: string, year: number): Promise<NamedTaxYearRecords> {
  const within = (column: string) => withinPragueYearSql(column, '$2');
  const [bonuses, referrals] = await Promise.all([
    manager.query(
      `SELECT e.created_at AS at, b.name, b.bonus_type AS type, e.reached_profit_halere AS profit
         FROM bonus_history_entry e JOIN bonus b ON b.id = e.bonus_id WHERE e.user_id = $1 AND ${within('e.created_at')}`,
      [userId, year],
    ) as Promise<{ at: Date; name: string; type: BonusType; profit: number }[]>,
    manager.query(
      `SELECT rr.created_at AS at, rr.amount_halere AS amount FROM referral_reward rr JOIN referral r ON r.id = rr.referral_id WHERE r.referrer_id = $1 AND ${within('rr.created_at')}`,
      [userId, year],
    ) as Promise<{ at: Date; amount: number }[]>,
  ]);
  return { bonuses, referrals };
}
