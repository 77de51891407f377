-- The statements of firebase-account-change.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- markAccountChangeDue
INSERT INTO firebase_account_change (firebase_uid, action, due_since) VALUES ($1, $2, $3)
ON CONFLICT (firebase_uid) DO UPDATE
  SET action = CASE WHEN firebase_account_change.action = 'delete' THEN 'delete' ELSE EXCLUDED.action END,
      version = firebase_account_change.version + 1, attempts = 0, last_error = NULL;

-- accountChangesDue
SELECT firebase_uid AS "firebaseUid", action, version FROM firebase_account_change
WHERE $2::text[] IS NULL OR firebase_uid = ANY($2)
ORDER BY due_since LIMIT $1;

-- accountChangeMade
DELETE FROM firebase_account_change WHERE firebase_uid = $1 AND version = $2;

-- accountChangeFailed
UPDATE firebase_account_change SET attempts = attempts + 1, last_error = left($3, 500) WHERE firebase_uid = $1 AND version = $2;

-- oldestAccountChangeDueAt
SELECT min(due_since) AS oldest FROM firebase_account_change;
