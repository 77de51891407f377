import { DataSource, EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import type { PaymentProvider } from './payment-provider';
import { syncMemberTiers } from './member-tiers';
import { recordOrdersCanceled } from './order-events';

/** Subscription statuses that bill or may bill again. */
const LIVE_ORDER_STATUSES = ['incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'paused'];

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
    // TypeORM answers an UPDATE with [rows, affected count].
    const [ended]: [Array<{ id: string; userId: string; activatedAt: Date | null }>, number] = await manager.query(
      `UPDATE subscription_order
          SET status = 'canceled', cancel_at_period_end = false, expires_at = LEAST(coalesce(expires_at, $2), $2),
              provider_cancellation_due_at = CASE WHEN provider_subscription_id IS NOT NULL THEN $2::timestamptz END
        WHERE user_id = $1 AND status = ANY($3)
        RETURNING id, user_id AS "userId", activated_at AS "activatedAt"`,
      [userId, now, LIVE_ORDER_STATUSES],
    );
    await recordOrdersCanceled(manager, ended, 'membership_closed', now);
    await syncMemberTiers(manager, now, userId);
  }

  /** In the caller's transaction: one order's subscription must be cancelled at the provider. */
  static async markDue(manager: EntityManager, orderId: string, now: Date): Promise<void> {
    await manager.query(`UPDATE subscription_order SET provider_cancellation_due_at = coalesce(provider_cancellation_due_at, $2) WHERE id = $1 AND provider_subscription_id IS NOT NULL`, [orderId, now]);
  }

  /**
   * Asks the provider to cancel every subscription that is due (cancelling twice is harmless); what
   * fails stays due, with its error, for the next run.
   */
  async runDue(): Promise<{ cancelled: number; failed: number }> {
    const due: { id: string; provider_subscription_id: string }[] = await this.dataSource.query(
      `SELECT id, provider_subscription_id FROM subscription_order WHERE provider_cancellation_due_at IS NOT NULL ORDER BY provider_cancellation_due_at LIMIT ${BATCH}`,
    );
    let cancelled = 0;
    let failed = 0;
    for (const order of due) {
      try {
        await this.provider.cancelNow(order.provider_subscription_id);
        await this.dataSource.query(`UPDATE subscription_order SET provider_cancellation_due_at = NULL, provider_cancellation_error = NULL WHERE id = $1`, [order.id]);
        cancelled++;
      } catch (error) {
        failed++;
        this.log?.warn({ err: error, orderId: order.id }, 'subscription not cancelled at the provider; retried by the lifecycle job');
        await this.dataSource.query(
          `UPDATE subscription_order SET provider_cancellation_attempts = provider_cancellation_attempts + 1, provider_cancellation_error = left($2, 500) WHERE id = $1`,
          [order.id, String(error)],
        );
      }
    }
    return { cancelled, failed };
  }
}
