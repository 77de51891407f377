import type { EntityManager } from 'typeorm';
import { DomainError, ErrorCode } from '@bonus/domain';
import type { BonusEntity } from './bonus.entity';
import { openBonusOf } from './bonus-progress.queries';

/**
 * A bonus the member can still work on, with its steps: not hidden or completed by them and, unless
 * `anyVisibility`, shown now. Anything else is `failure` (the screen's own error text).
 */
export async function findOpenBonus(
  manager: EntityManager,
  userId: string,
  bonusId: number,
  now: Date,
  failure: ErrorCode,
  { anyVisibility = false } = {},
): Promise<BonusEntity> {
  const bonus = await openBonusOf(manager, userId, bonusId, now, anyVisibility);
  if (!bonus) throw new DomainError(failure, { bonusId, reason: 'not open to this member' });
  return bonus;
}
