-- The statements of bonus.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- memberBonusStates
SELECT bonus_id, max(step_idx)::int AS step_idx, bool_or(closed) AS closed, bool_or(finished) AS finished,
       max(started_at) AS started_at, max(terms_version)::int AS terms_version, max(remind_at) AS remind_at FROM (
  SELECT bonus_id, step_idx, false AS closed, false AS finished,
         CASE WHEN step_idx > 0 THEN started_at END AS started_at, CASE WHEN step_idx > 0 THEN terms_version END AS terms_version, NULL::timestamptz AS remind_at
    FROM user_bonus_progress WHERE user_id = $1
  UNION ALL SELECT bonus_id, 0, true, false, NULL, NULL, NULL FROM hidden_bonus WHERE user_id = $1
  UNION ALL SELECT bonus_id, 0, true, true, NULL, NULL, NULL FROM bonus_history_entry WHERE user_id = $1
  UNION ALL SELECT bonus_id, 0, false, false, NULL, NULL, remind_at FROM eligibility_reminder WHERE user_id = $1) member_state
GROUP BY bonus_id;

-- setEligibilityReminder
INSERT INTO eligibility_reminder (user_id, bonus_id, remind_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, bonus_id) DO UPDATE SET remind_at = excluded.remind_at;

-- deleteEligibilityReminder
DELETE FROM eligibility_reminder WHERE user_id = $1 AND bonus_id = $2;

-- upcomingEligibilityReminders
SELECT r.bonus_id, b.name, r.remind_at FROM eligibility_reminder r JOIN bonus b ON b.id = r.bonus_id
WHERE r.user_id = $1 AND b.end_at > greatest($2::timestamptz, r.remind_at) AND NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = r.user_id AND e.bonus_id = r.bonus_id)
AND NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = r.user_id AND h.bonus_id = r.bonus_id)
ORDER BY r.remind_at, r.bonus_id;

-- recordTermsVersion
INSERT INTO bonus_terms_version (bonus_id, version, created_at, changes) VALUES ($1, $2, $3, $4::jsonb);

-- termsVersionsOf
SELECT version, created_at, changes FROM bonus_terms_version WHERE bonus_id = $1 ORDER BY version DESC;

-- membersStartedBefore
SELECT count(*)::int AS count FROM user_bonus_progress p
WHERE p.bonus_id = $1 AND p.step_idx > 0 AND p.terms_version < $2 AND NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = p.user_id AND e.bonus_id = p.bonus_id)
AND NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = p.user_id AND h.bonus_id = p.bonus_id);

-- openDueStepsOf
SELECT p.bonus_id, st.position, st.title, (p.started_at + st.deadline_days * interval '24 hours') AS due_at
 FROM user_bonus_progress p JOIN bonus_step st ON st.bonus_id = p.bonus_id AND st.deadline_days IS NOT NULL AND st.position >= p.step_idx
WHERE p.user_id = $1 AND p.step_idx > 0 AND NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = p.user_id AND e.bonus_id = p.bonus_id)
AND NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = p.user_id AND h.bonus_id = p.bonus_id)
ORDER BY due_at, st.position;
