import type { DataSource } from 'typeorm';
import type { BonusType, Halere } from '@bonus/domain';
import type { BonusHistoryTotals } from './bonus-history.read-model';
import { countedEarningsSql } from './earnings-review';

/** The SQL of the member's history beyond its pages. */

/** What the entries the filters select earned and were expected to earn, over all of them (every page), in haléře. */
export async function historyTotals(dataSource: DataSource, userId: string, start: Date | null, types: readonly BonusType[]): Promise<BonusHistoryTotals> {
  const [row]: Array<{ reached: string; expected: string }> = await dataSource.query(
    `SELECT coalesce(sum(e.reached_profit_halere), 0)::bigint AS reached,
            coalesce(sum(b.expected_value_halere), 0)::bigint AS expected
       FROM bonus_history_entry e
       JOIN bonus b ON b.id = e.bonus_id
      WHERE e.user_id = $1
        AND ($2::timestamptz IS NULL OR e.created_at >= $2)
        AND (cardinality($3::text[]) = 0 OR b.bonus_type = ANY($3::text[]))`,
    [userId, start, types],
  );
  return { reachedProfit: Number(row.reached), expectedValue: Number(row.expected) };
}

/**
 * Every offer with at least `minResults` results that count publicly (earnings-review.ts: not waiting
 * for or refused by a review), with those results ascending, in haléře: what earnings_stats are made of.
 */
export async function countedResultsByBonus(dataSource: DataSource, minResults: number): Promise<Map<number, Halere[]>> {
  const rows: { bonus_id: number; results: number[] }[] = await dataSource.query(
    `SELECT e.bonus_id, array_agg(e.reached_profit_halere ORDER BY e.reached_profit_halere) AS results
       FROM bonus_history_entry e WHERE ${countedEarningsSql('e')} GROUP BY e.bonus_id HAVING count(*) >= $1`,
    [minResults],
  );
  return new Map(rows.map((row) => [row.bonus_id, row.results]));
}
