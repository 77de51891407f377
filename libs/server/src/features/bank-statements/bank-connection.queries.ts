import type { EntityManager } from 'typeorm';
import type { AccountKey, BankConnectionProviderId, BankConnectionStatus } from '@bonus/domain';
import { BANK_PROVIDER_CALL_INTERVAL_SECONDS } from '@bonus/domain';

/** The SQL of members' bank connections (issue #55 part 4). Every connection is scoped to its owner. */

export interface ConnectionRow {
  id: number;
  userId: string;
  provider: BankConnectionProviderId;
  account: AccountKey;
  status: BankConnectionStatus;
  statusMessage: string | null;
  syncedThrough: string | null;
  connectedAt: Date;
  lastSyncedAt: Date | null;
}

/** A connection with what a sync needs: the encrypted token and its keyed hash, and since when the bank answers it with server errors. */
export interface ConnectionSecretRow extends ConnectionRow {
  tokenCiphertext: string;
  tokenHash: string;
  serverErrorsSince: Date | null;
}

const COLUMNS = `id, user_id, provider, account_prefix, account_number, bank_code, status, status_message, to_char(synced_through, 'YYYY-MM-DD') AS synced_through, connected_at, last_synced_at`;

interface Row {
  id: number;
  user_id: string;
  provider: BankConnectionProviderId;
  account_prefix: string;
  account_number: string;
  bank_code: string;
  status: BankConnectionStatus;
  status_message: string | null;
  synced_through: string | null;
  connected_at: Date;
  last_synced_at: Date | null;
  token_ciphertext?: string;
  token_hash?: string;
  server_errors_since?: Date | null;
}

const toConnection = (row: Row): ConnectionRow => ({
  id: row.id,
  userId: row.user_id,
  provider: row.provider,
  account: { prefix: row.account_prefix, number: row.account_number, bankCode: row.bank_code },
  status: row.status,
  statusMessage: row.status_message,
  syncedThrough: row.synced_through,
  connectedAt: row.connected_at,
  lastSyncedAt: row.last_synced_at,
});

/** The member's connections, oldest first. */
export async function connectionsOf(manager: EntityManager, userId: string): Promise<ConnectionRow[]> {
  const rows: Row[] = await manager.query(`SELECT ${COLUMNS} FROM bank_connection WHERE user_id = $1 ORDER BY connected_at, id`, [userId]);
  return rows.map(toConnection);
}

/** One of the owner's connections with its encrypted token; undefined when there is none of theirs. */
export async function connectionSecretOf(manager: EntityManager, userId: string, id: number): Promise<ConnectionSecretRow | undefined> {
  const [row]: Row[] = await manager.query(`SELECT ${COLUMNS}, token_ciphertext, token_hash, server_errors_since FROM bank_connection WHERE id = $1 AND user_id = $2`, [id, userId]);
  return row && { ...toConnection(row), tokenCiphertext: row.token_ciphertext!, tokenHash: row.token_hash!, serverErrorsSince: row.server_errors_since ?? null };
}

/** The connections the daily job syncs: every one still connected, oldest sync first. */
export async function connectedIds(manager: EntityManager): Promise<{ id: number; userId: string }[]> {
  const rows: { id: number; user_id: string }[] = await manager.query(`SELECT id, user_id FROM bank_connection WHERE status = 'connected' ORDER BY last_synced_at NULLS FIRST, id`);
  return rows.map((row) => ({ id: row.id, userId: row.user_id }));
}

/**
 * Notes a call with the token now, unless one was made within the interval (30 s): true when the caller may call.
 * One statement, so two api copies (or the job and a request) asking at once cannot both get the turn.
 */
export async function claimTokenCall(manager: EntityManager, tokenHash: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `INSERT INTO bank_token_call (token_hash, last_called_at) VALUES ($1, now())
     ON CONFLICT (token_hash) DO UPDATE SET last_called_at = now()
      WHERE bank_token_call.last_called_at <= now() - make_interval(secs => $2)
     RETURNING token_hash`,
    [tokenHash, BANK_PROVIDER_CALL_INTERVAL_SECONDS],
  );
  return rows.length > 0;
}

/** Notes of calls older than the interval say nothing any more. */
export async function pruneTokenCalls(manager: EntityManager): Promise<number> {
  const [, pruned] = await manager.query(`DELETE FROM bank_token_call WHERE last_called_at < now() - make_interval(secs => $1)`, [BANK_PROVIDER_CALL_INTERVAL_SECONDS * 2]);
  return pruned;
}

/**
 * Stores a checked token for the account it reads: a new connection, or the member's existing one for that account
 * with the new token (pasting a new token after a refusal); connected, synced through `syncedThrough`.
 */
export async function saveConnection(
  manager: EntityManager,
  userId: string,
  connection: { provider: BankConnectionProviderId; account: AccountKey & { bankCode: string }; tokenCiphertext: string; tokenHash: string; syncedThrough: string },
): Promise<number> {
  const [{ id }]: { id: number }[] = await manager.query(
    `INSERT INTO bank_connection (user_id, provider, account_prefix, account_number, bank_code, token_ciphertext, token_hash, status, status_message, synced_through, connected_at, last_synced_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'connected', NULL, $8, now(), now())
     ON CONFLICT ON CONSTRAINT bank_connection_account_once DO UPDATE
       SET bank_code = EXCLUDED.bank_code, token_ciphertext = EXCLUDED.token_ciphertext, token_hash = EXCLUDED.token_hash, status = 'connected', status_message = NULL,
           synced_through = EXCLUDED.synced_through, connected_at = now(), last_synced_at = now(), server_errors_since = NULL
     RETURNING id`,
    [userId, connection.provider, connection.account.prefix, connection.account.number, connection.account.bankCode, connection.tokenCiphertext, connection.tokenHash, connection.syncedThrough],
  );
  return id;
}

/** A sync stored what the bank sent: the cursor moves (in the transaction that stored the entries), and a run of server errors ends. */
export async function markSynced(manager: EntityManager, id: number, syncedThrough: string): Promise<void> {
  await manager.query(
    `UPDATE bank_connection SET synced_through = GREATEST(synced_through, $2::date), last_synced_at = now(), status_message = NULL, server_errors_since = NULL WHERE id = $1 AND status = 'connected'`,
    [id, syncedThrough],
  );
}

/** The bank did not answer a fetch: the connection stays connected, with `message`, for the next sync to try again (markSynced clears it). */
export async function markRetrying(manager: EntityManager, id: number, message: string): Promise<void> {
  await manager.query(`UPDATE bank_connection SET status_message = $2 WHERE id = $1 AND status = 'connected'`, [id, message]);
}

/** A server error that may mean a refused token (Fio's 500): retried like an outage, the run of them dated from its first. */
export async function markServerError(manager: EntityManager, id: number, message: string, now: Date): Promise<void> {
  await manager.query(`UPDATE bank_connection SET status_message = $2, server_errors_since = coalesce(server_errors_since, $3) WHERE id = $1 AND status = 'connected'`, [id, message, now]);
}

/** The bank refused the token: nothing is fetched until the member pastes a new one. */
export async function markRefused(manager: EntityManager, id: number, message: string): Promise<void> {
  await manager.query(`UPDATE bank_connection SET status = 'refused', status_message = $2 WHERE id = $1`, [id, message]);
}

/** Deletes the owner's connection, its encrypted token with it; false when there was none of theirs. */
export async function deleteConnection(manager: EntityManager, userId: string, id: number): Promise<boolean> {
  const [, deleted] = await manager.query(`DELETE FROM bank_connection WHERE id = $1 AND user_id = $2`, [id, userId]);
  return deleted > 0;
}

/** Erasure: tokens are personal data. */
export async function deleteConnectionsOf(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`DELETE FROM bank_connection WHERE user_id = $1`, [userId]);
}
