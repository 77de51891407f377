import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { PaymentProvider } from './payment-provider';
import { attemptEach } from './provider-attempts';
import { priceChangeFailed, priceChangesDue, priceSetAtProvider } from './provider-price-change.queries';

/** How many due price changes one run asks the provider for. */
const BATCH = 100;

/**
 * Tells the provider the new monthly price of a subscription whose seat landed in a dearer generation
 * (MembershipService marks it due on the order, with the price, in the report's transaction). Talking to the
 * provider happens after commit, right away and again from the lifecycle job until it succeeds; setting the
 * same price twice changes nothing there (see the providers' setMonthlyPrice).
 */
export class ProviderPriceChanges {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly log?: Pick<Logger, 'warn'>,
  ) {}

  /** Every due price change, or only those of `orderIds`; what fails stays due, with its error, for the next run. */
  async runDue(orderIds: readonly string[] | null = null): Promise<{ repriced: number; failed: number }> {
    const due = await priceChangesDue(this.dataSource.manager, BATCH, orderIds);
    const { done, failed } = await attemptEach(
      due,
      async (order) => {
        await this.provider.setMonthlyPrice(order.providerSubscriptionId, order.monthlyHalere);
        await priceSetAtProvider(this.dataSource.manager, order.id, order.monthlyHalere);
      },
      async (order, error) => {
        this.log?.warn({ err: error, orderId: order.id }, 'new monthly price not set at the provider; retried by the lifecycle job');
        await priceChangeFailed(this.dataSource.manager, order.id, String(error));
      },
    );
    return { repriced: done, failed };
  }
}
