import { CreateDateColumn, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { ReferralCodeEntity } from './referral-code.entity';

/** "Referred user": who invited whom, through which code. A member is referred at most once. */
@Entity('referral')
@Index('referral_referrer_created', ['referrerId', 'createdAt'])
export class ReferralEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'referrer_id' })
  referrer!: UserEntity;

  @Column({ type: 'uuid' })
  referrerId!: string;

  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'referred_id' })
  referred!: UserEntity;

  @Column({ type: 'uuid', unique: true })
  referredId!: string;

  @ManyToOne(() => ReferralCodeEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'referral_code_id' })
  referralCode!: ReferralCodeEntity | null;

  @Column({ type: 'integer', nullable: true })
  referralCodeId!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
