import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The back office settings: a single row (id 1). */
@Entity('site_settings')
@Check('site_settings_single_row', '"id" = 1')
export class SiteSettingsEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ type: 'text' })
  siteName!: string;

  @Column({ type: 'text' })
  siteEmail!: string;

  @Column({ type: 'boolean' })
  maintenanceMode!: boolean;

  @Column({ type: 'boolean' })
  registrationEnabled!: boolean;

  @Column({ type: 'boolean', default: true })
  autoApproveUsers!: boolean;

  @Column({ type: 'boolean' })
  emailNotifications!: boolean;

  @Column({ type: 'integer' })
  maxBonusesPerUser!: number;

  @Column({ type: 'integer' })
  referralRewardCzk!: number;

  @Column({ type: 'integer' })
  minWithdrawalCzk!: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
