-- The statements of admin-user.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- countMembers
SELECT count(*)::int AS total FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE u.erased_at IS NULL AND (translate(lower(u.name), $2, $3) LIKE $1 OR translate(lower(u.email), $2, $3) LIKE $1 OR translate(lower(u.first_name || ' ' || u.last_name), $2, $3) LIKE $1) AND u.admin AND t.code = $4;

-- memberPage
SELECT u.id, u.name, u.first_name, u.last_name, u.email, t.name AS tier_name, u.created_at, u.bonus_revenue_halere, u.referral_revenue_halere, u.deactivated_at, u.approval_pending_since, u.admin FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE u.erased_at IS NULL AND (translate(lower(u.name), $2, $3) LIKE $1 OR translate(lower(u.email), $2, $3) LIKE $1 OR translate(lower(u.first_name || ' ' || u.last_name), $2, $3) LIKE $1) AND u.admin AND t.code = $4
ORDER BY u.created_at DESC, u.id LIMIT 20 OFFSET $5;

-- allMatchingMembers
SELECT u.id, u.name, u.first_name, u.last_name, u.email, t.name AS tier_name, u.created_at, u.bonus_revenue_halere, u.referral_revenue_halere, u.deactivated_at, u.approval_pending_since, u.admin FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE u.erased_at IS NULL AND (translate(lower(u.name), $2, $3) LIKE $1 OR translate(lower(u.email), $2, $3) LIKE $1 OR translate(lower(u.first_name || ' ' || u.last_name), $2, $3) LIKE $1) AND u.admin AND t.code = $4 ORDER BY u.created_at DESC, u.id;

-- memberFigures
SELECT u.id, u.name, u.first_name, u.last_name, u.email, t.name AS tier_name, u.created_at, u.bonus_revenue_halere, u.referral_revenue_halere, u.deactivated_at, u.approval_pending_since, u.admin, u.balance_halere, u.paid_out_halere, u.completed_bonus_count,
     (SELECT count(*)::int FROM referral r WHERE r.referrer_id = u.id) AS referred
FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE u.id = $1 AND u.erased_at IS NULL;

-- recentOrdersOf
SELECT o.id, t.name AS tier_name, o.status, o.amount_halere, o.created_at, o.expires_at, o.digital_content_waiver_at, o.digital_content_waiver_terms_version
 FROM subscription_order o JOIN tier t ON t.id = o.tier_id
WHERE o.user_id = $1 ORDER BY o.created_at DESC LIMIT 20;

-- recentPayoutsOf
SELECT id, amount_halere, status, created_at FROM payout_transaction WHERE user_id = $1 ORDER BY created_at DESC LIMIT 20;
