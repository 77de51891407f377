import type { DataSource, EntityManager } from 'typeorm';
import type { PayoutStatus } from '@bonus/domain';
import { PayoutTransactionEntity } from './payout-transaction.entity';

/** The SQL of members' payouts: balances read under the member's row lock, and the payout rows. */

/** The member's balance in haléře, with the member's row locked until the transaction ends. */
export async function lockedBalance(manager: EntityManager, userId: string): Promise<number> {
  const [{ balance }]: Array<{ balance: string }> = await manager.query(`SELECT balance_halere::bigint AS balance FROM app_user WHERE id = $1 FOR UPDATE`, [userId]);
  return Number(balance);
}

/** Members the monthly automatic payout pays: auto-withdraw on, a saved account, a balance of at least the minimum, an active account. */
export async function membersDueAutoPayout(dataSource: DataSource, minimumHalere: number): Promise<string[]> {
  const rows: Array<{ id: string }> = await dataSource.query(
    `SELECT id FROM app_user WHERE auto_withdraw AND bank_account IS NOT NULL AND balance_halere >= $1 AND erased_at IS NULL AND deactivated_at IS NULL ORDER BY id`,
    [minimumHalere],
  );
  return rows.map((row) => row.id);
}

/** A member still due an automatic payout, row locked: balance (haléře) and saved account; null when they no longer are. */
export async function lockedAutoPayoutMember(manager: EntityManager, userId: string): Promise<{ balance: number; bankAccount: string } | null> {
  const [member]: Array<{ balance: string; bank_account: string }> = await manager.query(
    `SELECT balance_halere::bigint AS balance, bank_account FROM app_user WHERE id = $1 AND auto_withdraw AND bank_account IS NOT NULL FOR UPDATE`,
    [userId],
  );
  return member ? { balance: Number(member.balance), bankAccount: member.bank_account } : null;
}

export interface NewPayout {
  userId: string;
  amountHalere: number;
  bankAccount: string;
  note: string;
  idempotencyKey: string | null;
}

/** Inserts a pending payout; null when its idempotency key was already used. */
export async function insertPendingPayout(manager: EntityManager, payout: NewPayout): Promise<PayoutTransactionEntity | null> {
  const inserted = await manager
    .createQueryBuilder()
    .insert()
    .into(PayoutTransactionEntity)
    .values({ ...payout, status: 'pending' })
    .orIgnore()
    .returning('*')
    .execute();
  if (!inserted.raw.length) return null;
  return manager.findOneByOrFail(PayoutTransactionEntity, { id: inserted.raw[0].id });
}

export async function takeFromBalance(manager: EntityManager, userId: string, amountHalere: number): Promise<void> {
  await manager.query(`UPDATE app_user SET balance_halere = balance_halere - $2 WHERE id = $1`, [userId, amountHalere]);
}

/** A member's payouts, newest first (the same order in the whole list and in its pages). */
const newestPayoutsOf = (userId: string) => ({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } }) as const;

/** The member's payouts, newest first. */
export function payoutsOf(manager: EntityManager, userId: string): Promise<PayoutTransactionEntity[]> {
  return manager.find(PayoutTransactionEntity, newestPayoutsOf(userId));
}

/** A page of the member's payouts, newest first, and how many there are in all. */
export function memberPayoutPage(manager: EntityManager, userId: string, { limit, offset }: { limit: number; offset: number }): Promise<[PayoutTransactionEntity[], number]> {
  return manager.findAndCount(PayoutTransactionEntity, { ...newestPayoutsOf(userId), skip: offset, take: limit });
}

/** What the member's payouts add up to per state, haléře. */
export async function memberPayoutTotals(manager: EntityManager, userId: string): Promise<Record<PayoutStatus, number>> {
  const rows: Array<{ status: PayoutStatus; total: string }> = await manager.query(
    `SELECT status, sum(amount_halere)::bigint AS total FROM payout_transaction WHERE user_id = $1 GROUP BY status`,
    [userId],
  );
  const totals: Record<PayoutStatus, number> = { pending: 0, paid: 0, failed: 0 };
  for (const row of rows) totals[row.status] = Number(row.total);
  return totals;
}
