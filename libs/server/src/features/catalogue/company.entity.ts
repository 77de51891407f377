import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { COMPANY_KINDS } from '@bonus/domain';
import type { CompanyKind } from '@bonus/domain';
import { inList } from '../../persistence/columns';

/** A bank or casino operator offering bonuses. */
@Entity('company')
@Check('company_bank_code_check', `"bank_code" IS NULL OR "bank_code" ~ '^[0-9]{4}$'`)
@Check('company_kind_check', inList('kind', COMPANY_KINDS))
@Check('company_license_check', `("license_number" IS NULL) = ("license_valid_until" IS NULL)`)
export class CompanyEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text', unique: true })
  name!: string;

  /** A bank's ČNB code (four digits); null for casinos (issue #37: which statement accounts an offer counts). */
  @Column({ type: 'text', nullable: true })
  bankCode!: string | null;

  @Column({ type: 'text', default: 'bank' })
  kind!: CompanyKind;

  /** A casino operator's Ministry of Finance licence (issue #38): its number and end, both or neither. */
  @Column({ type: 'text', nullable: true })
  licenseNumber!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  licenseValidUntil!: Date | null;
}
