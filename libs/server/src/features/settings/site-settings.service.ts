import type { DataSource } from 'typeorm';
import { DEFAULT_SITE_SETTINGS, registrationStatus, RegistrationStatus, SiteSettings } from '@bonus/domain';
import type { SiteSettingsEntity } from './site-settings.entity';
import { saveSiteSettingsRow, siteSettingsRow } from './site-settings.queries';

/** Settings change rarely and are read on many requests: each process keeps them for a few seconds. */
const CACHE_MS = 5000;

function fromEntity(row: SiteSettingsEntity | null): SiteSettings {
  if (!row) return { ...DEFAULT_SITE_SETTINGS };
  return {
    siteName: row.siteName,
    siteEmail: row.siteEmail,
    maintenanceMode: row.maintenanceMode,
    registrationEnabled: row.registrationEnabled,
    autoApproveUsers: row.autoApproveUsers,
    emailNotifications: row.emailNotifications,
    maxBonusesPerUser: row.maxBonusesPerUser,
    referralReward: row.referralRewardCzk,
    minWithdrawal: row.minWithdrawalCzk,
  };
}

/** The persisted back office settings; the spec's sample values until an admin saves. */
export class SiteSettingsService {
  private cached: { at: number; value: SiteSettings } | null = null;

  constructor(private readonly dataSource: DataSource) {}

  async get(): Promise<SiteSettings> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.value;
    const value = fromEntity(await siteSettingsRow(this.dataSource.manager));
    this.cached = { at: Date.now(), value };
    return value;
  }

  /** Whether the register page takes new accounts now, and if not why. */
  async registrationStatus(): Promise<RegistrationStatus> {
    return registrationStatus(await this.get());
  }

  async save(settings: SiteSettings): Promise<SiteSettings> {
    await saveSiteSettingsRow(this.dataSource.manager, {
      siteName: settings.siteName,
      siteEmail: settings.siteEmail,
      maintenanceMode: settings.maintenanceMode,
      registrationEnabled: settings.registrationEnabled,
      autoApproveUsers: settings.autoApproveUsers,
      emailNotifications: settings.emailNotifications,
      maxBonusesPerUser: settings.maxBonusesPerUser,
      referralRewardCzk: settings.referralReward,
      minWithdrawalCzk: settings.minWithdrawal,
    });
    this.cached = null;
    return this.get();
  }
}
