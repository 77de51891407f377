import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from '@bonus/domain';
import { inList } from '../../persistence/columns';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import { WebhookEventEntity } from './webhook-event.entity';

/** One event for one endpoint: sent until it succeeds or its retry window closes. */
@Entity('webhook_delivery')
@Unique('webhook_delivery_once', ['endpointId', 'eventId'])
@Check('webhook_delivery_status_check', inList('status', WEBHOOK_DELIVERY_STATUSES))
@Index('webhook_delivery_due', ['status', 'nextAttemptAt'])
// The cascade from a pruned event finds its deliveries through this.
@Index('webhook_delivery_event', ['eventId'])
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => WebhookEndpointEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint!: WebhookEndpointEntity;

  @Column({ type: 'integer' })
  endpointId!: number;

  @ManyToOne(() => WebhookEventEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event!: WebhookEventEntity;

  @Column({ type: 'integer' })
  eventId!: number;

  @Column({ type: 'text', default: 'pending' })
  status!: WebhookDeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  /** Claimed by a sender until then; another copy skips it meanwhile. */
  @Column({ type: 'timestamptz', nullable: true })
  claimedUntil!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastAttemptAt!: Date | null;

  @Column({ type: 'integer', nullable: true })
  lastStatusCode!: number | null;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
