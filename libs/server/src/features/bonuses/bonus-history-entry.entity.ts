import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EARNINGS_REVIEW_STATUSES } from '@bonus/domain';
import type { EarningsReviewStatus } from '@bonus/domain';
import { inList } from '../../persistence/columns';
import { UserEntity } from '../users/user.entity';
import { BonusEntity } from './bonus.entity';

/** A completed bonus with what it earned the member; a member completes a bonus at most once. */
@Entity('bonus_history_entry')
@Unique('bonus_history_user_bonus', ['userId', 'bonusId'])
@Index('bonus_history_user_created', ['userId', 'createdAt'])
@Check('bonus_history_review_status_check', inList('review_status', EARNINGS_REVIEW_STATUSES))
export class BonusHistoryEntryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => BonusEntity, { nullable: false })
  @JoinColumn({ name: 'bonus_id' })
  bonus!: BonusEntity;

  @Index('bonus_history_bonus')
  @Column({ type: 'integer' })
  bonusId!: number;

  @Column({ type: 'text', default: '' })
  note!: string;

  /** May be negative: a bonus can lose money. */
  @Column({ type: 'integer' })
  reachedProfitHalere!: number;

  /** Whether the entry counts in public and admin figures (libs/domain earnings-review.ts). */
  @Index('bonus_history_pending_review', { where: `"review_status" = 'pending'` })
  @Column({ type: 'text', default: 'none' })
  reviewStatus!: EarningsReviewStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
