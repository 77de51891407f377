-- The statements of referral-ledger.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- referralOfPayer
SELECT r.id AS referral_id, r.referrer_id, t.referral_reward_percent AS share,
      referrer.email AS referrer_email, referrer.bank_account AS referrer_account,
      payer.email AS payer_email, payer.bank_account AS payer_account
 FROM referral r
 JOIN app_user referrer ON referrer.id = r.referrer_id AND referrer.erased_at IS NULL
 JOIN tier t ON t.id = referrer.tier_id
 JOIN app_user payer ON payer.id = r.referred_id
WHERE r.referred_id = $1;

-- rewardsOfPayment
SELECT w.referral_id, r.referrer_id,
      sum(w.amount_halere) FILTER (WHERE w.amount_halere > 0)::int AS rewarded,
      coalesce(-sum(w.amount_halere) FILTER (WHERE w.amount_halere < 0), 0)::int AS clawed
 FROM referral_reward w JOIN referral r ON r.id = w.referral_id
WHERE w.source_payment_id = $1 GROUP BY w.referral_id, r.referrer_id;

-- insertLedgerEntry
INSERT INTO "referral_reward"("referral_id", "order_id", "provider_payment_id", "source_payment_id", "amount_halere", "created_at") VALUES ($1, $2, $3, $4, $5, DEFAULT) ON CONFLICT DO NOTHING  RETURNING id;

-- addToReferrerBalance
UPDATE app_user SET referral_revenue_halere = referral_revenue_halere + $2, balance_halere = balance_halere + $2 WHERE id = $1;
