import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** An invitation code of a member; at most three are in use at once. */
@Entity('referral_code')
@Index('referral_code_owner_in_use', ['userId', 'inUse'])
export class ReferralCodeEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'text', unique: true })
  code!: string;

  @Column({ type: 'boolean', default: true })
  inUse!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
