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
SELECT u.id AS user_id, u.email, b.id AS bonus_id, b.name, b.end_at, b.terms_version AS version, p.started_at,
      (SELECT jsonb_agg(c.change ORDER BY v.version, c.position) FROM bonus_terms_version v, jsonb_array_elements(v.changes) WITH ORDINALITY c(change, position)
        WHERE v.bonus_id = b.id AND v.version > p.terms_version) AS changes
 FROM app_user u LEFT JOIN reminder_settings s ON s.user_id = u.id JOIN user_bonus_progress p ON p.user_id = u.id AND p.step_idx > 0 JOIN bonus b ON b.id = p.bonus_id WHERE NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = u.id AND e.bonus_id = b.id)
AND NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = u.id AND h.bonus_id = b.id)
  AND u.email IS NOT NULL AND u.deactivated_at IS NULL AND u.erased_at IS NULL
  AND coalesce(s.terms_changes, true) AND p.terms_version < b.terms_version AND NOT b.draft;

-- reminderSettingsOf
SELECT "ReminderSettingsEntity"."user_id" AS "ReminderSettingsEntity_user_id", "ReminderSettingsEntity"."expiring" AS "ReminderSettingsEntity_expiring", "ReminderSettingsEntity"."renewals" AS "ReminderSettingsEntity_renewals", "ReminderSettingsEntity"."followed_types" AS "ReminderSettingsEntity_followed_types", "ReminderSettingsEntity"."terms_changes" AS "ReminderSettingsEntity_terms_changes", "ReminderSettingsEntity"."following_since" AS "ReminderSettingsEntity_following_since" FROM "reminder_settings" "ReminderSettingsEntity" WHERE (("ReminderSettingsEntity"."user_id" = $1)) LIMIT 1;

-- saveReminderSettings
INSERT INTO reminder_settings (user_id, expiring, renewals, followed_types, following_since, terms_changes)
VALUES ($1, $2, $3, $4::text[], CASE WHEN cardinality($4::text[]) > 0 THEN $5::timestamptz END, $6)
ON CONFLICT (user_id) DO UPDATE SET expiring = $2, renewals = $3, followed_types = $4::text[], terms_changes = $6,
  following_since = CASE WHEN cardinality($4::text[]) = 0 THEN NULL ELSE coalesce(reminder_settings.following_since, $5::timestamptz) END;

-- expiringSoon
SELECT u.id AS user_id, u.email, b.id AS bonus_id, b.name, b.end_at FROM reminder_settings s JOIN app_user u ON u.id = s.user_id AND u.email IS NOT NULL AND u.deactivated_at IS NULL AND u.erased_at IS NULL JOIN user_bonus_progress p ON p.user_id = u.id AND p.step_idx > 0 JOIN bonus b ON b.id = p.bonus_id WHERE NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = u.id AND e.bonus_id = b.id)
AND NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = u.id AND h.bonus_id = b.id)
 AND s.expiring AND b.end_at > $1 AND b.end_at <= $1::timestamptz + make_interval(hours => $2);

-- renewingOn
SELECT u.id AS user_id, u.email, b.id AS bonus_id, b.name, b.end_at FROM reminder_settings s JOIN app_user u ON u.id = s.user_id AND u.email IS NOT NULL AND u.deactivated_at IS NULL AND u.erased_at IS NULL JOIN user_bonus_progress p ON p.user_id = u.id AND p.step_idx > 0 JOIN bonus b ON b.id = p.bonus_id WHERE NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = u.id AND e.bonus_id = b.id)
AND NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = u.id AND h.bonus_id = b.id)
 AND s.renewals AND $2 = ANY(b.renewing_days) AND b.start_at <= $1 AND b.end_at > $1;

-- newFollowedBonuses
SELECT u.id AS user_id, u.email, t.code AS tier, b.id AS bonus_id, b.name, b.end_at, b.bonus_type, b.special_mark, b.expected_value_halere
   FROM reminder_settings s JOIN app_user u ON u.id = s.user_id AND u.email IS NOT NULL AND u.deactivated_at IS NULL AND u.erased_at IS NULL JOIN tier t ON t.id = u.tier_id
   JOIN bonus b ON b.bonus_type = ANY(s.followed_types) AND b.created_at > s.following_since AND b.visible AND (b.visibility_start_at IS NULL OR b.visibility_start_at <= $1)
AND coalesce(b.visibility_end_at, b.end_at) > $1
  WHERE NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = u.id AND h.bonus_id = b.id);

-- claimReminder
INSERT INTO reminder_delivery (user_id, kind, bonus_id, occurrence) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING user_id;
