import { DataSource } from 'typeorm';
import { halereToWholeCzk, RiskOverview, riskOverview } from '@bonus/domain';
import { pragueMonthStartSql } from '../bonuses/bonus-visibility';
import { loadStartedBonuses } from '../bonuses/started-bonuses';
import type { UserEntity } from '../users/user.entity';
import { requireFeature } from './tier-feature';

/** What the paid tiers promise beyond the catalogue (pricing table extras), each checked against the member's tier. */
export class InsightsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Řízení rizik (basic, premium): capital in started bonuses, and this month's return against the tier's maximum. */
  async riskOverview(user: UserEntity, now = new Date()): Promise<RiskOverview> {
    requireFeature(user.tier.code, 'riskManagement');
    const [started, [month]] = await Promise.all([
      loadStartedBonuses(this.dataSource.manager, user.id, now),
      this.dataSource.query(
        `SELECT coalesce(sum(reached_profit_halere), 0)::bigint AS total FROM bonus_history_entry WHERE user_id = $1 AND created_at >= ${pragueMonthStartSql('$2')}`,
        [user.id, now],
      ) as Promise<{ total: string }[]>,
    ]);
    return riskOverview(started, halereToWholeCzk(Number(month.total)), user.tier.maxReturnCzk);
  }
}
