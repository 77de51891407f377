import type { DataSource } from 'typeorm';
import { COUNTED_REVIEW_STATUSES, DomainError, EarningsReviewStatus, halereToWholeCzk, initialReviewStatus, type ListPageQuery, type Page, readPage } from '@bonus/domain';
import { CACHE_KEYS, SharedCache } from '../../cache/shared-cache';
import { historyEntryExists, pendingEarnings, pendingEarningsCount, settleReview } from './earnings-review.queries';

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

export interface PendingEarnings {
  id: number;
  memberName: string;
  bonusName: string;
  expectedValue: number;
  reachedProfit: number;
  creationTimestamp: Date;
}

/** The admin's review of unusually large earnings before they count in public figures. */
export class EarningsReviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SharedCache,
  ) {}

  /** Entries waiting for a review, oldest first. */
  async pending(query: ListPageQuery): Promise<Page<PendingEarnings>> {
    const page = await readPage(query, (window) => pendingEarnings(this.dataSource.manager, window), () => pendingEarningsCount(this.dataSource.manager));
    return {
      ...page,
      items: page.items.map((row) => ({
        id: row.id,
        memberName: row.memberName,
        bonusName: row.bonusName,
        expectedValue: halereToWholeCzk(row.expectedValueHalere),
        reachedProfit: halereToWholeCzk(row.reachedProfitHalere),
        creationTimestamp: row.createdAt,
      })),
    };
  }

  /** Approves (counts from now on) or rejects (never counts publicly) a pending entry, once. */
  async review(id: number, approve: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await settleReview(manager, id, approve))) {
        throw new DomainError((await historyEntryExists(manager, id)) ? 'EARNINGS_REVIEW_DONE' : 'NOT_FOUND', { historyId: id });
      }
      await this.cache.invalidate(CACHE_KEYS.homeStats, manager);
      if (approve) await this.cache.invalidate(CACHE_KEYS.earningsStats, manager);
    });
  }
}
