import type { EntityManager } from 'typeorm';
import { SiteSettingsEntity } from './site-settings.entity';

/** The SQL of the back office settings: one row, id 1. */

/** Null until an admin saved the settings once. */
export function siteSettingsRow(manager: EntityManager): Promise<SiteSettingsEntity | null> {
  return manager.findOneBy(SiteSettingsEntity, { id: 1 });
}

export async function saveSiteSettingsRow(manager: EntityManager, row: Omit<SiteSettingsEntity, 'id' | 'updatedAt'>): Promise<void> {
  await manager.upsert(SiteSettingsEntity, { id: 1, ...row }, ['id']);
}
