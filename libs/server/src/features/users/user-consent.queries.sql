-- The statements of user-consent.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- recordConsents
INSERT INTO "user_consent"("user_id", "kind", "granted", "terms_version", "recorded_at") VALUES ($1, $2, $3, $4, DEFAULT), ($5, $6, $7, $8, DEFAULT) RETURNING "id", "recorded_at";

-- currentConsents
SELECT DISTINCT ON (kind) kind, granted, terms_version, recorded_at FROM user_consent WHERE user_id = $1 ORDER BY kind, recorded_at DESC, id DESC;

-- standingWaiver
SELECT "UserConsentEntity"."id" AS "UserConsentEntity_id", "UserConsentEntity"."user_id" AS "UserConsentEntity_user_id", "UserConsentEntity"."kind" AS "UserConsentEntity_kind", "UserConsentEntity"."granted" AS "UserConsentEntity_granted", "UserConsentEntity"."terms_version" AS "UserConsentEntity_terms_version", "UserConsentEntity"."recorded_at" AS "UserConsentEntity_recorded_at" FROM "user_consent" "UserConsentEntity" WHERE (("UserConsentEntity"."user_id" = $1) AND ("UserConsentEntity"."kind" = $2)) ORDER BY "UserConsentEntity"."recorded_at" DESC, "UserConsentEntity"."id" DESC LIMIT 1;
