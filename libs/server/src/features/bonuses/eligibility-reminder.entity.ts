import { CreateDateColumn, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { BonusEntity } from './bonus.entity';

/** "Připomenout" (issue #36 §3): the day an offer the member cannot claim yet becomes claimable, put in their calendar feed. */
@Entity('eligibility_reminder')
export class EligibilityReminderEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ type: 'integer' })
  bonusId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_eligibility_reminder_user' })
  user!: UserEntity;

  @ManyToOne(() => BonusEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bonus_id', foreignKeyConstraintName: 'FK_eligibility_reminder_bonus' })
  bonus!: BonusEntity;

  @Column({ type: 'timestamptz' })
  remindAt!: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
