-- The statements of referral.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- lockMember
SELECT 1 FROM app_user WHERE id = $1 FOR UPDATE;

-- codesOf
SELECT "ReferralCodeEntity"."id" AS "ReferralCodeEntity_id", "ReferralCodeEntity"."user_id" AS "ReferralCodeEntity_user_id", "ReferralCodeEntity"."code" AS "ReferralCodeEntity_code", "ReferralCodeEntity"."in_use" AS "ReferralCodeEntity_in_use", "ReferralCodeEntity"."created_at" AS "ReferralCodeEntity_created_at" FROM "referral_code" "ReferralCodeEntity" WHERE (("ReferralCodeEntity"."user_id" = $1)) ORDER BY "ReferralCodeEntity"."created_at" DESC, "ReferralCodeEntity"."id" DESC;

-- countCodesInUse
SELECT COUNT(1) AS "cnt" FROM "referral_code" "ReferralCodeEntity" WHERE (("ReferralCodeEntity"."user_id" = $1) AND ("ReferralCodeEntity"."in_use" = $2));

-- insertReferralCode
INSERT INTO "referral_code"("user_id", "code", "in_use", "created_at") VALUES ($1, $2, $3, DEFAULT) RETURNING "id", "in_use", "created_at";

-- inviterOfCode
SELECT u.id, u.name, c.code FROM referral_code c JOIN app_user u ON u.id = c.user_id WHERE c.code = $1 AND c.in_use AND u.erased_at IS NULL;

-- referredMembers
SELECT u.name, r.created_at, t.name AS tier_name,
      (SELECT coalesce(sum(round(w.amount_halere / 100.0)::bigint * 100), 0) FROM referral_reward w WHERE w.referral_id = r.id)::bigint AS reward
 FROM referral r JOIN app_user u ON u.id = r.referred_id JOIN tier t ON t.id = u.tier_id
WHERE r.referrer_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3;

-- rewardAmountsOf
SELECT w.amount_halere AS amount FROM referral_reward w JOIN referral r ON r.id = w.referral_id WHERE r.referrer_id = $1;

-- referredMemberCount
SELECT count(*)::int AS count FROM referral WHERE referrer_id = $1;

-- referralMonths
WITH months AS (
  SELECT date_trunc('month', $2::timestamptz AT TIME ZONE 'Europe/Prague') - back * interval '1 month' AS month
    FROM generate_series(0, $3 - 1) AS back
)
   SELECT to_char(m.month, 'YYYY-MM') AS month,
          (SELECT coalesce(sum(round(w.amount_halere / 100.0)::bigint * 100), 0) FROM referral_reward w JOIN referral r ON r.id = w.referral_id
            WHERE r.referrer_id = $1 AND date_trunc('month', w.created_at AT TIME ZONE 'Europe/Prague') = m.month)::bigint AS reward,
          (SELECT coalesce(sum(p.amount_halere), 0) FROM payout_transaction p
            WHERE p.user_id = $1 AND p.status = 'paid' AND date_trunc('month', p.paid_on::timestamp) = m.month)::bigint AS paid_out
     FROM months m ORDER BY m.month;
