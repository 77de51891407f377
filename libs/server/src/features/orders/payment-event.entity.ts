import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * Every payment-provider event that changed state, by the provider's event id. Processing an event
 * inserts its row in the same transaction as the change, so a repeated event changes nothing.
 */
@Entity('payment_event')
export class PaymentEventEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  provider!: string;

  @Column({ type: 'text' })
  type!: string;

  @Column({ type: 'uuid', nullable: true })
  orderId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  processedAt!: Date;
}
