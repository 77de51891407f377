-- The statements of bank-connection.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- connectionsOf
SELECT id, user_id, provider, account_prefix, account_number, bank_code, status, status_message, to_char(synced_through, 'YYYY-MM-DD') AS synced_through, connected_at, last_synced_at FROM bank_connection WHERE user_id = $1 ORDER BY connected_at, id;

-- connectionSecretOf
SELECT id, user_id, provider, account_prefix, account_number, bank_code, status, status_message, to_char(synced_through, 'YYYY-MM-DD') AS synced_through, connected_at, last_synced_at, token_ciphertext, token_hash, server_errors_since FROM bank_connection WHERE id = $1 AND user_id = $2;

-- connectedIds
SELECT id, user_id FROM bank_connection WHERE status = 'connected' ORDER BY last_synced_at NULLS FIRST, id;

-- claimTokenCall
INSERT INTO bank_token_call (token_hash, last_called_at) VALUES ($1, now())
ON CONFLICT (token_hash) DO UPDATE SET last_called_at = now()
 WHERE bank_token_call.last_called_at <= now() - make_interval(secs => $2)
RETURNING token_hash;

-- pruneTokenCalls
DELETE FROM bank_token_call WHERE last_called_at < now() - make_interval(secs => $1);

-- saveConnection
INSERT INTO bank_connection (user_id, provider, account_prefix, account_number, bank_code, token_ciphertext, token_hash, status, status_message, synced_through, connected_at, last_synced_at)
VALUES ($1, $2, $3, $4, $5, $6, $7, 'connected', NULL, $8, now(), now())
ON CONFLICT ON CONSTRAINT bank_connection_account_once DO UPDATE
  SET bank_code = EXCLUDED.bank_code, token_ciphertext = EXCLUDED.token_ciphertext, token_hash = EXCLUDED.token_hash, status = 'connected', status_message = NULL,
      synced_through = EXCLUDED.synced_through, connected_at = now(), last_synced_at = now(), server_errors_since = NULL
RETURNING id;

-- markSynced
UPDATE bank_connection SET synced_through = GREATEST(synced_through, $2::date), last_synced_at = now(), status_message = NULL, server_errors_since = NULL WHERE id = $1 AND status = 'connected';

-- markRetrying
UPDATE bank_connection SET status_message = $2 WHERE id = $1 AND status = 'connected';

-- markServerError
UPDATE bank_connection SET status_message = $2, server_errors_since = coalesce(server_errors_since, $3) WHERE id = $1 AND status = 'connected';

-- markRefused
UPDATE bank_connection SET status = 'refused', status_message = $2 WHERE id = $1;

-- deleteConnection
DELETE FROM bank_connection WHERE id = $1 AND user_id = $2;

-- deleteConnectionsOf
DELETE FROM bank_connection WHERE user_id = $1;
