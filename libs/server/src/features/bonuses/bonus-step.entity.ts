import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { StepRequirement } from '@bonus/domain';

/** One guided step of a bonus; `position` is its order (0-based). */
@Entity('bonus_step')
@Unique('bonus_step_position', ['bonusId', 'position'])
@Check('bonus_step_requirement_check', `"requirement" IS NULL OR jsonb_typeof("requirement") = 'object'`)
@Check('bonus_step_deadline_days_check', '"deadline_days" IS NULL OR "deadline_days" BETWEEN 1 AND 365')
export class BonusStepEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The foreign key's relation, named by string: a step never loads its bonus, and a typed BonusEntity here would make
   * the two entity modules import each other. */
  @ManyToOne('BonusEntity', 'steps', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bonus_id' })
  bonus!: { id: number };

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

  /** Due this many days after the member started the offer (issue #36 §4); null: no deadline of its own. */
  @Column({ type: 'smallint', nullable: true })
  deadlineDays!: number | null;

  /** What the member's statements must show for this step (issue #37 §2), checked by libs/domain on write. */
  @Column({ type: 'jsonb', nullable: true })
  requirement!: StepRequirement | null;
}
