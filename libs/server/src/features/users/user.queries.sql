-- The statements of user.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- loadMemberByFirebaseUid
SELECT u.id, u.firebase_uid, u.admin, u.email, u.name, u.first_name, u.last_name, u.birth_date::text AS birth_date, u.picture_link, u.provider_id,
      u.tier_id, u.generation_id, u.bonus_revenue_halere, u.referral_revenue_halere, u.balance_halere, u.paid_out_halere, u.completed_bonus_count,
      u.bank_account, u.auto_withdraw, u.marketing_consent, u.data_version, u.created_at, u.last_seen_at, u.deactivated_at,
      u.approval_pending_since, u.erased_at, u.casino_pause_until,
      t.code AS tier_code, t.name AS tier_name, t.subtitle AS tier_subtitle, t.features AS tier_features, t.featured AS tier_featured,
      t.color AS tier_color, t.base_price_halere AS tier_base_price_halere, t.button_text AS tier_button_text,
      t.max_return_czk AS tier_max_return_czk, t.referral_reward_percent AS tier_referral_reward_percent,
      t.special_mark AS tier_special_mark, t.member_limit AS tier_member_limit,
      (SELECT version FROM site_data_version)::text AS site_version
 FROM app_user u JOIN tier t ON t.id = u.tier_id
WHERE u.firebase_uid = $1;

-- markSeen
UPDATE app_user SET last_seen_at = now() WHERE id = $1 AND (last_seen_at IS NULL OR last_seen_at < now() - interval '1 minute');

-- firstReferralCode
SELECT code AS referral_code FROM referral_code WHERE user_id = $1 AND in_use ORDER BY created_at LIMIT 1;
