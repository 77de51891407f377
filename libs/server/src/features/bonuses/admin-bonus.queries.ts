import { AdminBonusPageQuery, AdminBonusStatus, foldDiacritics, likePattern, SQL_ACCENT_FOLD } from '@bonus/domain';
import { In, LessThanOrEqual, MoreThan, Raw, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { CompanyEntity } from '../catalogue/company.entity';
import { GameEntity } from '../catalogue/game.entity';
import { BonusStepEntity } from './bonus-step.entity';
import { BonusEntity } from './bonus.entity';

/** The SQL of the admin's bonus catalogue: pages of every bonus, and the rows a create or an edit reads and writes. */

const GRAPH = { company: true, steps: true, games: { gameStudio: true } } as const;

/** A page of the bonuses the query matches with their graph, newest first, and how many match. */
export function bonusesPage(manager: EntityManager, query: AdminBonusPageQuery, skip: number, take: number, now = new Date()): Promise<[BonusEntity[], number]> {
  return manager.findAndCount(BonusEntity, { relations: GRAPH, where: bonusFilter(query, now), order: { createdAt: 'DESC', id: 'DESC' }, skip, take });
}

/** Each state as `adminBonusStatus` decides it, in SQL. */
function stateCondition(state: AdminBonusStatus, now: Date): FindOptionsWhere<BonusEntity> {
  if (state === 'draft') return { draft: true };
  if (state === 'scheduled') return { draft: false, startAt: MoreThan(now) };
  if (state === 'active') return { draft: false, startAt: LessThanOrEqual(now), endAt: MoreThan(now) };
  return { draft: false, endAt: LessThanOrEqual(now) };
}

/**
 * The list's filter as TypeORM's OR of ANDs: (name or operator matches) × (any chosen state), each with the
 * chosen types. The search ignores accents and case ("zluty" finds "Žlutý").
 */
function bonusFilter(query: AdminBonusPageQuery, now: Date): FindOptionsWhere<BonusEntity>[] {
  const base: FindOptionsWhere<BonusEntity> = query.types.length ? { bonusType: In(query.types) } : {};
  const folded = Raw((column) => `translate(lower(${column}), :accented, :plain) LIKE :pattern`, { accented: SQL_ACCENT_FOLD.from, plain: SQL_ACCENT_FOLD.to, pattern: likePattern(foldDiacritics(query.search)) });
  const searches: FindOptionsWhere<BonusEntity>[] = query.search ? [{ name: folded }, { company: { name: folded } }] : [{}];
  const states = query.states.length ? query.states.map((state) => stateCondition(state, now)) : [{}];
  return searches.flatMap((search) => states.map((state) => ({ ...base, ...search, ...state })));
}

/** One bonus with its graph, whatever its visibility. */
export function adminBonusGraph(manager: EntityManager, bonusId: number): Promise<BonusEntity> {
  return manager.findOneOrFail(BonusEntity, { where: { id: bonusId }, relations: GRAPH });
}

/** One bonus with its graph for the admin's editor, whatever its state; null when there is none. */
export function findAdminBonus(manager: EntityManager, bonusId: number): Promise<BonusEntity | null> {
  return manager.findOne(BonusEntity, { where: { id: bonusId }, relations: GRAPH });
}

/** The bonus row, locked until the transaction ends; null when there is none. */
export function lockBonus(manager: EntityManager, bonusId: number): Promise<BonusEntity | null> {
  return manager.findOne(BonusEntity, { where: { id: bonusId }, lock: { mode: 'pessimistic_write' } });
}

export function stepsOf(manager: EntityManager, bonusId: number): Promise<BonusStepEntity[]> {
  return manager.findBy(BonusStepEntity, { bonusId });
}

export async function deleteSteps(manager: EntityManager, bonusId: number): Promise<void> {
  await manager.delete(BonusStepEntity, { bonusId });
}

/** Inserts or updates the bonus with its steps and games. */
export function saveBonus(manager: EntityManager, bonus: BonusEntity): Promise<BonusEntity> {
  return manager.save(BonusEntity, bonus);
}

/** The visibility switch; showing a draft publishes it. */
export async function setBonusVisible(manager: EntityManager, bonusId: number, visible: boolean): Promise<void> {
  await manager.update(BonusEntity, bonusId, visible ? { visible, draft: false } : { visible });
}

export function companyById(manager: EntityManager, companyId: number): Promise<CompanyEntity> {
  return manager.findOneByOrFail(CompanyEntity, { id: companyId });
}

export function companyExists(manager: EntityManager, companyId: number): Promise<boolean> {
  return manager.existsBy(CompanyEntity, { id: companyId });
}

/** How many of the companies exist. */
export function countCompanies(manager: EntityManager, companyIds: number[]): Promise<number> {
  return manager.countBy(CompanyEntity, { id: In(companyIds) });
}

export function gamesByIds(manager: EntityManager, gameIds: number[]): Promise<GameEntity[]> {
  return manager.findBy(GameEntity, { id: In(gameIds) });
}
