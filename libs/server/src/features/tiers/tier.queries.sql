-- The statements of tier.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- generationInUse
SELECT "GenerationEntity"."id" AS "GenerationEntity_id", "GenerationEntity"."number" AS "GenerationEntity_number", "GenerationEntity"."name" AS "GenerationEntity_name", "GenerationEntity"."limit" AS "GenerationEntity_limit", "GenerationEntity"."current_load" AS "GenerationEntity_current_load", "GenerationEntity"."in_use" AS "GenerationEntity_in_use" FROM "generation" "GenerationEntity" WHERE (("GenerationEntity"."in_use" = $1)) LIMIT 1;

-- allTiers
SELECT "TierEntity"."id" AS "TierEntity_id", "TierEntity"."code" AS "TierEntity_code", "TierEntity"."name" AS "TierEntity_name", "TierEntity"."subtitle" AS "TierEntity_subtitle", "TierEntity"."features" AS "TierEntity_features", "TierEntity"."featured" AS "TierEntity_featured", "TierEntity"."color" AS "TierEntity_color", "TierEntity"."base_price_halere" AS "TierEntity_base_price_halere", "TierEntity"."button_text" AS "TierEntity_button_text", "TierEntity"."max_return_czk" AS "TierEntity_max_return_czk", "TierEntity"."referral_reward_percent" AS "TierEntity_referral_reward_percent", "TierEntity"."special_mark" AS "TierEntity_special_mark", "TierEntity"."member_limit" AS "TierEntity_member_limit" FROM "tier" "TierEntity" ORDER BY "TierEntity"."id" ASC;
