import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { inList } from '../../persistence/columns';
import { UserEntity } from '../users/user.entity';

export const MEMBER_MAIL_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type MemberMailStatus = (typeof MEMBER_MAIL_STATUSES)[number];

/**
 * One e-mail of one member (a payout paid or returned, say), written in the transaction that makes the
 * change it tells of: the outbox the member-mail job drains, so it goes once the change commits, and
 * never for a change that is rolled back. It goes to the member's address as it is when it is sent, or
 * to `toAddress` (an invitation the member's referral link asked for); either way it goes with the member's erasure.
 */
@Entity('member_mail')
@Index('member_mail_due', ['nextAttemptAt'], { where: `"status" = 'pending'` })
// Erasure deletes a member's mails through this.
@Index('member_mail_user', ['userId'])
@Check('member_mail_status_check', inList('status', MEMBER_MAIL_STATUSES))
export class MemberMailEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;

  @Column({ type: 'uuid' })
  userId!: string;

  /** Where it goes when that is not the member's own address: the visitor who asked for the member's invitation. */
  @Column({ type: 'text', nullable: true })
  toAddress!: string | null;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text' })
  html!: string;

  @Column({ type: 'text', default: 'pending' })
  status!: MemberMailStatus;

  @Column({ type: 'smallint', default: 0 })
  attempts!: number;

  /** Why the last attempt failed. */
  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  /** A failed mail waits longer after each attempt. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
