import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { BankStatementEntity } from './bank-statement.entity';

/** One booked entry of an imported statement, as the bank wrote it; unique per account by its identity (entryIdentity). */
@Entity('bank_transaction')
@Unique('bank_transaction_once', ['userId', 'accountPrefix', 'accountNumber', 'entryIdentity'])
@Index('bank_transaction_user_booked', ['userId', 'bookedOn'])
@Index('bank_transaction_statement', ['statementId'])
export class BankTransactionEntity {
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'PK_bank_transaction' })
  id!: string;

  @ManyToOne(() => BankStatementEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'statement_id', foreignKeyConstraintName: 'FK_bank_transaction_statement' })
  statement!: BankStatementEntity;

  @Column({ type: 'integer' })
  statementId!: number;

  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_bank_transaction_user' })
  user!: UserEntity;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  accountPrefix!: string;

  @Column({ type: 'text' })
  accountNumber!: string;

  @Column({ type: 'text' })
  reference!: string;

  @Column({ type: 'date' })
  bookedOn!: string;

  @Column({ type: 'bigint' })
  amountHalere!: string;

  @Column({ type: 'text' })
  currency!: string;

  @Column({ type: 'text', nullable: true })
  bankTransactionCode!: string | null;

  @Column({ type: 'text', nullable: true })
  counterpartyName!: string | null;

  @Column({ type: 'text', nullable: true })
  counterpartyPrefix!: string | null;

  @Column({ type: 'text', nullable: true })
  counterpartyNumber!: string | null;

  @Column({ type: 'text', nullable: true })
  counterpartyBankCode!: string | null;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'text', nullable: true })
  merchantCategoryCode!: string | null;

  /** Reference, booking day, signed amount and other account (entryIdentity): what an entry imported twice shares. */
  @Column({ type: 'text' })
  entryIdentity!: string;
}
