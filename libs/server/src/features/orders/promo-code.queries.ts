import { type DataSource, type EntityManager, ILike } from 'typeorm';
import { likePattern, type PromoCodeCreateInput } from '@bonus/domain';
import type { OrderEntity } from './order.entity';
import { PromoCodeEntity } from './promo-code.entity';

/** The SQL of promo codes and their redemptions. */

/**
 * Whether a code may be used at `$2` (domain promoCodeState 'running'), as SQL for the atomic
 * redemption, where the check and the count must be one statement.
 */
const USABLE_SQL = `active AND (valid_from IS NULL OR valid_from <= $2) AND (valid_until IS NULL OR valid_until > $2) AND (max_redemptions IS NULL OR redemptions < max_redemptions)`;

/** Whether the member has redeemed this code already, and whether they have paid for any order before. */
export async function memberPromoHistory(dataSource: DataSource, promoCodeId: number, memberId: string): Promise<{ usedCode: boolean; paidBefore: boolean }> {
  const [row]: Array<{ code: boolean; paid_before: boolean }> = await dataSource.query(
    `SELECT EXISTS (SELECT 1 FROM promo_code_redemption WHERE promo_code_id = $1 AND user_id = $2) AS code,
            EXISTS (SELECT 1 FROM subscription_order WHERE user_id = $2 AND activated_at IS NOT NULL) AS paid_before`,
    [promoCodeId, memberId],
  );
  return { usedCode: row.code, paidBefore: row.paid_before };
}

/** Inserts a code; null when one of that code exists already. */
export async function insertPromoCode(dataSource: DataSource, input: PromoCodeCreateInput): Promise<number | null> {
  const toDate = (seconds: number | undefined) => (seconds === undefined ? null : new Date(seconds * 1000));
  const [inserted]: Array<{ id: number }> = await dataSource.query(
    `INSERT INTO promo_code (code, discount_percent, months, valid_from, valid_until, max_redemptions) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (code) DO NOTHING RETURNING id`,
    [input.code, input.discount_percent, input.months, toDate(input.valid_from), toDate(input.valid_until), input.max_redemptions ?? null],
  );
  return inserted?.id ?? null;
}

/** Switches a code off and ends its validity at `now` at the latest. */
export async function endPromoCode(dataSource: DataSource, id: number, now: Date): Promise<void> {
  await dataSource.query(`UPDATE promo_code SET active = false, valid_until = LEAST(coalesce(valid_until, $2), $2) WHERE id = $1`, [id, now]);
}

/**
 * Counts the order's code if it is still usable, unused by the member and this is their first paid
 * order, all in one statement; returns whether it did.
 */
export async function countPromoRedemption(manager: EntityManager, order: OrderEntity, now: Date): Promise<boolean> {
  // Through a CTE: TypeORM answers a bare UPDATE … RETURNING with [rows, count], not rows.
  const counted: unknown[] = await manager.query(
    `WITH counted AS (UPDATE promo_code SET redemptions = redemptions + 1
      WHERE id = $1 AND ${USABLE_SQL}
        AND NOT EXISTS (SELECT 1 FROM promo_code_redemption WHERE promo_code_id = $1 AND user_id = $3)
        AND NOT EXISTS (SELECT 1 FROM subscription_order WHERE user_id = $3 AND activated_at IS NOT NULL AND id <> $4)
      RETURNING id) SELECT id FROM counted`,
    [order.promoCodeId, now, order.userId, order.id],
  );
  return counted.length > 0;
}

export async function insertPromoRedemption(manager: EntityManager, order: OrderEntity, now: Date): Promise<void> {
  await manager.query(`INSERT INTO promo_code_redemption (promo_code_id, user_id, order_id, redeemed_at) VALUES ($1, $2, $3, $4)`, [order.promoCodeId, order.userId, order.id, now]);
}

/** A page of the promo codes (those containing `search`, in any case, when given), newest first, and how many there are in all. */
export function promoCodePage(manager: EntityManager, { limit, offset }: { limit: number; offset: number }, search = ''): Promise<[PromoCodeEntity[], number]> {
  const where = search ? { code: ILike(likePattern(search)) } : {};
  return manager.findAndCount(PromoCodeEntity, { where, order: { createdAt: 'DESC', id: 'DESC' }, skip: offset, take: limit });
}

/** A code by its id, or by its (upper-case) text; null when there is none. */
export function promoCodeBy(manager: EntityManager, where: { id: number } | { code: string }): Promise<PromoCodeEntity | null> {
  return manager.findOneBy(PromoCodeEntity, where);
}
