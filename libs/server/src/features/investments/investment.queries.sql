-- The statements of investment.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- nextPosition
SELECT coalesce(max(position) + 1, 0)::int AS next FROM investment_category;
