-- The statements of faq.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- faqCategoryNamed
INSERT INTO faq_category (name, position) SELECT $1, coalesce(max(position) + 1, 0) FROM faq_category ON CONFLICT (name) DO NOTHING;
SELECT "FaqCategoryEntity"."id" AS "FaqCategoryEntity_id", "FaqCategoryEntity"."name" AS "FaqCategoryEntity_name", "FaqCategoryEntity"."position" AS "FaqCategoryEntity_position" FROM "faq_category" "FaqCategoryEntity" WHERE (("FaqCategoryEntity"."name" = $1)) LIMIT 1;

-- nextFaqPosition
SELECT coalesce(max(position) + 1, 0) AS next FROM faq WHERE faq_category_id = $1;
