import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A promo code: a percent discount on the first `months` monthly payments of a member's first paid order. */
@Entity('promo_code')
@Check('promo_code_discount_check', '"discount_percent" BETWEEN 1 AND 100')
@Check('promo_code_months_check', '"months" >= 1')
@Check('promo_code_redemptions_check', '"max_redemptions" IS NULL OR "redemptions" <= "max_redemptions"')
export class PromoCodeEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Stored upper-case; members may type it in any case. */
  @Column({ type: 'text', unique: true })
  code!: string;

  @Column({ type: 'smallint' })
  discountPercent!: number;

  @Column({ type: 'smallint' })
  months!: number;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  /** The validity window; null ends are open. */
  @Column({ type: 'timestamptz', nullable: true })
  validFrom!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  validUntil!: Date | null;

  /** How many paid orders may use it; null for no limit. */
  @Column({ type: 'integer', nullable: true })
  maxRedemptions!: number | null;

  /** Paid orders that used it, counted when their first payment succeeds. */
  @Column({ type: 'integer', default: 0 })
  redemptions!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
