import type { EntityManager } from 'typeorm';
import type { HeldAccount, MemberAccountSource } from '@bonus/domain';
import type { MemberAccount } from './member-account.read-model';

/** The SQL of members' accounts at banks and casinos. Every statement is scoped to the owner: another member's id finds nothing. */

interface AccountRow {
  id: number;
  company_id: number;
  company_name: string;
  opened_at: Date;
  closed_at: Date | null;
  source: MemberAccountSource;
}

const toAccount = (row: AccountRow): MemberAccount => ({
  id: row.id,
  company: { id: row.company_id, name: row.company_name },
  openedAt: row.opened_at,
  closedAt: row.closed_at,
  source: row.source,
});

const SELECT_ACCOUNTS = `SELECT a.id, a.company_id, c.name AS company_name, a.opened_at, a.closed_at, a.source FROM member_account a JOIN company c ON c.id = a.company_id`;

/** Open accounts first, then the most recently opened. */
export async function accountsOf(manager: EntityManager, userId: string): Promise<MemberAccount[]> {
  const rows: AccountRow[] = await manager.query(`${SELECT_ACCOUNTS} WHERE a.user_id = $1 ORDER BY a.closed_at IS NULL DESC, a.opened_at DESC, a.id DESC`, [userId]);
  return rows.map(toAccount);
}

export async function accountOf(manager: EntityManager, userId: string, id: number): Promise<MemberAccount | null> {
  const [row]: AccountRow[] = await manager.query(`${SELECT_ACCOUNTS} WHERE a.user_id = $1 AND a.id = $2`, [userId, id]);
  return row ? toAccount(row) : null;
}

export async function companyExists(manager: EntityManager, companyId: number): Promise<boolean> {
  const rows = await manager.query(`SELECT 1 FROM company WHERE id = $1`, [companyId]);
  return rows.length > 0;
}

export async function insertAccount(
  manager: EntityManager,
  account: { userId: string; companyId: number; openedAt: Date; closedAt: Date | null; source: MemberAccountSource },
): Promise<number> {
  const [{ id }] = await manager.query(`INSERT INTO member_account (user_id, company_id, opened_at, closed_at, source) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
    account.userId,
    account.companyId,
    account.openedAt,
    account.closedAt,
    account.source,
  ]);
  return id;
}

/** The owner's record locked for a change; null when it is not theirs or does not exist. */
export async function lockAccount(manager: EntityManager, userId: string, id: number): Promise<{ openedAt: Date; closedAt: Date | null } | null> {
  const [row] = await manager.query(`SELECT opened_at, closed_at FROM member_account WHERE id = $1 AND user_id = $2 FOR UPDATE`, [id, userId]);
  return row ? { openedAt: row.opened_at, closedAt: row.closed_at } : null;
}

export async function updateAccountDates(manager: EntityManager, id: number, dates: { openedAt: Date; closedAt: Date | null }): Promise<void> {
  await manager.query(`UPDATE member_account SET opened_at = $2, closed_at = $3 WHERE id = $1`, [id, dates.openedAt, dates.closedAt]);
}

/** Deletes the owner's record; false when there was none of theirs. */
export async function deleteAccount(manager: EntityManager, userId: string, id: number): Promise<boolean> {
  const [, deleted] = await manager.query(`DELETE FROM member_account WHERE id = $1 AND user_id = $2`, [id, userId]);
  return deleted > 0;
}

/** Erasure: the member's financial records go with them. */
export async function deleteAccountsOf(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`DELETE FROM member_account WHERE user_id = $1`, [userId]);
}

/**
 * Finishing an offer of a company records an account there, opened when the member started the offer,
 * unless one is open already. Callers hold the member's row lock, so two completions cannot both insert.
 */
export async function recordAccountFromBonus(manager: EntityManager, account: { userId: string; companyId: number; openedAt: Date }): Promise<void> {
  await manager.query(
    `INSERT INTO member_account (user_id, company_id, opened_at, source)
     SELECT $1, $2, $3, 'bonus' WHERE NOT EXISTS (SELECT 1 FROM member_account WHERE user_id = $1 AND company_id = $2 AND closed_at IS NULL)`,
    [account.userId, account.companyId, account.openedAt],
  );
}

/** What offers' eligibility rules look at: every account of the member, by company. */
export async function heldAccountsOf(manager: EntityManager, userId: string): Promise<HeldAccount[]> {
  const rows: { company_id: number; opened_at: Date; closed_at: Date | null }[] = await manager.query(
    `SELECT company_id, opened_at, closed_at FROM member_account WHERE user_id = $1`,
    [userId],
  );
  return rows.map((row) => ({ companyId: row.company_id, openedAt: row.opened_at, closedAt: row.closed_at }));
}
