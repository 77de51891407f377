import type { DataSource, EntityManager } from 'typeorm';
import type { BonusHistoryQuery, BonusType, EarningsReviewStatus, Halere } from '@bonus/domain';
import { pragueMonthOf, pragueMonthsCte } from '../../persistence/prague-months';
import { BonusHistoryEntryEntity } from './bonus-history-entry.entity';
import type { BonusHistoryTotals } from './bonus-history.read-model';
import { countedEarningsSql } from './earnings-review';

/** The SQL of the member's history of completed bonuses, and the totals on their row that follow it. */

export interface NewHistoryEntry {
  userId: string;
  bonusId: number;
  note: string;
  reachedProfitHalere: number;
  reviewStatus: EarningsReviewStatus;
  createdAt: Date;
}

/** The new entry's id. */
export async function insertHistoryEntry(manager: EntityManager, entry: NewHistoryEntry): Promise<number> {
  const inserted = await manager.insert(BonusHistoryEntryEntity, entry);
  return inserted.identifiers[0].id as number;
}

/** The member's entry with its bonus; null when they have none of that id. */
export function historyEntryWithBonus(manager: EntityManager, userId: string, id: number): Promise<BonusHistoryEntryEntity | null> {
  return manager.findOne(BonusHistoryEntryEntity, { where: { id, userId }, relations: { bonus: true } });
}

/** The member's entry with its bonus and the bonus's company. */
export function historyEntryOf(manager: EntityManager, userId: string, id: number): Promise<BonusHistoryEntryEntity> {
  return manager.findOneOrFail(BonusHistoryEntryEntity, { where: { id, userId }, relations: { bonus: { company: true } } });
}

export async function updateHistoryEntry(
  manager: EntityManager,
  id: number,
  changes: { reachedProfitHalere: number; reviewStatus: EarningsReviewStatus; note?: string },
): Promise<void> {
  await manager.update(BonusHistoryEntryEntity, id, changes);
}

/** Deletes the member's entry; what it earned in haléře, or null when they had none of that id. */
export async function deleteHistoryEntry(manager: EntityManager, userId: string, id: number): Promise<number | null> {
  const [rows] = await manager.query(`DELETE FROM bonus_history_entry WHERE id = $1 AND user_id = $2 RETURNING reached_profit_halere`, [id, userId]);
  return rows.length ? Number(rows[0].reached_profit_halere) : null;
}

/** Moves the member's bonus_revenue and completed count with their history. */
export async function adjustMemberTotals(manager: EntityManager, userId: string, profitHalere: number, count: number): Promise<void> {
  await manager.query(
    `UPDATE app_user SET bonus_revenue_halere = bonus_revenue_halere + $2, completed_bonus_count = completed_bonus_count + $3 WHERE id = $1`,
    [userId, profitHalere, count],
  );
}

/**
 * A page of the member's history, newest first, with bonus and company, and how many entries the filters select.
 * Plain LIMIT/OFFSET with joins that cannot multiply rows (each entry has one bonus, one company): one page query
 * and one count, however long the history (findAndCount adds a distinct-ids query).
 */
export function historyPage(manager: EntityManager, userId: string, query: BonusHistoryQuery, start: Date | null): Promise<[BonusHistoryEntryEntity[], number]> {
  const page = manager
    .getRepository(BonusHistoryEntryEntity)
    .createQueryBuilder('entry')
    .leftJoinAndSelect('entry.bonus', 'bonus')
    .leftJoinAndSelect('bonus.company', 'company')
    .where('entry.userId = :userId', { userId })
    .orderBy('entry.createdAt', 'DESC')
    .addOrderBy('entry.id', 'DESC')
    .limit(query.items_per_page)
    .offset((query.current_page - 1) * query.items_per_page);
  if (start) page.andWhere('entry.createdAt >= :start', { start });
  if (query.bonus_type_filters.length) page.andWhere('bonus.bonusType IN (:...types)', { types: query.bonus_type_filters });
  return page.getManyAndCount();
}

export interface MonthRow {
  /** YYYY-MM, Prague time. */
  month: string;
  reachedProfitHalere: number;
  bonuses: number;
  successes: number;
}

/** The member's results in each of the last `months` months up to `now` (Prague time), oldest first, empty months included. */
export async function historyByMonth(manager: EntityManager, userId: string, now: Date, months: number): Promise<MonthRow[]> {
  const rows: { month: string; profit: string; bonuses: number; successes: number }[] = await manager.query(
    `WITH ${pragueMonthsCte('$2', '$3')}
     SELECT to_char(m.month, 'YYYY-MM') AS month,
            coalesce(sum(e.reached_profit_halere), 0)::bigint AS profit,
            count(e.id)::int AS bonuses,
            (count(e.id) FILTER (WHERE e.reached_profit_halere > 0))::int AS successes
       FROM months m
       LEFT JOIN bonus_history_entry e ON e.user_id = $1 AND ${pragueMonthOf('e.created_at')} = m.month
      GROUP BY m.month ORDER BY m.month`,
    [userId, now, months],
  );
  return rows.map((row) => ({ month: row.month, reachedProfitHalere: Number(row.profit), bonuses: row.bonuses, successes: row.successes }));
}

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
 * for or refused by a review) recorded within the last `months` months, with those results ascending,
 * in haléře: what earnings_stats are made of.
 */
export async function countedResultsByBonus(dataSource: DataSource, minResults: number, months: number): Promise<Map<number, Halere[]>> {
  const rows: { bonus_id: number; results: number[] }[] = await dataSource.query(
    `SELECT e.bonus_id, array_agg(e.reached_profit_halere ORDER BY e.reached_profit_halere) AS results
       FROM bonus_history_entry e WHERE ${countedEarningsSql('e')} AND e.created_at >= now() - make_interval(months => $2)
      GROUP BY e.bonus_id HAVING count(*) >= $1`,
    [minResults, months],
  );
  return new Map(rows.map((row) => [row.bonus_id, row.results]));
}
