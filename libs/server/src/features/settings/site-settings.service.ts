import type { DataSource } from 'typeorm';
import { CACHE_KEYS, type SharedCache } from '../../cache/shared-cache';
import { DEFAULT_SITE_SETTINGS, registrationStatus, RegistrationStatus, SiteSettings } from '@bonus/domain';
import type { SiteSettingsEntity } from './site-settings.entity';
import { saveSiteSettingsRow, siteSettingsRow } from './site-settings.queries';

/**
 * Settings change rarely and are read on many requests: each process keeps them until a save drops them
 * everywhere (NOTIFY); the TTL bounds a change made outside the api.
 */
const SETTINGS_TTL_MS = 60_000;

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
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SharedCache,
  ) {}

  async get(): Promise<SiteSettings> {
    return this.cache.get(CACHE_KEYS.settings, SETTINGS_TTL_MS, async () => fromEntity(await siteSettingsRow(this.dataSource.manager)));
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
    await this.cache.invalidate(CACHE_KEYS.settings, this.dataSource.manager);
    return this.get();
  }
}
