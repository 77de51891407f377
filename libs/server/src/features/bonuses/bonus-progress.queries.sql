-- The statements of bonus-progress.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- lockMember
SELECT t.code FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE u.id = $1 FOR UPDATE OF u;

-- bonusUsageRows
WITH completed AS (
  SELECT bonus_id FROM bonus_history_entry WHERE user_id = $1 AND created_at >= (date_trunc('month', $2::timestamptz AT TIME ZONE 'Europe/Prague') AT TIME ZONE 'Europe/Prague')
), started AS (
  SELECT p.bonus_id, p.started_at >= (date_trunc('month', $2::timestamptz AT TIME ZONE 'Europe/Prague') AT TIME ZONE 'Europe/Prague') AS this_month FROM user_bonus_progress p
   WHERE p.user_id = $1 AND p.step_idx > 0 AND NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = $1 AND e.bonus_id = p.bonus_id)
 AND NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = $1 AND h.bonus_id = p.bonus_id)
)
SELECT b.bonus_type, b.expected_value_halere, c.bonus_id IS NOT NULL AS completed_this_month, coalesce(s.this_month, false) AS started_this_month
  FROM bonus b LEFT JOIN completed c ON c.bonus_id = b.id LEFT JOIN started s ON s.bonus_id = b.id
 WHERE c.bonus_id IS NOT NULL OR s.bonus_id IS NOT NULL;

-- openBonusOf
SELECT "bonus"."id" AS "bonus_id", "bonus"."name" AS "bonus_name", "bonus"."description_html" AS "bonus_description_html", "bonus"."created_at" AS "bonus_created_at", "bonus"."start_at" AS "bonus_start_at", "bonus"."end_at" AS "bonus_end_at", "bonus"."visibility_start_at" AS "bonus_visibility_start_at", "bonus"."visibility_end_at" AS "bonus_visibility_end_at", "bonus"."visible" AS "bonus_visible", "bonus"."draft" AS "bonus_draft", "bonus"."expected_value_halere" AS "bonus_expected_value_halere", "bonus"."needed_capital_halere" AS "bonus_needed_capital_halere", "bonus"."special_mark" AS "bonus_special_mark", "bonus"."url_bonus_conditions" AS "bonus_url_bonus_conditions", "bonus"."url_link" AS "bonus_url_link", "bonus"."risk_rate" AS "bonus_risk_rate", "bonus"."company_id" AS "bonus_company_id", "bonus"."bonus_type" AS "bonus_bonus_type", "bonus"."renewing_days" AS "bonus_renewing_days", "bonus"."eligibility_rules" AS "bonus_eligibility_rules", "bonus"."value_terms" AS "bonus_value_terms", "bonus"."terms_version" AS "bonus_terms_version", "step"."id" AS "step_id", "step"."bonus_id" AS "step_bonus_id", "step"."position" AS "step_position", "step"."title" AS "step_title", "step"."subtitle" AS "step_subtitle", "step"."description_html" AS "step_description_html", "step"."icon" AS "step_icon", "step"."category" AS "step_category", "step"."deadline_days" AS "step_deadline_days", "step"."requirement" AS "step_requirement" FROM "bonus" "bonus" LEFT JOIN "bonus_step" "step" ON "step"."bonus_id"="bonus"."id" WHERE "bonus"."id" = $1 AND NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = $2 AND e.bonus_id = "bonus"."id")
  AND NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = $2 AND h.bonus_id = "bonus"."id") AND "bonus"."visible" AND ("bonus"."visibility_start_at" IS NULL OR "bonus"."visibility_start_at" <= $3)
AND coalesce("bonus"."visibility_end_at", "bonus"."end_at") > $3;

-- closedBy
SELECT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = $1 AND e.bonus_id = $2) AS completed,
EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = $1 AND h.bonus_id = $2) AS hidden;

-- isShownNow
SELECT 1 FROM bonus b WHERE b.id = $1 AND b.visible AND (b.visibility_start_at IS NULL OR b.visibility_start_at <= $2)
AND coalesce(b.visibility_end_at, b.end_at) > $2;

-- progressOf
SELECT "UserBonusProgressEntity"."user_id" AS "UserBonusProgressEntity_user_id", "UserBonusProgressEntity"."bonus_id" AS "UserBonusProgressEntity_bonus_id", "UserBonusProgressEntity"."step_idx" AS "UserBonusProgressEntity_step_idx", "UserBonusProgressEntity"."started_at" AS "UserBonusProgressEntity_started_at", "UserBonusProgressEntity"."terms_version" AS "UserBonusProgressEntity_terms_version", "UserBonusProgressEntity"."updated_at" AS "UserBonusProgressEntity_updated_at" FROM "user_bonus_progress" "UserBonusProgressEntity" WHERE (("UserBonusProgressEntity"."user_id" = $1) AND ("UserBonusProgressEntity"."bonus_id" = $2)) LIMIT 1;

-- saveProgress
INSERT INTO "user_bonus_progress"("user_id", "bonus_id", "step_idx", "started_at", "terms_version", "updated_at") VALUES ($1, $2, $3, $4, $5, DEFAULT) ON CONFLICT ( "user_id", "bonus_id" ) DO UPDATE SET "user_id" = EXCLUDED."user_id", "bonus_id" = EXCLUDED."bonus_id", "step_idx" = EXCLUDED."step_idx", "started_at" = EXCLUDED."started_at", "terms_version" = EXCLUDED."terms_version", "updated_at" = DEFAULT RETURNING "step_idx", "started_at", "terms_version", "updated_at";

-- publishedBonusExists
SELECT 1 AS "row_exists" FROM (SELECT 1 AS dummy_column) "dummy_table" WHERE EXISTS (SELECT 1 FROM "bonus" "BonusEntity" WHERE (("BonusEntity"."id" = $1) AND ("BonusEntity"."draft" = $2))) LIMIT 1;

-- hideBonus
INSERT INTO "hidden_bonus"("user_id", "bonus_id", "created_at") VALUES ($1, $2, DEFAULT) ON CONFLICT DO NOTHING  RETURNING "created_at";

-- loadStartedBonuses
SELECT b.id, b.name, b.needed_capital_halere, b.risk_rate, b.end_at, b.renewing_days
 FROM user_bonus_progress p JOIN bonus b ON b.id = p.bonus_id
WHERE p.user_id = $1 AND p.step_idx > 0 AND b.end_at > $2
  AND NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = p.user_id AND e.bonus_id = p.bonus_id)
AND NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = p.user_id AND h.bonus_id = p.bonus_id)
ORDER BY b.end_at, b.id;
