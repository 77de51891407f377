import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { PaymentProvider } from './payment-provider';
import { PaymentRefunds } from './payment-refunds';
import { ProviderCancellations } from './provider-cancellations';
import { ProviderPriceChanges } from './provider-price-changes';
import type { ProviderFollowUp } from './subscription-report';

/**
 * What applied reports leave for the payment provider: refunds, cancellations and new monthly prices. Each is
 * marked due in the report's transaction, so none is lost when the provider fails after the commit: it is
 * attempted right after the commit and again by the lifecycle job until it succeeds. A provider failure is
 * kept with its error and logged, never thrown: the report itself is applied.
 */
export class ProviderFollowUps {
  readonly refunds: PaymentRefunds;
  readonly cancellations: ProviderCancellations;
  readonly priceChanges: ProviderPriceChanges;

  constructor(dataSource: DataSource, provider: PaymentProvider, log?: Pick<Logger, 'warn'>) {
    this.refunds = new PaymentRefunds(dataSource, provider, log);
    this.cancellations = new ProviderCancellations(dataSource, provider, log);
    this.priceChanges = new ProviderPriceChanges(dataSource, provider, log);
  }

  /** Right after a report's commit: what it made due. The money first. */
  async run({ refundPayments, cancelOrders, repriceOrders }: ProviderFollowUp): Promise<void> {
    if (refundPayments.length) await this.refunds.runDue(refundPayments);
    if (cancelOrders.length) await this.cancellations.runDue(cancelOrders);
    if (repriceOrders.length) await this.priceChanges.runDue(repriceOrders);
  }

  /** The lifecycle job: everything still due. */
  async runDue() {
    return { refunds: await this.refunds.runDue(), cancellations: await this.cancellations.runDue(), priceChanges: await this.priceChanges.runDue() };
  }
}
