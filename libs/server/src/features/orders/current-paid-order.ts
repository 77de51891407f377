import { DataSource, In, MoreThan } from 'typeorm';
import { ACCESS_STATUSES } from '@bonus/domain';
import { OrderEntity } from './order.entity';

/** The member's running paid order (the highest tier if several), or null on the free tier. */
export function findCurrentPaidOrder(dataSource: DataSource, userId: string, now: Date): Promise<OrderEntity | null> {
  return dataSource.getRepository(OrderEntity).findOne({
    where: { userId, status: In([...ACCESS_STATUSES]), expiresAt: MoreThan(now) },
    order: { tierId: 'DESC', expiresAt: 'DESC' },
  });
}
