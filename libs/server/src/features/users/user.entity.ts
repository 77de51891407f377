import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { bigintAsNumber } from '../../persistence/columns';
import { GenerationEntity } from '../tiers/generation.entity';
import { TierEntity } from '../tiers/tier.entity';

/**
 * A member or admin. Money totals are haléře and are kept equal to the sums of their ledgers
 * (bonus history, referral rewards, payouts) by the services that change them.
 */
@Entity('app_user')
@Index('app_user_created_at', ['createdAt'])
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Firebase Authentication uid; null once the account has been erased. */
  @Column({ type: 'text', unique: true, nullable: true })
  firebaseUid!: string | null;

  @Column({ type: 'boolean', default: false })
  admin!: boolean;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  /** Nickname shown in the app. */
  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ type: 'text', nullable: true })
  lastName!: string | null;

  @Column({ type: 'date', nullable: true })
  birthDate!: string | null;

  @Column({ type: 'text', nullable: true })
  pictureLink!: string | null;

  /** 'password' for e-mail accounts, 'google.com' for Google sign-in. */
  @Column({ type: 'text', default: 'password' })
  providerId!: string;

  @ManyToOne(() => TierEntity, { nullable: false })
  @JoinColumn({ name: 'tier_id' })
  tier!: TierEntity;

  @Column({ type: 'smallint' })
  tierId!: number;

  /** The generation the member joined in; they keep its price. */
  @ManyToOne(() => GenerationEntity, { nullable: true })
  @JoinColumn({ name: 'generation_id' })
  generation!: GenerationEntity | null;

  @Column({ type: 'integer', nullable: true })
  generationId!: number | null;

  @Column({ type: 'bigint', default: 0, transformer: bigintAsNumber })
  bonusRevenueHalere!: number;

  @Column({ type: 'bigint', default: 0, transformer: bigintAsNumber })
  referralRevenueHalere!: number;

  /** Referral earnings not yet paid out. */
  @Column({ type: 'bigint', default: 0, transformer: bigintAsNumber })
  balanceHalere!: number;

  @Column({ type: 'bigint', default: 0, transformer: bigintAsNumber })
  paidOutHalere!: number;

  @Column({ type: 'integer', default: 0 })
  completedBonusCount!: number;

  @Column({ type: 'text', nullable: true })
  bankAccount!: string | null;

  @Column({ type: 'boolean', default: false })
  autoWithdraw!: boolean;

  @Column({ type: 'boolean', default: false })
  marketingConsent!: boolean;

  /**
   * Bumped by database triggers whenever the member's cached rows change (progress, hidden bonuses,
   * history, referral codes, orders): the key of their cached reads (MemberDataCache).
   */
  @Column({ type: 'bigint', default: 0 })
  dataVersion!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** When the member last called the api (kept to the minute): the admin's "active now" figure. */
  @Column({ type: 'timestamptz', nullable: true })
  lastSeenAt!: Date | null;

  /** Set when an admin deactivates the account: it can no longer sign in or call the api. */
  @Column({ type: 'timestamptz', nullable: true })
  deactivatedAt!: Date | null;

  /** Set at registration while new members need an admin's approval; cleared when an admin approves. */
  @Column({ type: 'timestamptz', nullable: true })
  approvalPendingSince!: Date | null;

  /** Set by GDPR erasure: personal data is gone, accounting rows keep pointing here. */
  @Column({ type: 'timestamptz', nullable: true })
  erasedAt!: Date | null;

  /** Until when the member paused casino offers (issue #38); only ever moved later, under this row's lock. */
  @Column({ type: 'timestamptz', nullable: true })
  casinoPauseUntil!: Date | null;
}
