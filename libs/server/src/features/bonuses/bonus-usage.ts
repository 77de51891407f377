import type { EntityManager } from 'typeorm';
import { BonusUsage, bonusUsage } from '@bonus/domain';
import { bonusUsageRows } from './bonus-progress.queries';

/** The bonuses the member holds this month, as libs/domain bonus-limits counts them. */
export async function loadBonusUsage(manager: EntityManager, userId: string, now: Date): Promise<BonusUsage> {
  return bonusUsage(await bonusUsageRows(manager, userId, now));
}
