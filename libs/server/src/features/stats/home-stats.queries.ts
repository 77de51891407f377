import type { EntityManager } from 'typeorm';
import { countedEarningsSql } from '../bonuses/earnings-review';

/** The SQL of the home page's public figures. */

/** Unusually large earnings count only once an admin approved them. */
const COUNTED = countedEarningsSql('e');

export interface HomeFigures {
  totalUsers: number;
  /** Haléře. */
  totalMade: number;
  /** Haléře, within the window. */
  windowMade: number;
  windowEarners: number;
  windowResults: number;
  /** Haléře; null when the window has no results. */
  windowMedian: number | null;
  totalResults: number;
}

/** Members, and counted results overall and within the last `windowMonths` months, in one statement. */
export async function homeFigures(manager: EntityManager, windowMonths: number): Promise<HomeFigures> {
  const [row] = await manager.query(
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
    [windowMonths],
  );
  return {
    totalUsers: row.total_users,
    totalMade: Number(row.total_made),
    windowMade: Number(row.window_made),
    windowEarners: row.window_earners,
    windowResults: row.window_results,
    windowMedian: row.window_median,
    totalResults: row.total_results,
  };
}
