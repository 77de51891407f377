import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** One import of a member's statement (issue #37); its entries are bank_transaction rows. */
@Entity('bank_statement')
@Check('bank_statement_format_check', `"format" IN ('camt053', 'gpc', 'fio_api')`)
@Check('bank_statement_bank_code_check', `"bank_code" IS NULL OR "bank_code" ~ '^[0-9]{4}$'`)
@Index('bank_statement_user', ['userId'])
export class BankStatementEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_bank_statement' })
  id!: number;

  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_bank_statement_user' })
  user!: UserEntity;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  format!: 'camt053' | 'gpc' | 'fio_api';

  @Column({ type: 'text' })
  accountPrefix!: string;

  @Column({ type: 'text' })
  accountNumber!: string;

  /** Null for a GPC import whose bank the member did not name. */
  @Column({ type: 'text', nullable: true })
  bankCode!: string | null;

  @Column({ type: 'date' })
  fromDay!: string;

  @Column({ type: 'date' })
  toDay!: string;

  @Column({ type: 'integer' })
  entryCount!: number;

  /** Entries this import added (the rest were imported before). */
  @Column({ type: 'integer' })
  importedCount!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  importedAt!: Date;
}
