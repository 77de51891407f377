import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ApiTokenScope } from '@bonus/domain';
import { UserEntity } from '../users/user.entity';

/** A member's personal API token: only the SHA-256 of its secret is kept; the secret was shown once. */
@Entity('api_token')
@Index('api_token_hash', ['secretHash'], { unique: true })
@Index('api_token_user', ['userId'])
@Check('api_token_scopes_check', `"scopes" <@ ARRAY['read', 'write', 'admin']::text[] AND 'read' = ANY("scopes")`)
export class ApiTokenEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Erasing the member erases their tokens. */
  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  name!: string;

  /** Hex SHA-256 of the secret: the secret is long and random, so a fast hash cannot be reversed. */
  @Column({ type: 'text' })
  secretHash!: string;

  /** The secret's first characters, so the member can tell tokens apart ("bk_live_Ab12…"). */
  @Column({ type: 'text' })
  secretStart!: string;

  @Column({ type: 'text', array: true })
  scopes!: ApiTokenScope[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  /** Written at most once a minute. */
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
