import type { EntityManager } from 'typeorm';

/** The SQL of the changes Firebase Authentication still has to make to accounts (table firebase_account_change). */

/** What Firebase is to do with an account. */
export type FirebaseAccountAction = 'disable' | 'enable' | 'delete';

export interface DueAccountChange {
  firebaseUid: string;
  action: FirebaseAccountAction;
  /** Which wish this is: a newer one for the same account counts up. */
  version: number;
}

/**
 * The latest wish for the account wins (enabling again replaces a disable still due), except that a deletion is
 * final. Due since the first wish still unmade; a new wish starts its attempts afresh.
 */
export async function markAccountChangeDue(manager: EntityManager, firebaseUid: string, action: FirebaseAccountAction, now: Date): Promise<void> {
  await manager.query(
    `INSERT INTO firebase_account_change (firebase_uid, action, due_since) VALUES ($1, $2, $3)
     ON CONFLICT (firebase_uid) DO UPDATE
       SET action = CASE WHEN firebase_account_change.action = 'delete' THEN 'delete' ELSE EXCLUDED.action END,
           version = firebase_account_change.version + 1, attempts = 0, last_error = NULL`,
    [firebaseUid, action, now],
  );
}

/** Up to `limit` due changes (only those of `firebaseUids` when given), longest due first. */
export function accountChangesDue(manager: EntityManager, limit: number, firebaseUids?: readonly string[]): Promise<DueAccountChange[]> {
  return manager.query(
    `SELECT firebase_uid AS "firebaseUid", action, version FROM firebase_account_change
      WHERE $2::text[] IS NULL OR firebase_uid = ANY($2)
      ORDER BY due_since LIMIT $1`,
    [limit, firebaseUids ?? null],
  );
}

/** Firebase has made the change: no longer due, unless a newer wish came meanwhile. */
export async function accountChangeMade(manager: EntityManager, change: DueAccountChange): Promise<void> {
  await manager.query(`DELETE FROM firebase_account_change WHERE firebase_uid = $1 AND version = $2`, [change.firebaseUid, change.version]);
}

/** Stays due, with its error, for the next run. */
export async function accountChangeFailed(manager: EntityManager, change: DueAccountChange, error: string): Promise<void> {
  await manager.query(`UPDATE firebase_account_change SET attempts = attempts + 1, last_error = left($3, 500) WHERE firebase_uid = $1 AND version = $2`, [
    change.firebaseUid,
    change.version,
    error,
  ]);
}

/** Since when the longest-due change has waited; null when none is due. */
export async function oldestAccountChangeDueAt(manager: EntityManager): Promise<Date | null> {
  const [row]: { oldest: Date | null }[] = await manager.query(`SELECT min(due_since) AS oldest FROM firebase_account_change`);
  return row.oldest;
}
