import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookEventType } from '@bonus/domain';
import { UserEntity } from '../users/user.entity';

/** A URL an admin registered to be told of events, with the secret its deliveries are signed with. */
@Entity('webhook_endpoint')
export class WebhookEndpointEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  url!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'text', array: true })
  events!: WebhookEventType[];

  /** Shared with the receiver (shown to admins), so kept readable: it signs, it does not authenticate us. */
  @Column({ type: 'text' })
  secret!: string;

  /** Disabled endpoints get no new deliveries; pending ones are not sent. */
  @Column({ type: 'timestamptz', nullable: true })
  disabledAt!: Date | null;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id' })
  createdBy!: UserEntity | null;

  @Column({ type: 'uuid', nullable: true })
  createdById!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
