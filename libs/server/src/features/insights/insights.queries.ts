import type { EntityManager } from 'typeorm';
import type { BonusType } from '@bonus/domain';
import { pragueMonthLabelSql, pragueMonthStartSql, withinPragueMonthsSql } from '../../persistence/prague-months';

/** The SQL of the paid tiers' insights: the member's own figures per Prague month. */

/** What the member's completed offers earned this Prague month so far, in haléře. */
export async function profitThisMonth(manager: EntityManager, userId: string, now: Date): Promise<number> {
  const [month]: { total: string }[] = await manager.query(
    `SELECT coalesce(sum(reached_profit_halere), 0)::bigint AS total FROM bonus_history_entry WHERE user_id = $1 AND created_at >= ${pragueMonthStartSql('$2')}`,
    [userId, now],
  );
  return Number(month.total);
}

// Both months, bounded by Prague midnights; rows are labelled with their Prague month.
const within = (column: string) => withinPragueMonthsSql(column, '$2', '$3');

/** The member's completed offers in the months `from`..`to` (YYYY-MM): month, type, result in haléře. */
export function completedInMonths(manager: EntityManager, userId: string, from: string, to: string): Promise<{ month: string; type: BonusType; profit: number }[]> {
  return manager.query(
    `SELECT ${pragueMonthLabelSql('e.created_at')} AS month, b.bonus_type AS type, e.reached_profit_halere AS profit
       FROM bonus_history_entry e JOIN bonus b ON b.id = e.bonus_id WHERE e.user_id = $1 AND ${within('e.created_at')}`,
    [userId, from, to],
  );
}

/** The referral rewards credited to the member per month of `from`..`to`, in haléře. */
export function referralIncomeByMonth(manager: EntityManager, userId: string, from: string, to: string): Promise<{ month: string; total: string }[]> {
  return manager.query(
    `SELECT ${pragueMonthLabelSql('rr.created_at')} AS month, sum(rr.amount_halere)::bigint AS total
       FROM referral_reward rr JOIN referral r ON r.id = rr.referral_id WHERE r.referrer_id = $1 AND ${within('rr.created_at')} GROUP BY 1`,
    [userId, from, to],
  );
}

/** The member's payouts in the months `a` and `b`, in haléře: they count in the month the bank paid them. */
export function payoutsByMonth(manager: EntityManager, userId: string, a: string, b: string): Promise<{ month: string; total: string }[]> {
  return manager.query(
    `SELECT to_char(paid_on, 'YYYY-MM') AS month, sum(amount_halere)::bigint AS total
       FROM payout_transaction WHERE user_id = $1 AND status = 'paid' AND to_char(paid_on, 'YYYY-MM') IN ($2, $3) GROUP BY 1`,
    [userId, a, b],
  );
}
