import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { PaymentProvider } from './payment-provider';
import { claimDueRefund, refundFailed, settleRefund } from './checkout.queries';

/** How many due refunds one run asks the provider for. */
const BATCH = 100;

/**
 * Returns payments we could not serve (MembershipService books them with markRefundDue). Each refund
 * is claimed in its own transaction, asked of the provider under a key of its own (so a retry never
 * refunds twice) and settled with its audit entry; what fails stays due, with its error, for the
 * next run: right after the report that made it, then the lifecycle job's.
 */
export class PaymentRefunds {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly log?: Pick<Logger, 'warn'>,
  ) {}

  /** The due refunds, or only those of `paymentIds`. */
  async runDue(paymentIds: readonly string[] | null = null): Promise<{ refunded: number; failed: number }> {
    const failed: string[] = [];
    let refunded = 0;
    while (refunded + failed.length < BATCH) {
      const outcome = await this.dataSource.transaction(async (manager) => {
        const refund = await claimDueRefund(manager, paymentIds, failed);
        if (!refund) return null;
        try {
          if (refund.providerPaymentId && refund.amountHalere > 0) {
            await this.provider.refund({ providerPaymentId: refund.providerPaymentId, amountHalere: refund.amountHalere, refundKey: `refund-${refund.paymentId}` });
          }
          await settleRefund(manager, refund);
          return 'refunded';
        } catch (error) {
          this.log?.warn({ err: error, paymentId: refund.paymentId }, 'payment not refunded at the provider; retried by the lifecycle job');
          await refundFailed(manager, refund.paymentId, String(error));
          failed.push(refund.paymentId);
          return 'failed';
        }
      });
      if (outcome === null) break;
      if (outcome === 'refunded') refunded++;
    }
    return { refunded, failed: failed.length };
  }
}
