-- The statements of member-account.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- accountsOf
SELECT a.id, a.company_id, c.name AS company_name, a.opened_at, a.closed_at, a.source FROM member_account a JOIN company c ON c.id = a.company_id WHERE a.user_id = $1 ORDER BY a.closed_at IS NULL DESC, a.opened_at DESC, a.id DESC;

-- accountOf
SELECT a.id, a.company_id, c.name AS company_name, a.opened_at, a.closed_at, a.source FROM member_account a JOIN company c ON c.id = a.company_id WHERE a.user_id = $1 AND a.id = $2;

-- companyExists
SELECT 1 FROM company WHERE id = $1;

-- insertAccount
INSERT INTO member_account (user_id, company_id, opened_at, closed_at, source) VALUES ($1, $2, $3, $4, $5) RETURNING id;

-- lockAccount
SELECT opened_at, closed_at FROM member_account WHERE id = $1 AND user_id = $2 FOR UPDATE;

-- updateAccountDates
UPDATE member_account SET opened_at = $2, closed_at = $3 WHERE id = $1;

-- deleteAccount
DELETE FROM member_account WHERE id = $1 AND user_id = $2;

-- deleteAccountsOf
DELETE FROM member_account WHERE user_id = $1;

-- recordAccountFromBonus
INSERT INTO member_account (user_id, company_id, opened_at, source)
SELECT $1, $2, $3, 'bonus' WHERE NOT EXISTS (SELECT 1 FROM member_account WHERE user_id = $1 AND company_id = $2 AND closed_at IS NULL);

-- heldAccountsOf
SELECT company_id, opened_at, closed_at FROM member_account WHERE user_id = $1;
