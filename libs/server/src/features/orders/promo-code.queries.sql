-- The statements of promo-code.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- memberPromoHistory
SELECT EXISTS (SELECT 1 FROM promo_code_redemption WHERE promo_code_id = $1 AND user_id = $2) AS code,
EXISTS (SELECT 1 FROM subscription_order WHERE user_id = $2 AND activated_at IS NOT NULL) AS paid_before;

-- insertPromoCode
INSERT INTO promo_code (code, discount_percent, months, valid_from, valid_until, max_redemptions) VALUES ($1, $2, $3, $4, $5, $6)
ON CONFLICT (code) DO NOTHING RETURNING id;

-- endPromoCode
UPDATE promo_code SET active = false, valid_until = LEAST(coalesce(valid_until, $2), $2) WHERE id = $1;

-- countPromoRedemption
WITH counted AS (UPDATE promo_code SET redemptions = redemptions + 1
WHERE id = $1 AND active AND (valid_from IS NULL OR valid_from <= $2) AND (valid_until IS NULL OR valid_until > $2) AND (max_redemptions IS NULL OR redemptions < max_redemptions)
  AND NOT EXISTS (SELECT 1 FROM promo_code_redemption WHERE promo_code_id = $1 AND user_id = $3)
  AND NOT EXISTS (SELECT 1 FROM subscription_order WHERE user_id = $3 AND activated_at IS NOT NULL AND id <> $4)
RETURNING id) SELECT id FROM counted;

-- insertPromoRedemption
INSERT INTO promo_code_redemption (promo_code_id, user_id, order_id, redeemed_at) VALUES ($1, $2, $3, $4);

-- promoCodePage
SELECT "PromoCodeEntity"."id" AS "PromoCodeEntity_id", "PromoCodeEntity"."code" AS "PromoCodeEntity_code", "PromoCodeEntity"."discount_percent" AS "PromoCodeEntity_discount_percent", "PromoCodeEntity"."months" AS "PromoCodeEntity_months", "PromoCodeEntity"."active" AS "PromoCodeEntity_active", "PromoCodeEntity"."valid_from" AS "PromoCodeEntity_valid_from", "PromoCodeEntity"."valid_until" AS "PromoCodeEntity_valid_until", "PromoCodeEntity"."max_redemptions" AS "PromoCodeEntity_max_redemptions", "PromoCodeEntity"."redemptions" AS "PromoCodeEntity_redemptions", "PromoCodeEntity"."created_at" AS "PromoCodeEntity_created_at" FROM "promo_code" "PromoCodeEntity" WHERE (("PromoCodeEntity"."code" ILIKE $1)) ORDER BY "PromoCodeEntity"."created_at" DESC, "PromoCodeEntity"."id" DESC LIMIT 20 OFFSET 40;
SELECT COUNT(1) AS "cnt" FROM "promo_code" "PromoCodeEntity" WHERE (("PromoCodeEntity"."code" ILIKE $1));

-- promoCodeBy
SELECT "PromoCodeEntity"."id" AS "PromoCodeEntity_id", "PromoCodeEntity"."code" AS "PromoCodeEntity_code", "PromoCodeEntity"."discount_percent" AS "PromoCodeEntity_discount_percent", "PromoCodeEntity"."months" AS "PromoCodeEntity_months", "PromoCodeEntity"."active" AS "PromoCodeEntity_active", "PromoCodeEntity"."valid_from" AS "PromoCodeEntity_valid_from", "PromoCodeEntity"."valid_until" AS "PromoCodeEntity_valid_until", "PromoCodeEntity"."max_redemptions" AS "PromoCodeEntity_max_redemptions", "PromoCodeEntity"."redemptions" AS "PromoCodeEntity_redemptions", "PromoCodeEntity"."created_at" AS "PromoCodeEntity_created_at" FROM "promo_code" "PromoCodeEntity" WHERE (("PromoCodeEntity"."code" = $1)) LIMIT 1;
