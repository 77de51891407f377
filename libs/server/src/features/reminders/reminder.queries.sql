-- The statements of reminder.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- stepsDueSoon
SELECT u.id AS user_id, u.email, b.id AS bonus_id, b.name, b.end_at, st.position, st.title AS step_title, p.started_at,
      (p.started_at + st.deadline_days * interval '24 hours') AS due_at
 FROM reminder_settings s JOIN app_user u ON u.id = s.user_id AND u.email IS NOT NULL AND u.deactivated_at IS NULL AND u.erased_at IS NULL JOIN user_bonus_progress p ON p.user_id = u.id AND p.step_idx > 0 JOIN bonus b ON b.id = p.bonus_id
 JOIN bonus_step st ON st.bonus_id = p.bonus_id AND st.deadline_days IS NOT NULL AND st.position >= p.step_idx
WHERE NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = u.id AND e.bonus_id = b.id)
AND NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = u.id AND h.bonus_id = b.id) AND s.expiring
  AND (p.started_at + st.deadline_days * interval '24 hours') > $1
  AND (p.started_at + st.deadline_days * interval '24 hours') <= $1::timestamptz + make_interval(hours => $2);

-- termsChangedSinceStart
SELECT u.id AS user_id, u.email, b.id AS bonus_id, b.name, b.end_at, b.terms_version AS version,
      (SELECT array_agg(DISTINCT c->>'field') FROM bonus_terms_version v, jsonb_array_elements(v.changes) c
        WHERE v.bonus_id = b.id AND v.version > p.terms_version) AS fields
 FROM app_user u LEFT JOIN reminder_settings s ON s.user_id = u.id JOIN user_bonus_progress p ON p.user_id = u.id AND p.step_idx > 0 JOIN bonus b ON b.id = p.bonus_id WHERE NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = u.id AND e.bonus_id = b.id)
AND NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = u.id AND h.bonus_id = b.id)
  AND u.email IS NOT NULL AND u.deactivated_at IS NULL AND u.erased_at IS NULL
  AND coalesce(s.terms_changes, true) AND p.terms_version < b.terms_version AND NOT b.draft;
