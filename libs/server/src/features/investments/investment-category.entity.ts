import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { numericAsNumber } from '../../persistence/columns';

/** A kind of investment (ETF, bonds …) with its pros and cons; premium guidance content. */
@Entity('investment_category')
@Check('investment_category_risk_check', '"avg_risk_rate" BETWEEN 1 AND 5')
export class InvestmentCategoryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  color!: string;

  @Column({ type: 'text' })
  subtitle!: string;

  @Column({ type: 'text' })
  shortDescription!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  prosList!: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  consList!: string[];

  /** Average yearly return in percent. */
  @Column({ type: 'numeric', precision: 5, scale: 2, transformer: numericAsNumber })
  avgExpectedReturn!: number;

  @Column({ type: 'smallint' })
  avgRiskRate!: number;

  @Column({ type: 'integer', default: 0 })
  position!: number;

  @Column({ type: 'boolean', default: true })
  visible!: boolean;
}
