-- The statements of responsible-play.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- declaredAtOf
SELECT min(recorded_at) AS declared_at FROM user_consent WHERE user_id = $1 AND kind = $2 AND granted;

-- insertDeclaration
INSERT INTO user_consent (user_id, kind, granted, terms_version, recorded_at) VALUES ($1, $2, true, $3, $4);

-- lockedPauseUntil
SELECT casino_pause_until FROM app_user WHERE id = $1 FOR UPDATE;

-- setPauseUntil
UPDATE app_user SET casino_pause_until = $2 WHERE id = $1;

-- operatorStatusesOf
SELECT s.id, s.company_id, c.name AS company_name, s.status, s.since, s.recorded_at
 FROM operator_status s JOIN company c ON c.id = s.company_id
WHERE s.user_id = $1 ORDER BY s.since DESC, s.recorded_at DESC, s.id DESC;

-- insertOperatorStatus
INSERT INTO operator_status (user_id, company_id, status, since)
SELECT $1, c.id, $3, $4 FROM company c WHERE c.id = $2
RETURNING id, company_id, (SELECT name FROM company WHERE id = $2) AS company_name, status, since, recorded_at;

-- playRecordsOf
SELECT (SELECT min(recorded_at) FROM user_consent WHERE user_id = $1 AND kind = $2 AND granted) AS declared_at,
coalesce((SELECT json_agg(json_build_object('company_id', company_id, 'status', status, 'since', since, 'recorded_at', recorded_at)) FROM operator_status WHERE user_id = $1), '[]') AS statuses;

-- deleteOperatorStatusesOf
DELETE FROM operator_status WHERE user_id = $1;
