import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CONSENT_KINDS } from '@bonus/domain';
import type { ConsentKind } from '@bonus/domain';
import { inList } from '../../persistence/columns';
import { UserEntity } from './user.entity';

/**
 * One consent given or withdrawn, never changed afterwards: the proof of what a member agreed to,
 * when, and under which terms. A member's consent of a kind is its newest row.
 */
@Entity('user_consent')
@Check('user_consent_kind_check', inList('kind', CONSENT_KINDS))
@Index('user_consent_user_kind', ['userId', 'kind', 'recordedAt'])
export class UserConsentEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => UserEntity, { nullable: false })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  kind!: ConsentKind;

  @Column({ type: 'boolean' })
  granted!: boolean;

  /** The terms in force when it was given (TERMS_VERSION). */
  @Column({ type: 'text' })
  termsVersion!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  recordedAt!: Date;
}
