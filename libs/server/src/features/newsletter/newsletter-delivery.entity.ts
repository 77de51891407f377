import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { inList } from '../../persistence/columns';
import { UserEntity } from '../users/user.entity';
import { NewsletterEntity } from './newsletter.entity';

export const NEWSLETTER_DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type NewsletterDeliveryStatus = (typeof NEWSLETTER_DELIVERY_STATUSES)[number];

/** One member's copy of a newsletter: the queue the delivery job drains, one row per member so no one gets it twice. */
@Entity('newsletter_delivery')
@Index('newsletter_delivery_pending', ['newsletterId'], { where: `"status" = 'pending'` })
@Check('newsletter_delivery_status_check', inList('status', NEWSLETTER_DELIVERY_STATUSES))
export class NewsletterDeliveryEntity {
  @PrimaryColumn({ type: 'integer' })
  newsletterId!: number;

  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => NewsletterEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'newsletter_id' })
  newsletter!: NewsletterEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;

  @Column({ type: 'text', default: 'pending' })
  status!: NewsletterDeliveryStatus;

  @Column({ type: 'smallint', default: 0 })
  attempts!: number;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  /** A failed copy waits longer after each attempt. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
