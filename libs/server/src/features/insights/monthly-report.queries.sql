-- The statements of monthly-report.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- queueMonthlyReports
INSERT INTO monthly_report_delivery (user_id, month)
SELECT u.id, $1 FROM app_user u JOIN tier t ON t.id = u.tier_id
 WHERE t.code = ANY($2) AND u.email IS NOT NULL AND u.deactivated_at IS NULL AND u.erased_at IS NULL
ON CONFLICT DO NOTHING RETURNING user_id;

-- claimMonthlyReports
SELECT user_id, month FROM monthly_report_delivery
WHERE month = $1 AND sent_at IS NULL AND attempts < $2 AND NOT (user_id = ANY($3::uuid[]))
ORDER BY user_id LIMIT $4 FOR UPDATE SKIP LOCKED;

-- memberWithTier
SELECT DISTINCT "distinctAlias"."UserEntity_id" AS "ids_UserEntity_id" FROM (SELECT "UserEntity"."id" AS "UserEntity_id", "UserEntity"."firebase_uid" AS "UserEntity_firebase_uid", "UserEntity"."admin" AS "UserEntity_admin", "UserEntity"."email" AS "UserEntity_email", "UserEntity"."name" AS "UserEntity_name", "UserEntity"."first_name" AS "UserEntity_first_name", "UserEntity"."last_name" AS "UserEntity_last_name", "UserEntity"."birth_date" AS "UserEntity_birth_date", "UserEntity"."picture_link" AS "UserEntity_picture_link", "UserEntity"."provider_id" AS "UserEntity_provider_id", "UserEntity"."tier_id" AS "UserEntity_tier_id", "UserEntity"."generation_id" AS "UserEntity_generation_id", "UserEntity"."bonus_revenue_halere" AS "UserEntity_bonus_revenue_halere", "UserEntity"."referral_revenue_halere" AS "UserEntity_referral_revenue_halere", "UserEntity"."balance_halere" AS "UserEntity_balance_halere", "UserEntity"."paid_out_halere" AS "UserEntity_paid_out_halere", "UserEntity"."completed_bonus_count" AS "UserEntity_completed_bonus_count", "UserEntity"."bank_account" AS "UserEntity_bank_account", "UserEntity"."auto_withdraw" AS "UserEntity_auto_withdraw", "UserEntity"."marketing_consent" AS "UserEntity_marketing_consent", "UserEntity"."data_version" AS "UserEntity_data_version", "UserEntity"."created_at" AS "UserEntity_created_at", "UserEntity"."last_seen_at" AS "UserEntity_last_seen_at", "UserEntity"."deactivated_at" AS "UserEntity_deactivated_at", "UserEntity"."approval_pending_since" AS "UserEntity_approval_pending_since", "UserEntity"."erased_at" AS "UserEntity_erased_at", "UserEntity"."casino_pause_until" AS "UserEntity_casino_pause_until", "UserEntity__UserEntity_tier"."id" AS "UserEntity__UserEntity_tier_id", "UserEntity__UserEntity_tier"."code" AS "UserEntity__UserEntity_tier_code", "UserEntity__UserEntity_tier"."name" AS "UserEntity__UserEntity_tier_name", "UserEntity__UserEntity_tier"."subtitle" AS "UserEntity__UserEntity_tier_subtitle", "UserEntity__UserEntity_tier"."features" AS "UserEntity__UserEntity_tier_features", "UserEntity__UserEntity_tier"."featured" AS "UserEntity__UserEntity_tier_featured", "UserEntity__UserEntity_tier"."color" AS "UserEntity__UserEntity_tier_color", "UserEntity__UserEntity_tier"."base_price_halere" AS "UserEntity__UserEntity_tier_base_price_halere", "UserEntity__UserEntity_tier"."button_text" AS "UserEntity__UserEntity_tier_button_text", "UserEntity__UserEntity_tier"."max_return_czk" AS "UserEntity__UserEntity_tier_max_return_czk", "UserEntity__UserEntity_tier"."referral_reward_percent" AS "UserEntity__UserEntity_tier_referral_reward_percent", "UserEntity__UserEntity_tier"."special_mark" AS "UserEntity__UserEntity_tier_special_mark", "UserEntity__UserEntity_tier"."member_limit" AS "UserEntity__UserEntity_tier_member_limit" FROM "app_user" "UserEntity" INNER JOIN "tier" "UserEntity__UserEntity_tier" ON "UserEntity__UserEntity_tier"."id"="UserEntity"."tier_id" WHERE (("UserEntity"."id" = $1))) "distinctAlias" ORDER BY "UserEntity_id" ASC LIMIT 1;

-- markMonthlyReportSent
UPDATE monthly_report_delivery SET sent_at = now(), attempts = attempts + 1 WHERE user_id = $1 AND month = $2;

-- recordMonthlyReportFailure
UPDATE monthly_report_delivery SET attempts = attempts + 1 WHERE user_id = $1 AND month = $2;
