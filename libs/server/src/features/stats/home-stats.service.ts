import { DataSource } from 'typeorm';
import { EARNINGS_CLAIM_MONTHS, halereToWholeCzk, HomeStatsDto } from '@bonus/domain';
import { countedEarningsSql } from '../bonuses/earnings-review';
import { CACHE_KEYS, SharedCache } from '../../cache/shared-cache';

/**
 * Totals move with every registration and completed bonus, and the hero only counts up to rounded
 * figures, so they are recomputed at most once a minute per api copy instead of on every visit.
 */
const HOME_STATS_TTL_MS = 60_000;

/** Public statistics for the home page hero, computed from real data. */
/** Unusually large earnings count only once an admin approved them. */
const COUNTED = countedEarningsSql('e');

export class HomeStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SharedCache,
  ) {}

  getStats(): Promise<HomeStatsDto> {
    return this.cache.get(CACHE_KEYS.homeStats, HOME_STATS_TTL_MS, () => this.compute());
  }

  private async compute(): Promise<HomeStatsDto> {
    const [row] = await this.dataSource.query(
      `SELECT
         (SELECT count(*) FROM app_user WHERE erased_at IS NULL)::int AS total_users,
         (SELECT coalesce(sum(reached_profit_halere), 0) FROM bonus_history_entry e WHERE ${COUNTED})::bigint AS total_made,
         (SELECT coalesce(sum(reached_profit_halere), 0) FROM bonus_history_entry e
            WHERE ${COUNTED} AND created_at >= now() - make_interval(months => $1))::bigint AS window_made,
         (SELECT count(DISTINCT user_id) FROM bonus_history_entry e
            WHERE ${COUNTED} AND created_at >= now() - make_interval(months => $1))::int AS window_earners,
         (SELECT count(*) FROM bonus_history_entry e
            WHERE ${COUNTED} AND created_at >= now() - make_interval(months => $1))::int AS window_results,
         (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY reached_profit_halere) FROM bonus_history_entry e
            WHERE ${COUNTED} AND created_at >= now() - make_interval(months => $1)) AS window_median,
         (SELECT count(*) FROM bonus_history_entry e WHERE ${COUNTED})::int AS total_results`,
      [EARNINGS_CLAIM_MONTHS],
    );
    const windowMade = Number(row.window_made);
    const perEarnerPerMonth = row.window_earners > 0 ? Math.round(windowMade / row.window_earners / EARNINGS_CLAIM_MONTHS) : 0;
    return {
      total_users: row.total_users,
      avg_month_revenue: halereToWholeCzk(perEarnerPerMonth),
      total_made: halereToWholeCzk(Number(row.total_made)),
      avg_month_window: EARNINGS_CLAIM_MONTHS,
      avg_month_results: row.window_results,
      avg_month_earners: row.window_earners,
      median_result: halereToWholeCzk(Math.round(row.window_median ?? 0)),
      total_results: row.total_results,
    };
  }
}
