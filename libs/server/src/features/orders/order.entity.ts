import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ORDER_STATUSES, PAYMENT_PROVIDERS, SUBSCRIPTION_SCOPES } from '@bonus/domain';
import type { OrderStatus, PaymentProvider, SubscriptionScope } from '@bonus/domain';
import { inList } from '../../persistence/columns';
import { GenerationEntity } from '../tiers/generation.entity';
import { TierEntity } from '../tiers/tier.entity';
import { UserEntity } from '../users/user.entity';
import { PromoCodeEntity } from './promo-code.entity';

/** A subscription order for a paid tier; its status mirrors the payment provider's subscription status. */
@Entity('subscription_order')
@Check('order_status_check', inList('status', ORDER_STATUSES))
@Check('order_scope_check', inList('subscription_scope', SUBSCRIPTION_SCOPES))
@Check('order_provider_check', inList('provider', PAYMENT_PROVIDERS))
@Check('order_amount_check', '"amount_halere" >= 0 AND "last_paid_amount_halere" >= 0 AND coalesce("first_payment_halere", 0) >= 0')
@Check('order_promo_check', '"promo_percent" BETWEEN 0 AND 100 AND "promo_months" >= 0')
@Index('order_user_created', ['userId', 'createdAt'])
@Index('order_status_expires', ['status', 'expiresAt'])
// One open checkout per member: a new one replaces it (OrderService.create).
@Index('order_one_open_checkout', ['userId'], { unique: true, where: `"status" = 'incomplete'` })
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @ManyToOne(() => UserEntity, { nullable: false })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => TierEntity, { nullable: false })
  @JoinColumn({ name: 'tier_id' })
  tier!: TierEntity;

  @Column({ type: 'smallint' })
  tierId!: number;

  @ManyToOne(() => GenerationEntity, { nullable: false })
  @JoinColumn({ name: 'generation_id' })
  generation!: GenerationEntity;

  @Column({ type: 'integer' })
  generationId!: number;

  /** Regular monthly price. */
  @Column({ type: 'integer' })
  amountHalere!: number;

  /** What the last successful payment actually charged (the first month of an upgrade is discounted). */
  @Column({ type: 'integer', default: 0 })
  lastPaidAmountHalere!: number;

  /** The first payment of an upgrade: the new price minus the prorated rest of the old one; null otherwise. */
  @Column({ type: 'integer', nullable: true })
  firstPaymentHalere!: number | null;

  @ManyToOne(() => PromoCodeEntity, { nullable: true })
  @JoinColumn({ name: 'promo_code_id' })
  promoCode!: PromoCodeEntity | null;

  @Column({ type: 'integer', nullable: true })
  promoCodeId!: number | null;

  /** Copied from the promo code when the order is made, so a later change of the code does not reprice it. */
  @Column({ type: 'smallint', default: 0 })
  promoPercent!: number;

  @Column({ type: 'smallint', default: 0 })
  promoMonths!: number;

  /** How many monthly payments have succeeded. */
  @Column({ type: 'integer', default: 0 })
  paidPeriods!: number;

  @Column({ type: 'text', default: 'incomplete' })
  status!: OrderStatus;

  @Column({ type: 'text' })
  subscriptionScope!: SubscriptionScope;

  @Column({ type: 'text' })
  provider!: PaymentProvider;

  @Index('order_provider_checkout', { unique: true, where: '"provider_checkout_id" IS NOT NULL' })
  @Column({ type: 'text', nullable: true })
  providerCheckoutId!: string | null;

  @Index('order_provider_subscription', { unique: true, where: '"provider_subscription_id" IS NOT NULL' })
  @Column({ type: 'text', nullable: true })
  providerSubscriptionId!: string | null;

  @Column({ type: 'text', nullable: true })
  providerCustomerId!: string | null;

  /** An upgrade ends this order (the member's previous subscription) once it is paid. */
  @Column({ type: 'uuid', nullable: true })
  replacesOrderId!: string | null;

  @Column({ type: 'text', nullable: true })
  redirectionUrl!: string | null;

  /** Cancelled by the member: access stays until expires_at, then the subscription ends. */
  @Column({ type: 'boolean', default: false })
  cancelAtPeriodEnd!: boolean;

  /** When the first payment made the order a membership (and took its generation seat). */
  @Column({ type: 'timestamptz', nullable: true })
  activatedAt!: Date | null;

  /** Set when the membership ended on our side (erasure, deactivation) and the provider must still cancel the subscription. */
  @Index('order_provider_cancellation_due', { where: '"provider_cancellation_due_at" IS NOT NULL' })
  @Column({ type: 'timestamptz', nullable: true })
  providerCancellationDueAt!: Date | null;

  @Column({ type: 'integer', default: 0 })
  providerCancellationAttempts!: number;

  @Column({ type: 'text', nullable: true })
  providerCancellationError!: string | null;

  /** The monthly price the provider must still be told to charge from now on (ProviderPriceChanges); null when nothing is due. */
  @Index('order_provider_price_due', { where: '"provider_price_due_halere" IS NOT NULL' })
  @Column({ type: 'integer', nullable: true })
  providerPriceDueHalere!: number | null;

  @Column({ type: 'integer', default: 0 })
  providerPriceAttempts!: number;

  @Column({ type: 'text', nullable: true })
  providerPriceError!: string | null;

  /** When the member asked for access at once and waived the 14-day withdrawal (§ 1837 písm. l) NOZ) for this purchase. */
  @Column({ type: 'timestamptz', nullable: true })
  digitalContentWaiverAt!: Date | null;

  /** The terms (TERMS_VERSION) under which that waiver was given. */
  @Column({ type: 'text', nullable: true })
  digitalContentWaiverTermsVersion!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;
}
