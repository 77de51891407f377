import type { DataSource, EntityManager } from 'typeorm';
import { inUnitOfWork } from '../../persistence/unit-of-work';
import { insertAuditEntry, recentAuditEntries } from './audit.queries';
import type { AuditEntry } from './admin-user.read-model';

/** Actions the system took on its own (no admin) start with this; the log names their actor "Systém". */
export const SYSTEM_ACTION = 'system:';

/** Large or secret-looking inputs are not copied into the log. */
const MAX_DETAIL_LENGTH = 2000;

/**
 * The audit log of admin actions. The transports run every admin change through `audited`, which
 * commits the change and its entry together; services that move money record theirs inside their
 * own transaction (`recordAudit`).
 */
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `change` and records it in one transaction: a change that cannot be recorded does not happen. */
  audited<T>(actorId: string, action: string, details: unknown, change: () => Promise<T>): Promise<T> {
    return inUnitOfWork(this.dataSource, async () => {
      const result = await change();
      await recordAudit(this.dataSource.manager, actorId, action, details);
      return result;
    });
  }

  /** The newest entries first. */
  async recent(limit = 50): Promise<AuditEntry[]> {
    const entries = await recentAuditEntries(this.dataSource.manager, limit);
    return entries.map((entry) => ({ id: entry.id, actorName: entry.actor?.name ?? (entry.action.startsWith(SYSTEM_ACTION) ? 'Systém' : null), action: entry.action, details: entry.details, creationTimestamp: entry.createdAt }));
  }
}

/**
 * Writes one audit entry through the given manager, so a service's transaction commits it with its change.
 * `actorId` is null for what the system did on its own (a refund of a payment it could not serve).
 */
export async function recordAudit(manager: EntityManager, actorId: string | null, action: string, details: unknown): Promise<void> {
  const serialised = JSON.stringify(details ?? {});
  await insertAuditEntry(manager, {
    actorId,
    action,
    details: serialised.length > MAX_DETAIL_LENGTH ? { truncated: truncateText(serialised, MAX_DETAIL_LENGTH) } : (details ?? {}),
  });
}

/** The first `max` UTF-16 units, never ending in half a surrogate pair (which jsonb refuses). */
function truncateText(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
