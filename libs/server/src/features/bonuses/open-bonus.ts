import { EntityManager } from 'typeorm';
import { DomainError, ErrorCode } from '@bonus/domain';
import { BonusEntity } from './bonus.entity';
import { visibleNowSql } from './bonus-visibility';
import { neitherCompletedNorHiddenSql } from './still-open-sql';

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
  const query = manager
    .createQueryBuilder(BonusEntity, 'bonus')
    .leftJoinAndSelect('bonus.steps', 'step')
    .where('bonus.id = :bonusId', { bonusId, userId, now })
    .andWhere(neitherCompletedNorHiddenSql(':userId', 'bonus.id'));
  if (!anyVisibility) query.andWhere(visibleNowSql('bonus', ':now'));
  const bonus = await query.getOne();
  if (!bonus) throw new DomainError(failure, { bonusId, reason: 'not open to this member' });
  return bonus;
}
