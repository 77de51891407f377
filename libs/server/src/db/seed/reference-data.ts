import { DataSource, EntityManager } from 'typeorm';
import { GenerationEntity } from '../../features/tiers/generation.entity';
import { TierEntity } from '../../features/tiers/tier.entity';
import { GENERATIONS, tierRows } from './tiers-data';

/**
 * The rows no page works without, in production as in the demo: the three tiers and the generations
 * (the first on sale). Inserted once, when there are no tiers; admins change them afterwards.
 */
export async function ensureReferenceData(manager: EntityManager): Promise<boolean> {
  // Two migration runs (or a migration and a seed) starting together insert once.
  await manager.query('SELECT pg_advisory_xact_lock(74202)');
  if ((await manager.count(TierEntity)) > 0) return false;
  await manager.insert(TierEntity, tierRows());
  await manager.save(
    GenerationEntity,
    GENERATIONS.map((generation, index) => manager.create(GenerationEntity, { ...generation, currentLoad: 0, inUse: index === 0 })),
  );
  return true;
}

/** The migration command's second step: reference data in its own transaction. */
export function ensureReferenceDataIn(dataSource: DataSource): Promise<boolean> {
  return dataSource.transaction((manager) => ensureReferenceData(manager));
}
