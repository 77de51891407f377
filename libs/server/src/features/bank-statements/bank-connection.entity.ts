import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A member's connection to their bank's read-only API (issue #55 part 4): the token encrypted, never readable back. */
@Entity('bank_connection')
@Check('bank_connection_provider_check', `"provider" IN ('fio')`)
@Check('bank_connection_status_check', `"status" IN ('connected', 'refused')`)
@Check('bank_connection_bank_code_check', `"bank_code" ~ '^[0-9]{4}$'`)
@Unique('bank_connection_account_once', ['userId', 'provider', 'accountPrefix', 'accountNumber'])
export class BankConnectionEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_bank_connection' })
  id!: number;

  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_bank_connection_user' })
  user!: UserEntity;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  provider!: 'fio';

  @Column({ type: 'text' })
  accountPrefix!: string;

  @Column({ type: 'text' })
  accountNumber!: string;

  @Column({ type: 'text' })
  bankCode!: string;

  /** AES-256-GCM under BANK_TOKEN_KEY (token-cipher.ts): "v1:iv:tag:ciphertext", base64 parts. */
  @Column({ type: 'text' })
  tokenCiphertext!: string;

  /** HMAC-SHA256 of the token under a key derived from BANK_TOKEN_KEY: which calls were made with the same token. */
  @Column({ type: 'text' })
  tokenHash!: string;

  @Column({ type: 'text' })
  status!: 'connected' | 'refused';

  @Column({ type: 'text', nullable: true })
  statusMessage!: string | null;

  /** The last day a sync stored (the cursor); the next sync asks again from a few days before it. */
  @Column({ type: 'date', nullable: true })
  syncedThrough!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  connectedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastSyncedAt!: Date | null;

  /** When an unbroken run of answers that may mean a refused token (Fio's 500) began; null after a sync that stored. */
  @Column({ type: 'timestamptz', nullable: true })
  serverErrorsSince!: Date | null;
}

/** When a bank token was last used for a call, by its keyed hash: one call per token in 30 seconds, across api copies. */
@Entity('bank_token_call')
export class BankTokenCallEntity {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_bank_token_call' })
  tokenHash!: string;

  @Column({ type: 'timestamptz' })
  lastCalledAt!: Date;
}
