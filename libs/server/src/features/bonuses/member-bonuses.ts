import { EntityManager } from 'typeorm';
import { BonusDto, bonusLock, TierCode } from '@bonus/domain';
import { BonusEntity } from './bonus.entity';
import { toBonusDto } from './bonus-dto';
import { loadBonusUsage } from './bonus-usage';
import { visibleNowSql } from './bonus-visibility';

export interface MemberBonusQuery {
  /** One bonus instead of the list. */
  bonusId?: number;
  /** Leave out bonuses the member hid or completed (the catalogue); a single bonus keeps them. */
  availableOnly: boolean;
  /** Admins may open any bonus, shown or not. */
  includeInvisible?: boolean;
}

/**
 * Bonuses as one member sees them: each with its steps, company and games, the member's step_idx
 * and whether their tier lets them take it. Always three statements, however many bonuses match
 * (the graph in one joined query, the member's progress, their monthly usage).
 */
export async function loadMemberBonuses(manager: EntityManager, member: { id: string; tier: TierCode }, now: Date, query: MemberBonusQuery): Promise<BonusDto[]> {
  const graph = manager
    .createQueryBuilder(BonusEntity, 'bonus')
    .innerJoinAndSelect('bonus.company', 'company')
    .leftJoinAndSelect('bonus.steps', 'step')
    .leftJoinAndSelect('bonus.games', 'game')
    .leftJoinAndSelect('game.gameStudio', 'studio')
    .setParameters({ userId: member.id, now })
    .orderBy('bonus.endAt', 'ASC')
    .addOrderBy('bonus.id', 'ASC');
  if (!query.includeInvisible) graph.andWhere(visibleNowSql('bonus', ':now'));
  if (query.bonusId !== undefined) graph.andWhere('bonus.id = :bonusId', { bonusId: query.bonusId });
  if (query.availableOnly) {
    graph
      .andWhere('NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = :userId AND h.bonus_id = bonus.id)')
      .andWhere('NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = :userId AND e.bonus_id = bonus.id)');
  }
  const [bonuses, progressRows, usage] = await Promise.all([
    graph.getMany(),
    manager.query(`SELECT bonus_id, step_idx FROM user_bonus_progress WHERE user_id = $1`, [member.id]) as Promise<{ bonus_id: number; step_idx: number }[]>,
    loadBonusUsage(manager, member.id, now),
  ]);
  const progress = new Map(progressRows.map((row) => [row.bonus_id, row.step_idx]));
  return bonuses.map((bonus) => {
    const stepIdx = progress.get(bonus.id) ?? 0;
    return toBonusDto(bonus, stepIdx, bonusLock(member.tier, bonus, usage, stepIdx > 0));
  });
}

/** The expected value, in Kč, of the bonuses a member can still take (GET /user potential_bonus_revenue). */
export function potentialRevenue(bonuses: readonly BonusDto[]): number {
  return bonuses.filter((bonus) => bonus.lock === null).reduce((sum, bonus) => sum + bonus.expected_value, 0);
}
