import type { DataSource } from 'typeorm';
import { EARNINGS_CLAIM_MONTHS, halereToWholeCzk, HomeStatsDto } from '@bonus/domain';
import { CACHE_KEYS, SharedCache } from '../../cache/shared-cache';
import { homeFigures } from './home-stats.queries';

/**
 * Totals move with every registration and completed bonus, and the hero only counts up to rounded
 * figures, so they are recomputed at most once a minute per api copy instead of on every visit.
 */
const HOME_STATS_TTL_MS = 60_000;

/** Public statistics for the home page hero, computed from real data. */
export class HomeStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SharedCache,
  ) {}

  getStats(): Promise<HomeStatsDto> {
    return this.cache.get(CACHE_KEYS.homeStats, HOME_STATS_TTL_MS, () => this.compute());
  }

  private async compute(): Promise<HomeStatsDto> {
    const figures = await homeFigures(this.dataSource.manager, EARNINGS_CLAIM_MONTHS);
    const perEarnerPerMonth = figures.windowEarners > 0 ? Math.round(figures.windowMade / figures.windowEarners / EARNINGS_CLAIM_MONTHS) : 0;
    return {
      total_users: figures.totalUsers,
      avg_month_revenue: halereToWholeCzk(perEarnerPerMonth),
      total_made: halereToWholeCzk(figures.totalMade),
      avg_month_window: EARNINGS_CLAIM_MONTHS,
      avg_month_results: figures.windowResults,
      avg_month_earners: figures.windowEarners,
      median_result: halereToWholeCzk(Math.round(figures.windowMedian ?? 0)),
      total_results: figures.totalResults,
    };
  }
}
