import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import type { PaymentProvider } from './payment-provider';
import { syncMemberTiers } from './member-tiers.queries';
import { cancellationFailed, cancellationsDue, cancelledAtProvider, endLiveOrders, markCancellationDue } from './provider-cancellation.queries';
import { recordOrdersCanceled } from './order-events';
import { attemptEach } from './provider-attempts';

/** How many due cancellations one run asks the provider about. */
const BATCH = 100;

/**
 * Ends a member's billing when their membership ends (GDPR erasure, admin deactivation). Inside the
 * transaction that ends the membership, every live order is cancelled now and, where the provider bills
 * a subscription, marked as due for cancellation there. Talking to the provider happens after commit
 * (right away, and again from the lifecycle job until it succeeds), never inside the transaction.
 */
export class ProviderCancellations {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly log?: Pick<Logger, 'warn'>,
  ) {}

  /** In the caller's transaction: no order of the member grants access or bills any more; the tier follows. */
  static async endMembership(manager: EntityManager, userId: string, now: Date): Promise<void> {
    const ended = await endLiveOrders(manager, userId, now);
    await recordOrdersCanceled(manager, ended, 'membership_closed', now);
    await syncMemberTiers(manager, now, userId);
  }

  /** In the caller's transaction: one order's subscription must be cancelled at the provider. */
  static async markDue(manager: EntityManager, orderId: string, now: Date): Promise<void> {
    await markCancellationDue(manager, orderId, now);
  }

  /**
   * Asks the provider to cancel every subscription that is due, or only those of `orderIds` (cancelling twice is
   * harmless); what fails stays due, with its error, for the next run.
   */
  async runDue(orderIds: readonly string[] | null = null): Promise<{ cancelled: number; failed: number }> {
    const due = await cancellationsDue(this.dataSource.manager, BATCH, orderIds);
    const { done, failed } = await attemptEach(
      due,
      async (order) => {
        await this.provider.cancelNow(order.provider_subscription_id);
        await cancelledAtProvider(this.dataSource.manager, order.id);
      },
      async (order, error) => {
        this.log?.warn({ err: error, orderId: order.id }, 'subscription not cancelled at the provider; retried by the lifecycle job');
        await cancellationFailed(this.dataSource.manager, order.id, String(error));
      },
    );
    return { cancelled: done, failed };
  }
}
