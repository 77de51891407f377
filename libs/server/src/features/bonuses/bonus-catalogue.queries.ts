import type { EntityManager } from 'typeorm';
import { CompanyEntity } from '../catalogue/company.entity';
import { GameEntity } from '../catalogue/game.entity';
import { BonusEntity } from './bonus.entity';
import { visibleNowSql } from './bonus-visibility';

/** The SQL of the offers as everyone sees them: the shared catalogue, one offer's graph, companies and games. */

/** Every switched-on bonus whose visibility has not ended, with company, steps and games (the shared catalogue). */
export function catalogueBonuses(manager: EntityManager): Promise<BonusEntity[]> {
  return manager
    .createQueryBuilder(BonusEntity, 'bonus')
    .innerJoinAndSelect('bonus.company', 'company')
    .leftJoinAndSelect('bonus.steps', 'step')
    .leftJoinAndSelect('bonus.games', 'game')
    .leftJoinAndSelect('game.gameStudio', 'studio')
    .where('bonus.visible AND coalesce(bonus.visibility_end_at, bonus.end_at) > now()')
    .orderBy('bonus.endAt', 'ASC')
    .addOrderBy('bonus.id', 'ASC')
    .getMany();
}

/** Every company's name by id. */
export async function companyNamesById(manager: EntityManager): Promise<Map<number, string>> {
  const companies: { id: number; name: string }[] = await manager.query(`SELECT id, name FROM company`);
  return new Map(companies.map((company) => [company.id, company.name]));
}

/** One bonus with company, steps and games; only when shown at `shownAt` unless that is null. */
export function bonusGraph(manager: EntityManager, bonusId: number, shownAt: Date | null): Promise<BonusEntity | null> {
  const graph = manager
    .createQueryBuilder(BonusEntity, 'bonus')
    .innerJoinAndSelect('bonus.company', 'company')
    .leftJoinAndSelect('bonus.steps', 'step')
    .leftJoinAndSelect('bonus.games', 'game')
    .leftJoinAndSelect('game.gameStudio', 'studio')
    .where('bonus.id = :bonusId', { bonusId });
  if (shownAt) graph.andWhere(visibleNowSql('bonus', ':now'), { now: shownAt });
  return graph.getOne();
}

/** GET /company_all: by name. */
export function allCompanies(manager: EntityManager): Promise<CompanyEntity[]> {
  return manager.find(CompanyEntity, { order: { name: 'ASC' } });
}

/** GET /game_all: by name, with their studios. */
export function allGames(manager: EntityManager): Promise<GameEntity[]> {
  return manager.find(GameEntity, { relations: { gameStudio: true }, order: { name: 'ASC' } });
}
