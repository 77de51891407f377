import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { PAYOUT_STATUSES } from '@bonus/domain';
import type { PayoutStatus } from '@bonus/domain';
import { inList } from '../../persistence/columns';
import { UserEntity } from '../users/user.entity';
import { PayoutBatchEntity } from './payout-batch.entity';

/**
 * A payout of referral earnings to a member's Czech bank account. Kept after erasure for accounting.
 * pending (left the balance, in no batch or an exported one) → paid (on paid_on) or failed (back on the
 * balance, with the reason).
 */
@Entity('payout_transaction')
@Check('payout_status_check', inList('status', PAYOUT_STATUSES))
@Check('payout_amount_check', '"amount_halere" > 0')
@Check('payout_paid_on_check', `("status" = 'paid') = ("paid_on" IS NOT NULL)`)
@Check('payout_failure_reason_check', `("status" = 'failed') = ("failure_reason" IS NOT NULL)`)
@Index('payout_user_created', ['userId', 'createdAt'])
@Index('payout_batch_member', ['batchId'])
export class PayoutTransactionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => UserEntity, { nullable: false })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'integer' })
  amountHalere!: number;

  @Column({ type: 'text', default: '' })
  note!: string;

  @Column({ type: 'text', default: 'pending' })
  status!: PayoutStatus;

  @Column({ type: 'text' })
  bankAccount!: string;

  /** Identifies one automatic monthly payout so a retried job pays once. */
  @Column({ type: 'text', nullable: true, unique: true })
  idempotencyKey!: string | null;

  @ManyToOne(() => PayoutBatchEntity, { nullable: true })
  @JoinColumn({ name: 'batch_id' })
  batch!: PayoutBatchEntity | null;

  /** The exported batch it went to the bank in. */
  @Column({ type: 'integer', nullable: true })
  batchId!: number | null;

  @Column({ type: 'date', nullable: true })
  paidOn!: string | null;

  /** Why the bank returned it (shown to the member). */
  @Column({ type: 'text', nullable: true })
  failureReason!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
