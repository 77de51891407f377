import type { DataSource } from 'typeorm';
import type { MemberReads } from '../../cache/member-data-cache';
import type { OrderEntity } from './order.entity';
import { findCurrentPaidOrder } from './member-tiers.queries';

/**
 * The member's running paid order through their cached reads (GET /user). A cached answer holds until
 * the member's orders change, which bumps their data_version, except that the order found may have run
 * out since it was cached: then the database is asked again.
 */
export async function currentPaidOrder(dataSource: DataSource, userId: string, now: Date, reads: MemberReads): Promise<OrderEntity | null> {
  const cached = await reads('current-order', () => findCurrentPaidOrder(dataSource.manager, userId, now));
  return cached && cached.expiresAt! <= now ? findCurrentPaidOrder(dataSource.manager, userId, now) : cached;
}
