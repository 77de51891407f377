import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@bonus/domain';
import { inList } from '../../persistence/columns';

/**
 * The outbox: an event written in the same transaction as the change it tells of, so a rolled-back
 * change leaves no event and a committed one always has its event.
 */
@Entity('webhook_event')
@Check('webhook_event_type_check', inList('type', WEBHOOK_EVENT_TYPES))
// Found by age for the retention (WebhookService.pruneOld).
@Index('webhook_event_created', ['createdAt'])
export class WebhookEventEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  type!: WebhookEventType;

  @Column({ type: 'jsonb' })
  data!: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
