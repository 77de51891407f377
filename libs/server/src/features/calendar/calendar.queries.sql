-- The statements of calendar.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- feedTokenOf
SELECT "CalendarFeedEntity"."user_id" AS "CalendarFeedEntity_user_id", "CalendarFeedEntity"."token" AS "CalendarFeedEntity_token", "CalendarFeedEntity"."created_at" AS "CalendarFeedEntity_created_at" FROM "calendar_feed" "CalendarFeedEntity" WHERE (("CalendarFeedEntity"."user_id" = $1)) LIMIT 1;

-- saveFeedToken
INSERT INTO "calendar_feed"("user_id", "token", "created_at") VALUES ($1, $2, $3) ON CONFLICT ( "user_id" ) DO UPDATE SET "user_id" = EXCLUDED."user_id", "token" = EXCLUDED."token", "created_at" = EXCLUDED."created_at" RETURNING "created_at";

-- deleteFeed
DELETE FROM "calendar_feed" WHERE "user_id" = $1;

-- feedOwner
SELECT f.user_id FROM calendar_feed f JOIN app_user u ON u.id = f.user_id WHERE f.token = $1 AND u.deactivated_at IS NULL AND u.erased_at IS NULL;
