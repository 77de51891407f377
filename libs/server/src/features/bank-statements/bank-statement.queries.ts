import type { EntityManager } from 'typeorm';
import type { AccountKey, StepRequirement } from '@bonus/domain';
import { neitherCompletedNorHiddenSql } from '../bonuses/still-open-sql';
import { entryIdentities, ParsedStatement, StatementEntry } from './parsed-statement';

/** The SQL of members' imported statements (issue #37). Every statement is scoped to the owner. */

/** Rows inserted per statement: large imports go in a few round trips, not one per entry. */
const INSERT_BATCH = 2000;

export interface StatementRow {
  id: number;
  format: ParsedStatement['format'];
  account: AccountKey;
  fromDay: string;
  toDay: string;
  entryCount: number;
  importedCount: number;
  importedAt: Date;
}

export interface TransactionRow {
  id: string;
  statementId: number;
  account: AccountKey;
  bookedOn: string;
  amountHalere: number;
  bankTransactionCode: string | null;
  counterpartyName: string | null;
  counterpartyAccount: AccountKey | null;
  description: string;
  merchantCategoryCode: string | null;
}

/** The bank a member named for an account before (a GPC file does not name it). */
export async function knownBankCode(manager: EntityManager, userId: string, account: AccountKey): Promise<string | null> {
  const [row] = await manager.query(
    `SELECT bank_code FROM bank_statement WHERE user_id = $1 AND account_prefix = $2 AND account_number = $3 AND bank_code IS NOT NULL ORDER BY imported_at DESC LIMIT 1`,
    [userId, account.prefix, account.number],
  );
  return row?.bank_code ?? null;
}

/**
 * Stores an import and the entries not imported before (by their identity on that account); returns its id and how
 * many were new. An import that added nothing is removed again (id null): a re-upload leaves no empty import behind.
 */
export async function insertStatement(manager: EntityManager, userId: string, statement: ParsedStatement, bankCode: string | null): Promise<{ id: number | null; imported: number }> {
  const [{ id }] = await manager.query(
    `INSERT INTO bank_statement (user_id, format, account_prefix, account_number, bank_code, from_day, to_day, entry_count, imported_count)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0) RETURNING id`,
    [userId, statement.format, statement.account.prefix, statement.account.number, bankCode, statement.from, statement.to, statement.entries.length],
  );
  const identities = entryIdentities(statement.entries);
  let imported = 0;
  for (let start = 0; start < statement.entries.length; start += INSERT_BATCH) {
    imported += await insertEntries(manager, id, userId, statement, statement.entries.slice(start, start + INSERT_BATCH), identities.slice(start, start + INSERT_BATCH));
  }
  if (imported === 0) {
    await manager.query(`DELETE FROM bank_statement WHERE id = $1`, [id]);
    return { id: null, imported };
  }
  await manager.query(`UPDATE bank_statement SET imported_count = $2 WHERE id = $1`, [id, imported]);
  return { id, imported };
}

async function insertEntries(
  manager: EntityManager,
  statementId: number,
  userId: string,
  statement: ParsedStatement,
  entries: readonly StatementEntry[],
  identities: readonly string[],
): Promise<number> {
  const column = <T>(pick: (entry: StatementEntry) => T) => entries.map(pick);
  const inserted: unknown[] = await manager.query(
    `INSERT INTO bank_transaction (statement_id, user_id, account_prefix, account_number, reference, booked_on, amount_halere, currency, bank_transaction_code,
                                   counterparty_name, counterparty_prefix, counterparty_number, counterparty_bank_code, description, merchant_category_code, entry_identity)
     SELECT $1, $2, $3, $4, e.* FROM unnest($5::text[], $6::date[], $7::bigint[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[]) AS e
     ON CONFLICT ON CONSTRAINT bank_transaction_once DO NOTHING RETURNING id`,
    [
      statementId,
      userId,
      statement.account.prefix,
      statement.account.number,
      column((entry) => entry.reference),
      column((entry) => entry.bookedOn),
      column((entry) => entry.amountHalere),
      column((entry) => entry.currency),
      column((entry) => entry.bankTransactionCode),
      column((entry) => entry.counterpartyName),
      column((entry) => entry.counterpartyAccount?.prefix ?? null),
      column((entry) => entry.counterpartyAccount?.number ?? null),
      column((entry) => entry.counterpartyAccount?.bankCode ?? null),
      column((entry) => entry.description),
      column((entry) => entry.merchantCategoryCode),
      identities,
    ],
  );
  return inserted.length;
}

/** The member's imports, newest first. */
export async function statementsOf(manager: EntityManager, userId: string): Promise<StatementRow[]> {
  const rows: { id: number; format: ParsedStatement['format']; account_prefix: string; account_number: string; bank_code: string | null; from_day: string; to_day: string; entry_count: number; imported_count: number; imported_at: Date }[] =
    await manager.query(
      `SELECT id, format, account_prefix, account_number, bank_code, to_char(from_day, 'YYYY-MM-DD') AS from_day, to_char(to_day, 'YYYY-MM-DD') AS to_day, entry_count, imported_count, imported_at
         FROM bank_statement WHERE user_id = $1 ORDER BY imported_at DESC, id DESC`,
      [userId],
    );
  return rows.map((row) => ({
    id: row.id,
    format: row.format,
    account: { prefix: row.account_prefix, number: row.account_number, bankCode: row.bank_code },
    fromDay: row.from_day,
    toDay: row.to_day,
    entryCount: row.entry_count,
    importedCount: row.imported_count,
    importedAt: row.imported_at,
  }));
}

/** Every entry of the member's imports, newest booking first; the account's bank is the latest one named for it. */
export async function transactionsOf(manager: EntityManager, userId: string): Promise<TransactionRow[]> {
  const rows: {
    id: string;
    statement_id: number;
    account_prefix: string;
    account_number: string;
    bank_code: string | null;
    booked_on: string;
    amount_halere: string;
    bank_transaction_code: string | null;
    counterparty_name: string | null;
    counterparty_prefix: string | null;
    counterparty_number: string | null;
    counterparty_bank_code: string | null;
    description: string;
    merchant_category_code: string | null;
  }[] = await manager.query(
    `SELECT t.id, t.statement_id, t.account_prefix, t.account_number, banks.bank_code, to_char(t.booked_on, 'YYYY-MM-DD') AS booked_on, t.amount_halere,
            t.bank_transaction_code, t.counterparty_name, t.counterparty_prefix, t.counterparty_number, t.counterparty_bank_code, t.description, t.merchant_category_code
       FROM bank_transaction t
       LEFT JOIN LATERAL (SELECT s.bank_code FROM bank_statement s WHERE s.user_id = t.user_id AND s.account_prefix = t.account_prefix AND s.account_number = t.account_number
                            AND s.bank_code IS NOT NULL ORDER BY s.imported_at DESC LIMIT 1) banks ON true
      WHERE t.user_id = $1
      ORDER BY t.booked_on DESC, t.id DESC`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    statementId: row.statement_id,
    account: { prefix: row.account_prefix, number: row.account_number, bankCode: row.bank_code },
    bookedOn: row.booked_on,
    amountHalere: Number(row.amount_halere),
    bankTransactionCode: row.bank_transaction_code,
    counterpartyName: row.counterparty_name,
    counterpartyAccount: row.counterparty_number === null ? null : { prefix: row.counterparty_prefix ?? '', number: row.counterparty_number, bankCode: row.counterparty_bank_code },
    description: row.description,
    merchantCategoryCode: row.merchant_category_code,
  }));
}

/** The names of the catalogue's casino and betting operators (a bank without its code yet is still a bank). */
export async function operatorNames(manager: EntityManager): Promise<string[]> {
  const rows: { name: string }[] = await manager.query(`SELECT name FROM company WHERE kind = 'casino'`);
  return rows.map((row) => row.name);
}

/** Deletes the owner's import with its entries; false when there was none of theirs. */
export async function deleteStatement(manager: EntityManager, userId: string, id: number): Promise<boolean> {
  const [, deleted] = await manager.query(`DELETE FROM bank_statement WHERE id = $1 AND user_id = $2`, [id, userId]);
  return deleted > 0;
}

/** Erasure: statements are personal data. */
export async function deleteStatementsOf(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`DELETE FROM bank_statement WHERE user_id = $1`, [userId]);
}

/** Entries booked before `day` (13 months back) go; an import left without entries goes with them. */
export async function pruneTransactionsBefore(manager: EntityManager, day: string): Promise<number> {
  const [, pruned] = await manager.query(`DELETE FROM bank_transaction WHERE booked_on < $1::date`, [day]);
  await manager.query(`DELETE FROM bank_statement s WHERE s.to_day < $1::date AND NOT EXISTS (SELECT 1 FROM bank_transaction t WHERE t.statement_id = s.id)`, [day]);
  return pruned;
}

/** An offer the member started (not completed or hidden) with a requirement on some step: what counting needs of it. */
export interface StartedRequirementOffer {
  bonusId: number;
  bankCode: string | null;
  bankName: string;
  startedAt: Date;
  requirements: StepRequirement[];
}

export async function startedRequirementOffers(manager: EntityManager, userId: string): Promise<StartedRequirementOffer[]> {
  const rows: { bonus_id: number; bank_code: string | null; bank_name: string; started_at: Date; requirements: StepRequirement[] }[] = await manager.query(
    `SELECT p.bonus_id, c.bank_code, c.name AS bank_name, p.started_at, array_to_json(array_agg(st.requirement ORDER BY st.position)) AS requirements
       FROM user_bonus_progress p JOIN bonus b ON b.id = p.bonus_id JOIN company c ON c.id = b.company_id
       JOIN bonus_step st ON st.bonus_id = b.id AND st.requirement IS NOT NULL
      WHERE p.user_id = $1 AND p.step_idx > 0 AND ${neitherCompletedNorHiddenSql('p.user_id', 'p.bonus_id')}
      GROUP BY p.bonus_id, c.bank_code, c.name, p.started_at
      ORDER BY p.bonus_id`,
    [userId],
  );
  return rows.map((row) => ({ bonusId: row.bonus_id, bankCode: row.bank_code, bankName: row.bank_name, startedAt: row.started_at, requirements: row.requirements }));
}
