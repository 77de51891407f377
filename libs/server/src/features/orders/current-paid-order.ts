import { DataSource, EntityManager, In, MoreThan } from 'typeorm';
import { ACCESS_STATUSES } from '@bonus/domain';
import type { MemberReads } from '../../cache/member-data-cache';
import { OrderEntity } from './order.entity';

/** The member's running paid order (the highest tier if several), or null on the free tier. */
export function findCurrentPaidOrder(dataSource: DataSource | EntityManager, userId: string, now: Date): Promise<OrderEntity | null> {
  return dataSource.getRepository(OrderEntity).findOne({
    where: { userId, status: In([...ACCESS_STATUSES]), expiresAt: MoreThan(now) },
    order: { tierId: 'DESC', expiresAt: 'DESC' },
  });
}

/**
 * The same through the member's cached reads (GET /user). A cached answer holds until the member's
 * orders change, which bumps their data_version, except that the order found may have run out since
 * it was cached: then the database is asked again.
 */
export async function currentPaidOrder(dataSource: DataSource, userId: string, now: Date, reads: MemberReads): Promise<OrderEntity | null> {
  const cached = await reads('current-order', () => findCurrentPaidOrder(dataSource, userId, now));
  return cached && cached.expiresAt! <= now ? findCurrentPaidOrder(dataSource, userId, now) : cached;
}
