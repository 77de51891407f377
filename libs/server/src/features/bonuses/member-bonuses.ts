import { EntityManager } from 'typeorm';
import { BonusCaps, bonusLock, BonusUsage, HALERE_PER_CZK, Halere, halereToWholeCzk, pragueMonth, TierCode } from '@bonus/domain';
import { MemberReads, readDirectly } from '../../cache/member-data-cache';
import type { BonusCatalogue, CatalogueBonus } from './bonus-catalogue';
import { BonusEntity } from './bonus.entity';
import { Bonus, toBonusReadModel, explainLock } from './bonus.read-model';
import { loadBonusUsage } from './bonus-usage';
import { visibleNowSql } from './bonus-visibility';
import { UserBonusProgressEntity } from './user-bonus-progress.entity';

type BonusStates = ReadonlyMap<number, { step_idx: number; closed: boolean }>;

/** What a member's list was last made from, by their cached states: the list holds while none of it changes. */
const lastLists = new WeakMap<BonusStates, { shown: readonly CatalogueBonus[]; usage: BonusUsage; tier: TierCode; maxBonusesPerUser: number; list: readonly Bonus[] }>();

/**
 * GET /bonus_all: the shared catalogue shown now, without what this member hid or completed, with
 * their step_idx and lock. Two statements of the member's own (their bonus states, their monthly
 * usage), however long the catalogue or their history; none when `reads` has them cached, and then
 * the list is only made again when the shown catalogue, the member's data, their tier or the admin's
 * caps changed. Shared between requests: not to be mutated.
 */
export async function listMemberBonuses(
  catalogue: BonusCatalogue,
  manager: EntityManager,
  member: { id: string; tier: TierCode },
  caps: BonusCaps,
  now: Date,
  reads: MemberReads = readDirectly,
): Promise<readonly Bonus[]> {
  const [shown, states, usage] = await Promise.all([
    catalogue.shownAt(now),
    // Kept as a map by bonus id, so a cached read is not indexed again on every request.
    reads('bonus-states', async () => {
      const rows: { bonus_id: number; step_idx: number; closed: boolean }[] = await manager.query(
        `SELECT bonus_id, max(step_idx)::int AS step_idx, bool_or(closed) AS closed FROM (
           SELECT bonus_id, step_idx, false AS closed FROM user_bonus_progress WHERE user_id = $1
           UNION ALL SELECT bonus_id, 0, true FROM hidden_bonus WHERE user_id = $1
           UNION ALL SELECT bonus_id, 0, true FROM bonus_history_entry WHERE user_id = $1) member_state
         GROUP BY bonus_id`,
        [member.id],
      );
      return new Map(rows.map((row) => [row.bonus_id, row])) as BonusStates;
    }),
    reads(`usage:${pragueMonth(now)}`, () => loadBonusUsage(manager, member.id, now)),
  ]);
  const last = lastLists.get(states);
  if (last && last.shown === shown && last.usage === usage && last.tier === member.tier && last.maxBonusesPerUser === caps.maxBonusesPerUser) return last.list;
  const list = shown
    .filter((bonus) => !states.get(bonus.entity.id)?.closed)
    .map(({ bonus, entity }) => {
      const stepIdx = states.get(entity.id)?.step_idx ?? 0;
      // Worked out from the cached usage, not cached with it: the admin's caps may change without the member's data changing.
      const lock = bonusLock(member.tier, entity, usage, stepIdx > 0, caps);
      return { ...bonus, stepIdx, lock: lock && explainLock(lock) };
    });
  lastLists.set(states, { shown, usage, tier: member.tier, maxBonusesPerUser: caps.maxBonusesPerUser, list });
  return list;
}

/**
 * GET /bonus: one bonus as the member sees it (also one they hid or completed), with its steps,
 * company and games, their step_idx and lock; admins may open bonuses that are not shown.
 */
export async function loadMemberBonus(
  manager: EntityManager,
  member: { id: string; tier: TierCode },
  caps: BonusCaps,
  now: Date,
  bonusId: number,
  includeInvisible: boolean,
): Promise<Bonus | null> {
  const graph = manager
    .createQueryBuilder(BonusEntity, 'bonus')
    .innerJoinAndSelect('bonus.company', 'company')
    .leftJoinAndSelect('bonus.steps', 'step')
    .leftJoinAndSelect('bonus.games', 'game')
    .leftJoinAndSelect('game.gameStudio', 'studio')
    .where('bonus.id = :bonusId', { bonusId });
  if (!includeInvisible) graph.andWhere(visibleNowSql('bonus', ':now'), { now });
  const [bonus, progress, usage] = await Promise.all([
    graph.getOne(),
    manager.findOneBy(UserBonusProgressEntity, { userId: member.id, bonusId }),
    loadBonusUsage(manager, member.id, now),
  ]);
  if (!bonus) return null;
  const stepIdx = progress?.stepIdx ?? 0;
  return toBonusReadModel(bonus, stepIdx, bonusLock(member.tier, bonus, usage, stepIdx > 0, caps));
}

/**
 * The expected value of the bonuses a member can still take (GET /user potential_bonus_revenue): the
 * sum of their values as the member sees them, each in whole crowns.
 */
export function potentialRevenue(bonuses: readonly Bonus[]): Halere {
  return bonuses.filter((bonus) => bonus.lock === null).reduce((sum, bonus) => sum + halereToWholeCzk(bonus.expectedValue) * HALERE_PER_CZK, 0);
}
