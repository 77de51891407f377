-- The statements of user-account.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- insertMember
INSERT INTO app_user (firebase_uid, email, name, first_name, last_name, birth_date, picture_link, provider_id, tier_id, marketing_consent, approval_pending_since)
VALUES ($1, $2, $3, $4, $5, to_timestamp($6)::date, $7, $8, $9, $10, CASE WHEN $11::boolean THEN NULL ELSE now() END)
ON CONFLICT (firebase_uid) DO NOTHING RETURNING id;

-- referralCodeInUse
SELECT "ReferralCodeEntity"."id" AS "ReferralCodeEntity_id", "ReferralCodeEntity"."user_id" AS "ReferralCodeEntity_user_id", "ReferralCodeEntity"."code" AS "ReferralCodeEntity_code", "ReferralCodeEntity"."in_use" AS "ReferralCodeEntity_in_use", "ReferralCodeEntity"."created_at" AS "ReferralCodeEntity_created_at" FROM "referral_code" "ReferralCodeEntity" WHERE (("ReferralCodeEntity"."code" = $1) AND ("ReferralCodeEntity"."in_use" = $2)) LIMIT 1;

-- memberById
SELECT "UserEntity"."id" AS "UserEntity_id", "UserEntity"."firebase_uid" AS "UserEntity_firebase_uid", "UserEntity"."admin" AS "UserEntity_admin", "UserEntity"."email" AS "UserEntity_email", "UserEntity"."name" AS "UserEntity_name", "UserEntity"."first_name" AS "UserEntity_first_name", "UserEntity"."last_name" AS "UserEntity_last_name", "UserEntity"."birth_date" AS "UserEntity_birth_date", "UserEntity"."picture_link" AS "UserEntity_picture_link", "UserEntity"."provider_id" AS "UserEntity_provider_id", "UserEntity"."tier_id" AS "UserEntity_tier_id", "UserEntity"."generation_id" AS "UserEntity_generation_id", "UserEntity"."bonus_revenue_halere" AS "UserEntity_bonus_revenue_halere", "UserEntity"."referral_revenue_halere" AS "UserEntity_referral_revenue_halere", "UserEntity"."balance_halere" AS "UserEntity_balance_halere", "UserEntity"."paid_out_halere" AS "UserEntity_paid_out_halere", "UserEntity"."completed_bonus_count" AS "UserEntity_completed_bonus_count", "UserEntity"."bank_account" AS "UserEntity_bank_account", "UserEntity"."auto_withdraw" AS "UserEntity_auto_withdraw", "UserEntity"."marketing_consent" AS "UserEntity_marketing_consent", "UserEntity"."data_version" AS "UserEntity_data_version", "UserEntity"."created_at" AS "UserEntity_created_at", "UserEntity"."last_seen_at" AS "UserEntity_last_seen_at", "UserEntity"."deactivated_at" AS "UserEntity_deactivated_at", "UserEntity"."approval_pending_since" AS "UserEntity_approval_pending_since", "UserEntity"."erased_at" AS "UserEntity_erased_at", "UserEntity"."casino_pause_until" AS "UserEntity_casino_pause_until" FROM "app_user" "UserEntity" WHERE (("UserEntity"."id" = $1)) LIMIT 1;

-- insertReferral
INSERT INTO "referral"("referrer_id", "referred_id", "referral_code_id", "created_at") VALUES ($1, $2, $3, DEFAULT) RETURNING "id", "created_at";

-- updateMember
UPDATE "app_user" SET "name" = $1, "auto_withdraw" = $2 WHERE "id" = $3;

-- deleteMemberActivity
DELETE FROM "bonus_history_entry" WHERE "user_id" = $1;
DELETE FROM "user_bonus_progress" WHERE "user_id" = $1;
DELETE FROM "hidden_bonus" WHERE "user_id" = $1;
DELETE FROM "calendar_feed" WHERE "user_id" = $1;
DELETE FROM "member_mail" WHERE "user_id" = $1;

-- retireReferralCodes
UPDATE "referral_code" SET "in_use" = $1 WHERE "user_id" = $2;

-- payoutAccountsOf
SELECT "PayoutTransactionEntity"."id" AS "PayoutTransactionEntity_id", "PayoutTransactionEntity"."user_id" AS "PayoutTransactionEntity_user_id", "PayoutTransactionEntity"."amount_halere" AS "PayoutTransactionEntity_amount_halere", "PayoutTransactionEntity"."note" AS "PayoutTransactionEntity_note", "PayoutTransactionEntity"."status" AS "PayoutTransactionEntity_status", "PayoutTransactionEntity"."bank_account" AS "PayoutTransactionEntity_bank_account", "PayoutTransactionEntity"."idempotency_key" AS "PayoutTransactionEntity_idempotency_key", "PayoutTransactionEntity"."batch_id" AS "PayoutTransactionEntity_batch_id", "PayoutTransactionEntity"."paid_on" AS "PayoutTransactionEntity_paid_on", "PayoutTransactionEntity"."failure_reason" AS "PayoutTransactionEntity_failure_reason", "PayoutTransactionEntity"."created_at" AS "PayoutTransactionEntity_created_at" FROM "payout_transaction" "PayoutTransactionEntity" WHERE (("PayoutTransactionEntity"."user_id" = $1));

-- setPayoutAccount
UPDATE "payout_transaction" SET "bank_account" = $1 WHERE "id" = $2;
