import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { BonusEntity } from './bonus.entity';

/** How far a member got in a bonus's steps: step_idx = number of completed steps. */
@Entity('user_bonus_progress')
@Check('user_bonus_progress_step_check', '"step_idx" >= 0')
export class UserBonusProgressEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ type: 'integer' })
  bonusId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;

  @ManyToOne(() => BonusEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bonus_id' })
  bonus!: BonusEntity;

  @Column({ type: 'integer', default: 0 })
  stepIdx!: number;

  /** When the member last recorded the first step (0 → 1): the month the bonus counts in (libs/domain bonus-limits). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  startedAt!: Date;

  /** The version of the offer's terms the member started under (bonus_terms_version). */
  @Column({ type: 'integer', default: 1 })
  termsVersion!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
