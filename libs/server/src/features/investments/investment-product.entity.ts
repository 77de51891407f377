import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { numericAsNumber } from '../../persistence/columns';
import { InvestmentCategoryEntity } from './investment-category.entity';

export interface InvestmentStep {
  title: string;
  description: string;
}

/** A concrete product (a fund, an account) recommended within a category. */
@Entity('investment_product')
@Check('investment_product_risk_check', '"risk_rate" BETWEEN 1 AND 5')
@Check('investment_product_horizon_check', '"invest_horizon_id" BETWEEN 1 AND 3')
@Index('investment_product_category_list', ['investmentCategoryId', 'recommended', 'position'])
export class InvestmentProductEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => InvestmentCategoryEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'investment_category_id' })
  investmentCategory!: InvestmentCategoryEntity;

  @Column({ type: 'integer' })
  investmentCategoryId!: number;

  @Column({ type: 'text' })
  companyName!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  prosList!: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  consList!: string[];

  /** Expected yearly return in percent. */
  @Column({ type: 'numeric', precision: 5, scale: 2, transformer: numericAsNumber })
  expectedReturn!: number;

  /** 1 short (under a year), 2 medium (1–5 years), 3 long (over 5 years). */
  @Column({ type: 'smallint' })
  investHorizonId!: number;

  @Column({ type: 'integer' })
  neededCapitalHalere!: number;

  @Column({ type: 'smallint' })
  riskRate!: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  stepList!: InvestmentStep[];

  @Column({ type: 'text' })
  urlLink!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'boolean', default: false })
  recommended!: boolean;

  @Column({ type: 'integer', default: 0 })
  position!: number;

  @Column({ type: 'boolean', default: true })
  visible!: boolean;
}
