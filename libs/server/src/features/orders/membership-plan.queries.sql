-- The statements of membership-plan.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- memberPayments
SELECT p.id, p.paid_at AS "paidAt", p.amount_halere AS "amountHalere", p.refunded_halere AS "refundedHalere", t.name AS "tierName",
(o.first_payment_halere IS NOT NULL AND p.paid_at = (SELECT min(first.paid_at) FROM subscription_payment first WHERE first.order_id = o.id)) AS "upgradeFirst"
FROM subscription_payment p JOIN subscription_order o ON o.id = p.order_id JOIN tier t ON t.id = o.tier_id WHERE o.user_id = $1 ORDER BY p.paid_at DESC, p.id LIMIT $2;

-- memberPayment
SELECT p.id, p.paid_at AS "paidAt", p.amount_halere AS "amountHalere", p.refunded_halere AS "refundedHalere", t.name AS "tierName",
(o.first_payment_halere IS NOT NULL AND p.paid_at = (SELECT min(first.paid_at) FROM subscription_payment first WHERE first.order_id = o.id)) AS "upgradeFirst"
FROM subscription_payment p JOIN subscription_order o ON o.id = p.order_id JOIN tier t ON t.id = o.tier_id WHERE o.user_id = $1 AND p.id = $2;

-- generationNumber
SELECT number FROM generation WHERE id = $1 OR ($1::int IS NULL AND in_use);

-- paidTiersAbove
SELECT id AS "tierId", base_price_halere AS "basePriceHalere" FROM tier WHERE id > $1 AND base_price_halere > 0 ORDER BY id;
