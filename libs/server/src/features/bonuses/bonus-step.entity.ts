import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { BonusEntity } from './bonus.entity';

/** One guided step of a bonus; `position` is its order (0-based). */
@Entity('bonus_step')
@Unique('bonus_step_position', ['bonusId', 'position'])
export class BonusStepEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne('BonusEntity', 'steps', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bonus_id' })
  bonus!: BonusEntity;

  @Column({ type: 'integer' })
  bonusId!: number;

  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  subtitle!: string;

  /** Sanitised HTML. */
  @Column({ type: 'text' })
  descriptionHtml!: string;

  @Column({ type: 'text' })
  icon!: string;

  /** 'custom' for an admin-written step, otherwise the predefined template's id. */
  @Column({ type: 'text' })
  category!: string;
}
