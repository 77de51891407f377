import { DataSource } from 'typeorm';
import { COUNTED_REVIEW_STATUSES, DomainError, EarningsReviewStatus, halereToWholeCzk, initialReviewStatus, type ListPageQuery, type Page, pageOf, pageWindow } from '@bonus/domain';
import { CACHE_KEYS, SharedCache } from '../../cache/shared-cache';

/** The SQL condition of history entries that count in public and admin figures (libs/domain earnings-review.ts). */
export function countedEarningsSql(alias: string): string {
  return `${alias}.review_status IN (${COUNTED_REVIEW_STATUSES.map((status) => `'${status}'`).join(', ')})`;
}

/**
 * The review an entry gets when its amount is recorded or corrected: an amount far above the bonus's
 * expected value is refused until the member confirms it, and then waits for an admin.
 */
export function reviewForAmount(reachedProfitHalere: number, expectedValueHalere: number, confirmed: boolean): EarningsReviewStatus {
  const status = initialReviewStatus(halereToWholeCzk(reachedProfitHalere), halereToWholeCzk(expectedValueHalere));
  if (status === 'pending' && !confirmed) throw new DomainError('EARNINGS_CONFIRMATION_REQUIRED', { expectedValueHalere });
  return status;
}

interface PendingRow {
  id: number;
  member_name: string;
  bonus_name: string;
  expected: number;
  reached: number;
  created_at: Date;
}

export interface PendingEarnings {
  id: number;
  memberName: string;
  bonusName: string;
  expectedValue: number;
  reachedProfit: number;
  createdAt: Date;
}

/** The admin's review of unusually large earnings before they count in public figures. */
export class EarningsReviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SharedCache,
  ) {}

  /** Entries waiting for a review, oldest first. */
  async pending(query: ListPageQuery): Promise<Page<PendingEarnings>> {
    const { limit, offset } = pageWindow(query);
    const [rows, [{ total }]]: [PendingRow[], Array<{ total: number }>] = await Promise.all([
      this.dataSource.query(
        `SELECT e.id, u.name AS member_name, b.name AS bonus_name, b.expected_value_halere AS expected, e.reached_profit_halere AS reached, e.created_at
           FROM bonus_history_entry e JOIN app_user u ON u.id = e.user_id JOIN bonus b ON b.id = e.bonus_id
          WHERE e.review_status = 'pending' ORDER BY e.created_at, e.id LIMIT $1 OFFSET $2`,
        [limit, offset],
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM bonus_history_entry WHERE review_status = 'pending'`),
    ]);
    const entries = rows.map((row) => ({
      id: row.id,
      memberName: row.member_name,
      bonusName: row.bonus_name,
      expectedValue: halereToWholeCzk(row.expected),
      reachedProfit: halereToWholeCzk(row.reached),
      createdAt: row.created_at,
    }));
    return pageOf(entries, total, query);
  }

  /** Approves (counts from now on) or rejects (never counts publicly) a pending entry, once. */
  async review(id: number, approve: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [reviewed] = await manager.query(
        `WITH reviewed AS (UPDATE bonus_history_entry SET review_status = $2 WHERE id = $1 AND review_status = 'pending' RETURNING id) SELECT id FROM reviewed`,
        [id, approve ? 'approved' : 'rejected'],
      );
      if (!reviewed) {
        const [exists] = await manager.query(`SELECT 1 FROM bonus_history_entry WHERE id = $1`, [id]);
        throw new DomainError(exists ? 'EARNINGS_REVIEW_DONE' : 'NOT_FOUND', { historyId: id });
      }
      await this.cache.invalidate(CACHE_KEYS.homeStats, manager);
      if (approve) await this.cache.invalidate(CACHE_KEYS.earningsStats, manager);
    });
  }
}
