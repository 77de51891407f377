import { DataSource } from 'typeorm';
import { halereToWholeCzk, RiskOverview, riskOverview } from '@bonus/domain';
import { pragueMonthStartSql } from '../bonuses/bonus-visibility';
import type { UserEntity } from '../users/user.entity';
import { requireFeature } from './tier-feature';

/** What the paid tiers promise beyond the catalogue (pricing table extras), each checked against the member's tier. */
export class InsightsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Řízení rizik (basic, premium): capital in started bonuses, and this month's return against the tier's maximum. */
  async riskOverview(user: UserEntity, now = new Date()): Promise<RiskOverview> {
    requireFeature(user.tier.code, 'riskManagement');
    const [started, [month]] = await Promise.all([
      this.dataSource.query(
        `SELECT b.id, b.name, b.needed_capital_halere, b.risk_rate, b.end_at
           FROM user_bonus_progress p JOIN bonus b ON b.id = p.bonus_id
          WHERE p.user_id = $1 AND p.step_idx > 0 AND b.end_at > $2
            AND NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = p.user_id AND e.bonus_id = p.bonus_id)
            AND NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = p.user_id AND h.bonus_id = p.bonus_id)`,
        [user.id, now],
      ) as Promise<{ id: number; name: string; needed_capital_halere: number; risk_rate: number; end_at: Date }[]>,
      this.dataSource.query(
        `SELECT coalesce(sum(reached_profit_halere), 0)::bigint AS total FROM bonus_history_entry WHERE user_id = $1 AND created_at >= ${pragueMonthStartSql('$2')}`,
        [user.id, now],
      ) as Promise<{ total: string }[]>,
    ]);
    return riskOverview(
      started.map((row) => ({ id: row.id, name: row.name, neededCapital: halereToWholeCzk(row.needed_capital_halere), riskRate: row.risk_rate, endAt: row.end_at })),
      halereToWholeCzk(Number(month.total)),
      user.tier.maxReturnCzk,
    );
  }
}
