import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { PAYMENT_REFUSALS, type PaymentRefusal } from '@bonus/domain';
import { inList } from '../../persistence/columns';
import { OrderEntity } from './order.entity';

/**
 * Every successful monthly payment of an order, by the provider's id for it (Stripe invoice id, local
 * gateway attempt id): recording one is what extends the subscription, so the same payment reported
 * twice extends it once. Refunds are tracked on the payment they return.
 */
@Entity('subscription_payment')
@Check('subscription_payment_amounts_check', '"amount_halere" >= 0 AND "refunded_halere" BETWEEN 0 AND "amount_halere"')
@Check('subscription_payment_refund_reason_check', inList('refund_reason', PAYMENT_REFUSALS))
@Index('subscription_payment_order', ['orderId', 'paidAt'])
export class SubscriptionPaymentEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @ManyToOne(() => OrderEntity, { nullable: false })
  @JoinColumn({ name: 'order_id' })
  order!: OrderEntity;

  @Column({ type: 'uuid' })
  orderId!: string;

  @Column({ type: 'integer' })
  amountHalere!: number;

  @Column({ type: 'integer', default: 0 })
  refundedHalere!: number;

  /** The provider's payment (Stripe PaymentIntent) id, by which refunds find their payment. */
  @Index('subscription_payment_provider_payment', { unique: true, where: '"provider_payment_id" IS NOT NULL' })
  @Column({ type: 'text', nullable: true })
  providerPaymentId!: string | null;

  @Column({ type: 'timestamptz' })
  paidAt!: Date;

  /** Why we refund this payment ourselves (PaymentRefusal): it paid for an order that could no longer be served. */
  @Column({ type: 'text', nullable: true })
  refundReason!: PaymentRefusal | null;

  /** Set while that refund is still to be taken by the provider; the lifecycle job retries it. */
  @Index('subscription_payment_refund_due', { where: '"refund_due_at" IS NOT NULL' })
  @Column({ type: 'timestamptz', nullable: true })
  refundDueAt!: Date | null;

  @Column({ type: 'integer', default: 0 })
  refundAttempts!: number;

  @Column({ type: 'text', nullable: true })
  refundError!: string | null;
}
