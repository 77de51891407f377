import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import type { BonusType } from '@bonus/domain';
import { UserEntity } from '../users/user.entity';

/** Which e-mail reminders a member chose (Settings → Notifikace). */
@Entity('reminder_settings')
export class ReminderSettingsEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;

  /** A started bonus ends within 24 hours. */
  @Column({ type: 'boolean', default: false })
  expiring!: boolean;

  /** A started renewing bonus renews today. */
  @Column({ type: 'boolean', default: false })
  renewals!: boolean;

  /** New bonuses of these types. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  followedTypes!: BonusType[];

  /** The terms of a started offer changed (issue #36 §5). */
  @Column({ type: 'boolean', default: true })
  termsChanges!: boolean;

  /** Since when the member follows types: only bonuses added after it are announced. */
  @Column({ type: 'timestamptz', nullable: true })
  followingSince!: Date | null;
}
