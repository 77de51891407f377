import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { TermsChange } from '@bonus/domain';
import { BonusEntity } from './bonus.entity';

/** One version of an offer's terms (issue #36 §5): version 1 is the creation, each later one lists what changed. */
@Entity('bonus_terms_version')
export class BonusTermsVersionEntity {
  @PrimaryColumn({ type: 'integer' })
  bonusId!: number;

  @PrimaryColumn({ type: 'integer' })
  version!: number;

  @ManyToOne(() => BonusEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bonus_id', foreignKeyConstraintName: 'FK_bonus_terms_version_bonus' })
  bonus!: BonusEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  changes!: TermsChange[];
}
