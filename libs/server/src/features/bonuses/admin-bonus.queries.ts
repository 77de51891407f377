import { In, type EntityManager } from 'typeorm';
import { CompanyEntity } from '../catalogue/company.entity';
import { GameEntity } from '../catalogue/game.entity';
import { BonusStepEntity } from './bonus-step.entity';
import { BonusEntity } from './bonus.entity';

/** The SQL of the admin's bonus catalogue: pages of every bonus, and the rows a create or an edit reads and writes. */

const GRAPH = { company: true, steps: true, games: { gameStudio: true } } as const;

/** A page of every bonus with its graph, newest first, and how many there are. */
export function bonusesPage(manager: EntityManager, skip: number, take: number): Promise<[BonusEntity[], number]> {
  return manager.findAndCount(BonusEntity, { relations: GRAPH, order: { createdAt: 'DESC', id: 'DESC' }, skip, take });
}

/** One bonus with its graph, whatever its visibility. */
export function adminBonusGraph(manager: EntityManager, bonusId: number): Promise<BonusEntity> {
  return manager.findOneOrFail(BonusEntity, { where: { id: bonusId }, relations: GRAPH });
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
