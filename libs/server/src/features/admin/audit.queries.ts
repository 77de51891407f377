import type { EntityManager } from 'typeorm';
import { AuditLogEntity } from './audit-log.entity';

/** The SQL of the audit log. */

/** The newest entries first, with their actors. */
export function recentAuditEntries(manager: EntityManager, limit: number): Promise<AuditLogEntity[]> {
  return manager.find(AuditLogEntity, { relations: { actor: true }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
}

/** One entry, in the caller's transaction. */
export async function insertAuditEntry(manager: EntityManager, entry: { actorId: string | null; action: string; details: object }): Promise<void> {
  await manager.insert(AuditLogEntity, entry);
}
