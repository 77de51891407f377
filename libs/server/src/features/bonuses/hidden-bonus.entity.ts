import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { BonusEntity } from './bonus.entity';

/** A bonus a member chose to hide; hiding is irreversible. */
@Entity('hidden_bonus')
export class HiddenBonusEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ type: 'integer' })
  bonusId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;

  @ManyToOne(() => BonusEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bonus_id' })
  bonus!: BonusEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
