import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { PAYOUT_BATCH_FORMATS } from '@bonus/domain';
import type { PayoutBatchFormat } from '@bonus/domain';
import { inList } from '../../persistence/columns';
import { UserEntity } from '../users/user.entity';

/** Payouts exported together in one bank file; marked paid once the bank has sent them. */
@Entity('payout_batch')
@Check('payout_batch_format_check', inList('format', PAYOUT_BATCH_FORMATS))
export class PayoutBatchEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator!: UserEntity | null;

  /** The admin who exported it. */
  @Column({ type: 'uuid', nullable: true })
  createdBy!: string | null;

  @Column({ type: 'text' })
  format!: PayoutBatchFormat;

  /** The day the bank paid it ("YYYY-MM-DD"), set when the admin marks it paid. */
  @Column({ type: 'date', nullable: true })
  paidOn!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
