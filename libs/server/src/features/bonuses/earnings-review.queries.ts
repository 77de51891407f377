import type { EntityManager } from 'typeorm';

/** The SQL of the admin's review of unusually large earnings. */

export interface PendingEarningsRow {
  id: number;
  memberName: string;
  bonusName: string;
  expectedValueHalere: number;
  reachedProfitHalere: number;
  createdAt: Date;
}

/** A page of the entries waiting for a review, oldest first. */
export async function pendingEarnings(manager: EntityManager, { limit, offset }: { limit: number; offset: number }): Promise<PendingEarningsRow[]> {
  const rows: { id: number; member_name: string; bonus_name: string; expected: number; reached: number; created_at: Date }[] = await manager.query(
    `SELECT e.id, u.name AS member_name, b.name AS bonus_name, b.expected_value_halere AS expected, e.reached_profit_halere AS reached, e.created_at
       FROM bonus_history_entry e JOIN app_user u ON u.id = e.user_id JOIN bonus b ON b.id = e.bonus_id
      WHERE e.review_status = 'pending' ORDER BY e.created_at, e.id LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return rows.map((row) => ({
    id: row.id,
    memberName: row.member_name,
    bonusName: row.bonus_name,
    expectedValueHalere: row.expected,
    reachedProfitHalere: row.reached,
    createdAt: row.created_at,
  }));
}

export async function pendingEarningsCount(manager: EntityManager): Promise<number> {
  const [{ total }]: Array<{ total: number }> = await manager.query(`SELECT count(*)::int AS total FROM bonus_history_entry WHERE review_status = 'pending'`);
  return total;
}

/** Approves or rejects a pending entry; false when it was not pending (or does not exist). */
export async function settleReview(manager: EntityManager, id: number, approve: boolean): Promise<boolean> {
  const [reviewed] = await manager.query(
    `WITH reviewed AS (UPDATE bonus_history_entry SET review_status = $2 WHERE id = $1 AND review_status = 'pending' RETURNING id) SELECT id FROM reviewed`,
    [id, approve ? 'approved' : 'rejected'],
  );
  return Boolean(reviewed);
}

export async function historyEntryExists(manager: EntityManager, id: number): Promise<boolean> {
  const [exists] = await manager.query(`SELECT 1 FROM bonus_history_entry WHERE id = $1`, [id]);
  return Boolean(exists);
}
