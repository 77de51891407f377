import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { BONUS_TYPES, SPECIAL_MARKS } from '@bonus/domain';
import type { BonusType, EligibilityRule, SpecialMark, ValueTerms } from '@bonus/domain';
import { inList } from '../../persistence/columns';
import { CompanyEntity } from '../catalogue/company.entity';
import { GameEntity } from '../catalogue/game.entity';
import { BonusStepEntity } from './bonus-step.entity';

/** A sign-up bonus in the catalogue, with its guided steps. */
@Entity('bonus')
@Check('bonus_type_check', inList('bonus_type', BONUS_TYPES))
@Check('bonus_special_mark_check', `"special_mark" IS NULL OR ${inList('special_mark', SPECIAL_MARKS)}`)
@Check('bonus_risk_check', '"risk_rate" BETWEEN 1 AND 5')
@Check('bonus_validity_check', '"end_at" > "start_at"')
// The expected value may be negative: a casino offer's computed value (issue #53) can cost more than it pays.
@Check('bonus_money_check', '"needed_capital_halere" >= 0')
@Check('bonus_draft_check', 'NOT ("draft" AND "visible")')
@Check('bonus_eligibility_rules_check', `jsonb_typeof("eligibility_rules") = 'array' AND jsonb_array_length("eligibility_rules") <= 10`)
@Check('bonus_value_terms_check', `"value_terms" IS NULL OR (jsonb_typeof("value_terms") = 'object' AND "bonus_type" <> 'bank')`)
@Check('bonus_renewing_days_check', '"renewing_days" <@ ARRAY[0,1,2,3,4,5,6]::smallint[]')
@Index('bonus_member_list', ['visible', 'endAt'])
@Index('bonus_admin_list', ['createdAt'])
export class BonusEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  name!: string;

  /** Sanitised HTML. */
  @Column({ type: 'text' })
  descriptionHtml!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz' })
  startAt!: Date;

  @Column({ type: 'timestamptz' })
  endAt!: Date;

  /** Null means shown immediately (spec section 5). */
  @Column({ type: 'timestamptz', nullable: true })
  visibilityStartAt!: Date | null;

  /** Null means shown until the end of validity. */
  @Column({ type: 'timestamptz', nullable: true })
  visibilityEndAt!: Date | null;

  @Column({ type: 'boolean', default: true })
  visible!: boolean;

  /** Not published yet: never visible to members (a check constraint), shown to admins as 'Koncept'. */
  @Column({ type: 'boolean', default: false })
  draft!: boolean;

  @Column({ type: 'integer' })
  expectedValueHalere!: number;

  @Column({ type: 'integer' })
  neededCapitalHalere!: number;

  @Column({ type: 'text', nullable: true })
  specialMark!: SpecialMark | null;

  @Column({ type: 'text' })
  urlBonusConditions!: string;

  @Column({ type: 'text' })
  urlLink!: string;

  @Column({ type: 'smallint' })
  riskRate!: number;

  @ManyToOne(() => CompanyEntity, { nullable: false })
  @JoinColumn({ name: 'company_id' })
  company!: CompanyEntity;

  @Index('bonus_company')
  @Column({ type: 'integer' })
  companyId!: number;

  @Column({ type: 'text' })
  bonusType!: BonusType;

  /** Weekdays (0 = Monday) on which a renewing bonus renews. */
  @Column({ type: 'smallint', array: true, default: () => "'{}'" })
  renewingDays!: number[];

  /** Who may claim it (issue #36), validated by libs/domain's eligibilityRulesSchema on write. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  eligibilityRules!: EligibilityRule[];

  /** A casino offer's wagering terms (issue #38), validated by libs/domain's valueTermsSchema on write; null: none entered. */
  @Column({ type: 'jsonb', nullable: true })
  valueTerms!: ValueTerms | null;

  /** The newest version of its terms (bonus_terms_version); members' progress records the one they started under. */
  @Column({ type: 'integer', default: 1 })
  termsVersion!: number;

  @ManyToMany(() => GameEntity)
  @JoinTable({
    name: 'bonus_game',
    joinColumn: { name: 'bonus_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'game_id', referencedColumnName: 'id' },
  })
  games!: GameEntity[];

  @OneToMany(() => BonusStepEntity, (step) => step.bonus, { cascade: true })
  steps!: BonusStepEntity[];
}
