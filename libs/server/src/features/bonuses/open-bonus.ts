import type { EntityManager } from 'typeorm';
import { DomainError } from '@bonus/domain';
import type { BonusEntity } from './bonus.entity';
import { closedBy, openBonusOf } from './bonus-progress.queries';

/**
 * A bonus the member can still work on, with its steps: not hidden or completed by them and, unless
 * `anyVisibility`, shown now. One they completed or hid is a conflict with what they did (409); any
 * other is no such bonus for them (NOT_FOUND), as GET /bonus answers.
 */
export async function findOpenBonus(manager: EntityManager, userId: string, bonusId: number, now: Date, { anyVisibility = false } = {}): Promise<BonusEntity> {
  const bonus = await openBonusOf(manager, userId, bonusId, now, anyVisibility);
  if (bonus) return bonus;
  // Asked only on the way out: an open bonus costs no second statement.
  const { completed, hidden } = await closedBy(manager, userId, bonusId);
  throw new DomainError(completed ? 'BONUS_ALREADY_COMPLETED' : hidden ? 'BONUS_HIDDEN' : 'NOT_FOUND', { bonusId });
}
