-- The statements of api-token.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- tokenBySecretHash
SELECT t.id, t.scopes, t.expires_at AS "expiresAt", t.revoked_at AS "revokedAt", u.firebase_uid AS "firebaseUid"
FROM api_token t JOIN app_user u ON u.id = t.user_id WHERE t.secret_hash = $1;

-- validTokensOf
SELECT id, name, secret_start AS "secretStart", scopes, created_at AS "createdAt", expires_at AS "expiresAt", last_used_at AS "lastUsedAt" FROM api_token WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY id DESC;

-- insertToken
INSERT INTO api_token (user_id, name, secret_hash, secret_start, scopes, expires_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, name, secret_start AS "secretStart", scopes, created_at AS "createdAt", expires_at AS "expiresAt", last_used_at AS "lastUsedAt";

-- countValidTokensLocked
SELECT 1 FROM app_user WHERE id = $1 FOR UPDATE;
SELECT count(*)::int AS n FROM api_token WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now();

-- revokeToken
UPDATE api_token SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING secret_hash AS "secretHash";

-- markTokenUsed
UPDATE api_token SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute');
