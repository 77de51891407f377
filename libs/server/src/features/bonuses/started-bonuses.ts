import { EntityManager } from 'typeorm';
import { halereToWholeCzk } from '@bonus/domain';
import { neitherCompletedNorHiddenSql } from './still-open-sql';

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
