import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** Who did what in the back office, and when. Kept when the acting admin is erased. */
@Entity('audit_log')
@Index('audit_log_created', ['createdAt'])
export class AuditLogEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor!: UserEntity | null;

  @Column({ type: 'uuid', nullable: true })
  actorId!: string | null;

  /** The operation, e.g. 'graphql:updateAdminUser' or 'rest:POST /bonus'. */
  @Column({ type: 'text' })
  action!: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details!: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
