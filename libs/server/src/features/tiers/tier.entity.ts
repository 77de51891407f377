import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { TIER_CODES } from '@bonus/domain';
import type { TierCode } from '@bonus/domain';
import { inList } from '../../persistence/columns';

/** A membership tier. Ids are fixed (1 free, 2 basic, 3 premium); a higher id is a higher tier. */
@Entity('tier')
@Check('tier_code_check', inList('code', TIER_CODES))
@Check('tier_referral_reward_check', '"referral_reward_percent" BETWEEN 0 AND 100')
@Check('tier_base_price_check', '"base_price_halere" >= 0')
export class TierEntity {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  @Column({ type: 'text', unique: true })
  code!: TierCode;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  subtitle!: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  features!: string[];

  @Column({ type: 'boolean', default: false })
  featured!: boolean;

  @Column({ type: 'text' })
  color!: string;

  /** Monthly price in the first generation; later generations derive theirs from it. */
  @Column({ type: 'integer' })
  basePriceHalere!: number;

  @Column({ type: 'text' })
  buttonText!: string;

  @Column({ type: 'integer' })
  maxReturnCzk!: number;

  @Column({ type: 'smallint' })
  referralRewardPercent!: number;

  @Column({ type: 'text', nullable: true })
  specialMark!: string | null;

  /** How many members may hold the tier at once (premium: 500); null for no limit. */
  @Column({ type: 'integer', nullable: true })
  memberLimit!: number | null;
}
