import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A reminder that went out: its key (member, kind, bonus, occurrence) is claimed before sending, so none goes twice. */
@Entity('reminder_delivery')
export class ReminderDeliveryEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;

  /** expiring, renewal or new-bonus */
  @PrimaryColumn({ type: 'text' })
  kind!: string;

  @PrimaryColumn({ type: 'integer' })
  bonusId!: number;

  /** The renewal's date (YYYY-MM-DD); empty for reminders that happen once per bonus. */
  @PrimaryColumn({ type: 'text' })
  occurrence!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  sentAt!: Date;
}
