import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A member's monthly report e-mail for one month: one row each, so however often the job runs, it goes once. */
@Entity('monthly_report_delivery')
export class MonthlyReportDeliveryEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  /** YYYY-MM */
  @PrimaryColumn({ type: 'text' })
  month!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;

  @Column({ type: 'smallint', default: 0 })
  attempts!: number;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
