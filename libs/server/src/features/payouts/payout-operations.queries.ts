import type { EntityManager } from 'typeorm';
import { AdminPayout, maskBankAccount, PayoutBatchFormat, PayoutBatchSummary, PayoutStatus } from '@bonus/domain';
import { withinPragueMonthsSql } from '../../persistence/prague-months';
import { PayoutBatchEntity } from './payout-batch.entity';

/** The SQL of the back office's payout operations and the rows it reads. */

/** The rows an UPDATE … RETURNING gave back (TypeORM answers such a query with [rows, count]). */
async function updated<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const [rows] = await manager.query(sql, params);
  return rows;
}

interface PayoutRow {
  id: number;
  created_at: Date;
  auto: boolean;
  amount_halere: number;
  status: PayoutStatus;
  member_name: string;
  member_email: string | null;
  bank_account: string;
  batch_id: number | null;
}

const PAYOUT_COLUMNS = `p.id, p.created_at, p.idempotency_key IS NOT NULL AS auto, p.amount_halere, p.status, u.name AS member_name, u.email AS member_email, p.bank_account, p.batch_id`;

const toAdminPayout = (row: PayoutRow): AdminPayout => ({
  id: row.id,
  creationTimestamp: row.created_at,
  kind: row.auto ? 'auto' : 'manual',
  amountHalere: row.amount_halere,
  status: row.status,
  memberName: row.member_name,
  memberEmail: row.member_email,
  bankAccount: maskBankAccount(row.bank_account),
  batchId: row.batch_id,
});

/** Pending payouts made in a Prague month, in a batch or not, oldest first. */
export async function pendingPayoutsOfMonth(manager: EntityManager, month: string): Promise<AdminPayout[]> {
  const rows: PayoutRow[] = await manager.query(
    `SELECT ${PAYOUT_COLUMNS} FROM payout_transaction p JOIN app_user u ON u.id = p.user_id
      WHERE p.status = 'pending' AND ${withinPragueMonthsSql('p.created_at', '$1', '$1')} ORDER BY p.created_at, p.id`,
    [month],
  );
  return rows.map(toAdminPayout);
}

/**
 * Puts the month's pending payouts that are in no batch (all of them, or the listed ids) into a batch;
 * returns how many it took. Rows another export took first are skipped.
 */
export async function assignToBatch(manager: EntityManager, batchId: number, month: string, payoutIds: number[] | undefined): Promise<number> {
  const rows = await updated(
    manager,
    `UPDATE payout_transaction p SET batch_id = $1
      WHERE p.status = 'pending' AND p.batch_id IS NULL AND ${withinPragueMonthsSql('p.created_at', '$2', '$2')}
        AND ($3::int[] IS NULL OR p.id = ANY($3::int[]))
      RETURNING p.id`,
    [batchId, month, payoutIds ?? null],
  );
  return rows.length;
}

/** Every payout of a batch as it went to the bank, whatever became of it since. */
export function batchPayments(manager: EntityManager, batchId: number): Promise<{ id: number; bank_account: string; amount_halere: number }[]> {
  return manager.query(`SELECT id, bank_account, amount_halere FROM payout_transaction WHERE batch_id = $1 ORDER BY id`, [batchId]);
}

interface BatchRow {
  id: number;
  created_at: Date;
  created_by_name: string | null;
  format: PayoutBatchFormat;
  paid_on: string | null;
  exported_on: string;
  pending_count: string;
  pending_halere: string;
  paid_count: string;
  paid_halere: string;
  failed_count: string;
  failed_halere: string;
}

const total = (count: string, halere: string) => ({ count: Number(count), amountHalere: Number(halere) });
const sumOf = (status: PayoutStatus) =>
  `count(p.id) FILTER (WHERE p.status = '${status}') AS ${status}_count, coalesce(sum(p.amount_halere) FILTER (WHERE p.status = '${status}'), 0) AS ${status}_halere`;

/** Batches with their payouts counted by state, newest first; `id` narrows it to one (locked with `lock`). */
export async function batchSummaries(manager: EntityManager, { id, limit = 20, lock = false }: { id?: number; limit?: number; lock?: boolean }) {
  if (lock && id !== undefined) await manager.query(`SELECT id FROM payout_batch WHERE id = $1 FOR UPDATE`, [id]);
  const rows: BatchRow[] = await manager.query(
    `SELECT b.id, b.created_at, u.name AS created_by_name, b.format, to_char(b.paid_on, 'YYYY-MM-DD') AS paid_on,
            to_char(b.created_at AT TIME ZONE 'Europe/Prague', 'YYYY-MM-DD') AS exported_on,
            ${sumOf('pending')}, ${sumOf('paid')}, ${sumOf('failed')}
       FROM payout_batch b LEFT JOIN app_user u ON u.id = b.created_by LEFT JOIN payout_transaction p ON p.batch_id = b.id
      WHERE $1::int IS NULL OR b.id = $1 GROUP BY b.id, u.name ORDER BY b.id DESC LIMIT $2`,
    [id ?? null, limit],
  );
  return rows.map((row): PayoutBatchSummary & { exportedOn: string } => ({
    id: row.id,
    creationTimestamp: row.created_at,
    createdByName: row.created_by_name,
    format: row.format,
    paidOn: row.paid_on,
    exportedOn: row.exported_on,
    pending: total(row.pending_count, row.pending_halere),
    paid: total(row.paid_count, row.paid_halere),
    failed: total(row.failed_count, row.failed_halere),
  }));
}

/** The payouts a settlement changed, with what their member's mail needs. */
export interface SettledPayout {
  id: number;
  user_id: string;
  amount_halere: number;
  bank_account: string;
  email: string | null;
}

const SETTLED = `RETURNING p.id, p.user_id, p.amount_halere, p.bank_account, (SELECT email FROM app_user WHERE id = p.user_id AND erased_at IS NULL) AS email`;

/** Marks a batch's pending payouts paid on `paidOn` and adds them to their members' paid_out. */
export async function settleBatchPaid(manager: EntityManager, batchId: number, paidOn: string): Promise<SettledPayout[]> {
  const paid = await updated<SettledPayout>(
    manager,
    `UPDATE payout_transaction p SET status = 'paid', paid_on = $2 WHERE p.batch_id = $1 AND p.status = 'pending' ${SETTLED}`,
    [batchId, paidOn],
  );
  const perMember = new Map<string, number>();
  for (const payout of paid) perMember.set(payout.user_id, (perMember.get(payout.user_id) ?? 0) + payout.amount_halere);
  await manager.query(
    `UPDATE app_user u SET paid_out_halere = u.paid_out_halere + t.total FROM unnest($1::uuid[], $2::bigint[]) AS t(id, total) WHERE u.id = t.id`,
    [[...perMember.keys()], [...perMember.values()]],
  );
  await manager.query(`UPDATE payout_batch SET paid_on = $2 WHERE id = $1`, [batchId, paidOn]);
  return paid;
}

/**
 * Marks one pending payout failed and returns its amount to the member's balance; null when it is not
 * pending (any longer). The conditional update takes the row lock, so of concurrent calls one wins.
 */
export async function settlePayoutFailed(manager: EntityManager, payoutId: number, reason: string): Promise<SettledPayout | null> {
  const [failed] = await updated<SettledPayout>(
    manager,
    `UPDATE payout_transaction p SET status = 'failed', failure_reason = $2 WHERE p.id = $1 AND p.status = 'pending' ${SETTLED}`,
    [payoutId, reason],
  );
  if (!failed) return null;
  await manager.query(`UPDATE app_user SET balance_halere = balance_halere + $2 WHERE id = $1`, [failed.user_id, failed.amount_halere]);
  return failed;
}

export async function payoutStatus(manager: EntityManager, payoutId: number): Promise<PayoutStatus | null> {
  const [row] = await manager.query(`SELECT status FROM payout_transaction WHERE id = $1`, [payoutId]);
  return row?.status ?? null;
}

export async function adminPayout(manager: EntityManager, payoutId: number): Promise<AdminPayout> {
  const [row]: PayoutRow[] = await manager.query(`SELECT ${PAYOUT_COLUMNS} FROM payout_transaction p JOIN app_user u ON u.id = p.user_id WHERE p.id = $1`, [payoutId]);
  return toAdminPayout(row);
}

/** A new, empty batch; its id. */
export async function insertBatch(manager: EntityManager, createdBy: string, format: PayoutBatchFormat): Promise<number> {
  const { id } = await manager.save(PayoutBatchEntity, manager.create(PayoutBatchEntity, { createdBy, format }));
  return id;
}
