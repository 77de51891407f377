-- The statements of bank-statement.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- knownBankCode
SELECT bank_code FROM bank_statement WHERE user_id = $1 AND account_prefix = $2 AND account_number = $3 AND bank_code IS NOT NULL ORDER BY imported_at DESC LIMIT 1;

-- insertStatement
INSERT INTO bank_statement (user_id, format, account_prefix, account_number, bank_code, from_day, to_day, entry_count, imported_count)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0) RETURNING id;

-- statementsOf
SELECT id, format, account_prefix, account_number, bank_code, to_char(from_day, 'YYYY-MM-DD') AS from_day, to_char(to_day, 'YYYY-MM-DD') AS to_day, entry_count, imported_count, imported_at
FROM bank_statement WHERE user_id = $1 ORDER BY imported_at DESC, id DESC;

-- transactionsOf
SELECT t.id, t.statement_id, t.account_prefix, t.account_number, banks.bank_code, to_char(t.booked_on, 'YYYY-MM-DD') AS booked_on, t.amount_halere,
      t.bank_transaction_code, t.counterparty_name, t.counterparty_prefix, t.counterparty_number, t.counterparty_bank_code, t.description, t.merchant_category_code
 FROM bank_transaction t
 LEFT JOIN LATERAL (SELECT s.bank_code FROM bank_statement s WHERE s.user_id = t.user_id AND s.account_prefix = t.account_prefix AND s.account_number = t.account_number
                      AND s.bank_code IS NOT NULL ORDER BY s.imported_at DESC LIMIT 1) banks ON true
WHERE t.user_id = $1
ORDER BY t.booked_on DESC, t.id DESC;

-- operatorNames
SELECT name FROM company WHERE kind = 'casino';

-- deleteStatement
DELETE FROM bank_statement WHERE id = $1 AND user_id = $2;

-- deleteStatementsOf
DELETE FROM bank_statement WHERE user_id = $1;

-- pruneTransactionsBefore
DELETE FROM bank_transaction WHERE booked_on < $1::date;
DELETE FROM bank_statement s WHERE s.to_day < $1::date AND NOT EXISTS (SELECT 1 FROM bank_transaction t WHERE t.statement_id = s.id);

-- startedRequirementOffers
SELECT p.bonus_id, c.bank_code, c.name AS bank_name, p.started_at, array_to_json(array_agg(st.requirement ORDER BY st.position)) AS requirements
 FROM user_bonus_progress p JOIN bonus b ON b.id = p.bonus_id JOIN company c ON c.id = b.company_id
 JOIN bonus_step st ON st.bonus_id = b.id AND st.requirement IS NOT NULL
WHERE p.user_id = $1 AND p.step_idx > 0 AND NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = p.user_id AND e.bonus_id = p.bonus_id)
AND NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = p.user_id AND h.bonus_id = p.bonus_id)
GROUP BY p.bonus_id, c.bank_code, c.name, p.started_at
ORDER BY p.bonus_id;
