import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { PAYOUT_STATUSES } from '@bonus/domain';
import type { PayoutStatus } from '@bonus/domain';
import { inList } from '../../db/columns';
import { UserEntity } from '../users/user.entity';

/** A payout of referral earnings to a member's Czech bank account. Kept after erasure for accounting. */
@Entity('payout_transaction')
@Check('payout_status_check', inList('status', PAYOUT_STATUSES))
@Check('payout_amount_check', '"amount_halere" > 0')
@Index('payout_user_created', ['userId', 'createdAt'])
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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
