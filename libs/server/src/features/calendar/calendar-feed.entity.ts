import { CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn, Column } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A member's secret calendar address: whoever has the token reads the feed; a new token revokes the old one. */
@Entity('calendar_feed')
export class CalendarFeedEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;

  @Column({ type: 'text', unique: true })
  token!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
