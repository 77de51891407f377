import type { EntityManager } from 'typeorm';
import { GenerationEntity } from './generation.entity';
import { TierEntity } from './tier.entity';

/** The SQL of the tiers and generations on sale. */

/** The generation on sale; null when every one is sold out. */
export function generationInUse(manager: EntityManager): Promise<GenerationEntity | null> {
  return manager.findOneBy(GenerationEntity, { inUse: true });
}

/** Every tier, by id. */
export function allTiers(manager: EntityManager): Promise<TierEntity[]> {
  return manager.find(TierEntity, { order: { id: 'ASC' } });
}
