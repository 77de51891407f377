-- The statements of company.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- lockCompany
SELECT "CompanyEntity"."id" AS "CompanyEntity_id", "CompanyEntity"."name" AS "CompanyEntity_name", "CompanyEntity"."bank_code" AS "CompanyEntity_bank_code", "CompanyEntity"."kind" AS "CompanyEntity_kind", "CompanyEntity"."license_number" AS "CompanyEntity_license_number", "CompanyEntity"."license_valid_until" AS "CompanyEntity_license_valid_until" FROM "company" "CompanyEntity" WHERE (("CompanyEntity"."id" = $1)) LIMIT 1 FOR UPDATE;

-- updateCompany
UPDATE "company" SET "kind" = $1, "bank_code" = $2, "license_number" = $3, "license_valid_until" = $4 WHERE "id" = $5;
