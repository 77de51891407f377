import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OPERATOR_STATUSES } from '@bonus/domain';
import type { OperatorStatus } from '@bonus/domain';
import { inList } from '../../persistence/columns';
import { CompanyEntity } from '../catalogue/company.entity';
import { UserEntity } from '../users/user.entity';

/** The member's own record of their standing with an operator since a day (issue #38); the history is kept, the latest counts. */
@Entity('operator_status')
@Check('operator_status_status_check', inList('status', OPERATOR_STATUSES))
@Index('operator_status_user_company', ['userId', 'companyId', 'since'])
export class OperatorStatusEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_operator_status' })
  id!: number;

  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_operator_status_user' })
  user!: UserEntity;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => CompanyEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'FK_operator_status_company' })
  company!: CompanyEntity;

  @Column({ type: 'integer' })
  companyId!: number;

  @Column({ type: 'text' })
  status!: OperatorStatus;

  @Column({ type: 'timestamptz' })
  since!: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  recordedAt!: Date;
}
