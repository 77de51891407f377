-- The statements of faq.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- faqCategoryNamed
INSERT INTO faq_category (name, position) SELECT $1, coalesce(max(position) + 1, 0) FROM faq_category ON CONFLICT (name) DO NOTHING;
SELECT "FaqCategoryEntity"."id" AS "FaqCategoryEntity_id", "FaqCategoryEntity"."name" AS "FaqCategoryEntity_name", "FaqCategoryEntity"."position" AS "FaqCategoryEntity_position" FROM "faq_category" "FaqCategoryEntity" WHERE (("FaqCategoryEntity"."name" = $1)) LIMIT 1;

-- nextFaqPosition
SELECT coalesce(max(position) + 1, 0) AS next FROM faq WHERE faq_category_id = $1;

-- faqsWithCategory
SELECT "FaqEntity"."id" AS "FaqEntity_id", "FaqEntity"."faq_category_id" AS "FaqEntity_faq_category_id", "FaqEntity"."question" AS "FaqEntity_question", "FaqEntity"."answer" AS "FaqEntity_answer", "FaqEntity"."position" AS "FaqEntity_position", "FaqEntity"."visible" AS "FaqEntity_visible", "FaqEntity__FaqEntity_faqCategory"."id" AS "FaqEntity__FaqEntity_faqCategory_id", "FaqEntity__FaqEntity_faqCategory"."name" AS "FaqEntity__FaqEntity_faqCategory_name", "FaqEntity__FaqEntity_faqCategory"."position" AS "FaqEntity__FaqEntity_faqCategory_position" FROM "faq" "FaqEntity" INNER JOIN "faq_category" "FaqEntity__FaqEntity_faqCategory" ON "FaqEntity__FaqEntity_faqCategory"."id"="FaqEntity"."faq_category_id" WHERE (("FaqEntity"."visible" = $1)) ORDER BY "FaqEntity__FaqEntity_faqCategory"."position" ASC, "FaqEntity"."position" ASC, "FaqEntity"."id" ASC;

-- faqWithCategory
SELECT DISTINCT "distinctAlias"."FaqEntity_id" AS "ids_FaqEntity_id" FROM (SELECT "FaqEntity"."id" AS "FaqEntity_id", "FaqEntity"."faq_category_id" AS "FaqEntity_faq_category_id", "FaqEntity"."question" AS "FaqEntity_question", "FaqEntity"."answer" AS "FaqEntity_answer", "FaqEntity"."position" AS "FaqEntity_position", "FaqEntity"."visible" AS "FaqEntity_visible", "FaqEntity__FaqEntity_faqCategory"."id" AS "FaqEntity__FaqEntity_faqCategory_id", "FaqEntity__FaqEntity_faqCategory"."name" AS "FaqEntity__FaqEntity_faqCategory_name", "FaqEntity__FaqEntity_faqCategory"."position" AS "FaqEntity__FaqEntity_faqCategory_position" FROM "faq" "FaqEntity" INNER JOIN "faq_category" "FaqEntity__FaqEntity_faqCategory" ON "FaqEntity__FaqEntity_faqCategory"."id"="FaqEntity"."faq_category_id" WHERE (("FaqEntity"."id" = $1))) "distinctAlias" ORDER BY "FaqEntity_id" ASC LIMIT 1;

-- insertFaq
INSERT INTO "faq"("faq_category_id", "question", "answer", "position", "visible") VALUES ($1, $2, $3, $4, $5) RETURNING "id", "position", "visible";

-- updateFaq
UPDATE "faq" SET "faq_category_id" = $1, "question" = $2, "answer" = $3, "visible" = $4 WHERE "id" = $5;
