import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A bank or casino operator offering bonuses. */
@Entity('company')
@Check('company_bank_code_check', `"bank_code" IS NULL OR "bank_code" ~ '^[0-9]{4}$'`)
export class CompanyEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text', unique: true })
  name!: string;

  /** A bank's ČNB code (four digits); null for casinos (issue #37: which statement accounts an offer counts). */
  @Column({ type: 'text', nullable: true })
  bankCode!: string | null;
}
