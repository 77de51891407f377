import type { EntityManager } from 'typeorm';
import type { ApiTokenScope } from '@bonus/domain';
import type { ApiToken } from './api-token.read-model';

/** What authenticating a secret needs: the token's state and its owner's sign-in id (null once erased). */
export interface TokenLookupRow {
  id: number;
  scopes: ApiTokenScope[];
  expiresAt: Date;
  revokedAt: Date | null;
  firebaseUid: string | null;
}

const TOKEN_COLUMNS = `id, name, secret_start AS "secretStart", scopes, created_at AS "createdAt", expires_at AS "expiresAt", last_used_at AS "lastUsedAt"`;

export async function tokenBySecretHash(manager: EntityManager, secretHash: string): Promise<TokenLookupRow | null> {
  const [row] = await manager.query(
    `SELECT t.id, t.scopes, t.expires_at AS "expiresAt", t.revoked_at AS "revokedAt", u.firebase_uid AS "firebaseUid"
       FROM api_token t JOIN app_user u ON u.id = t.user_id WHERE t.secret_hash = $1`,
    [secretHash],
  );
  return row ?? null;
}

/** The member's tokens that can still be used, newest first. */
export function validTokensOf(manager: EntityManager, userId: string): Promise<ApiToken[]> {
  return manager.query(`SELECT ${TOKEN_COLUMNS} FROM api_token WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY id DESC`, [userId]);
}

export async function insertToken(
  manager: EntityManager,
  token: { userId: string; name: string; secretHash: string; secretStart: string; scopes: ApiTokenScope[]; expiresAt: Date },
): Promise<ApiToken> {
  const [row] = await manager.query(
    `INSERT INTO api_token (user_id, name, secret_hash, secret_start, scopes, expires_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${TOKEN_COLUMNS}`,
    [token.userId, token.name, token.secretHash, token.secretStart, token.scopes, token.expiresAt],
  );
  return row;
}

/** Locks the member's row so two concurrent creations cannot both pass the limit. */
export async function countValidTokensLocked(manager: EntityManager, userId: string): Promise<number> {
  await manager.query(`SELECT 1 FROM app_user WHERE id = $1 FOR UPDATE`, [userId]);
  const [{ n }] = await manager.query(`SELECT count(*)::int AS n FROM api_token WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()`, [userId]);
  return n;
}

/** Revokes one of the member's tokens; the secret hash comes back so cached look-ups can be dropped. */
export async function revokeToken(manager: EntityManager, userId: string, id: number): Promise<string | null> {
  const [rows] = await manager.query(`UPDATE api_token SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING secret_hash AS "secretHash"`, [id, userId]);
  return rows[0]?.secretHash ?? null;
}

/** "Last used", written at most once a minute whatever the traffic. */
export async function markTokenUsed(manager: EntityManager, id: number): Promise<void> {
  await manager.query(`UPDATE api_token SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`, [id]);
}
