import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MEMBER_ACCOUNT_SOURCES } from '@bonus/domain';
import type { MemberAccountSource } from '@bonus/domain';
import { inList } from '../../persistence/columns';
import { CompanyEntity } from '../catalogue/company.entity';
import { UserEntity } from '../users/user.entity';

/** An account a member holds or held at a bank or casino (issue #36): what the offers' eligibility rules look at. */
@Entity('member_account')
@Check('member_account_source_check', inList('source', MEMBER_ACCOUNT_SOURCES))
@Check('member_account_dates_check', '"closed_at" IS NULL OR "closed_at" >= "opened_at"')
@Index('member_account_user_company', ['userId', 'companyId'])
export class MemberAccountEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => CompanyEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company!: CompanyEntity;

  @Column({ type: 'integer' })
  companyId!: number;

  @Column({ type: 'timestamptz' })
  openedAt!: Date;

  /** Null while the account is open. */
  @Column({ type: 'timestamptz', nullable: true })
  closedAt!: Date | null;

  /** 'manual' when the member recorded it, 'bonus' when finishing an offer did. */
  @Column({ type: 'text' })
  source!: MemberAccountSource;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
