import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OrderEntity } from '../orders/order.entity';
import { ReferralEntity } from './referral.entity';

/**
 * Ledger of referral rewards: one row per provider payment (unique, so a repeated webhook credits once);
 * a refund or chargeback is a negative row with its own provider event id.
 */
@Entity('referral_reward')
@Index('referral_reward_referral_created', ['referralId', 'createdAt'])
export class ReferralRewardEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => ReferralEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'referral_id' })
  referral!: ReferralEntity;

  @Column({ type: 'integer' })
  referralId!: number;

  @ManyToOne(() => OrderEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'order_id' })
  order!: OrderEntity | null;

  @Column({ type: 'uuid', nullable: true })
  orderId!: string | null;

  /** Idempotency key: the payment id for a reward, `clawback:<payment>:<refunded total>` for a clawback. */
  @Column({ type: 'text', unique: true })
  providerPaymentId!: string;

  /** The subscription payment a reward or clawback belongs to (null for imported history). */
  @Index('referral_reward_source_payment')
  @Column({ type: 'text', nullable: true })
  sourcePaymentId!: string | null;

  @Column({ type: 'integer' })
  amountHalere!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
