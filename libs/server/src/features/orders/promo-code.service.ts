import { DataSource, EntityManager } from 'typeorm';
import { DomainError, PromoCodeCreateInput, PromoCodeDto, promoCodeState } from '@bonus/domain';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { PromoCodeEntity } from './promo-code.entity';
import type { OrderEntity } from './order.entity';

/** Guessing codes is slowed down per member. */
const PROMO_CODE_ATTEMPTS = { bucket: 'promo_code:user', limit: 20, windowSeconds: 3600 };

/**
 * Whether a code may be used at `$2` (domain promoCodeState 'running'), as SQL for the atomic
 * redemption, where the check and the count must be one statement.
 */
const USABLE_SQL = `active AND (valid_from IS NULL OR valid_from <= $2) AND (valid_until IS NULL OR valid_until > $2) AND (max_redemptions IS NULL OR redemptions < max_redemptions)`;

/**
 * Promo codes: a percent off the first months of a member's first paid order, once per member and
 * code. Checked when the order is created and again, atomically, when its first payment is recorded
 * (redeem), which is when the code counts.
 */
export class PromoCodeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /**
   * A code `memberId` may use now, or the reason they may not. `code` is already normalised (upper
   * case); every attempt counts against the member's rate limit.
   */
  async findValid(code: string, memberId: string, now: Date = new Date()): Promise<PromoCodeEntity> {
    await this.rateLimiter.hit(PROMO_CODE_ATTEMPTS, memberId, now);
    const promo = await this.dataSource.getRepository(PromoCodeEntity).findOneBy({ code });
    if (!promo || promoCodeState(promo, now) !== 'running') throw new DomainError('PROMO_CODE_INVALID');
    const [used] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM promo_code_redemption WHERE promo_code_id = $1 AND user_id = $2) AS code,
              EXISTS (SELECT 1 FROM subscription_order WHERE user_id = $2 AND activated_at IS NOT NULL) AS paid_before`,
      [promo.id, memberId],
    );
    if (used.code) throw new DomainError('PROMO_CODE_USED');
    if (used.paid_before) throw new DomainError('PROMO_CODE_FIRST_ORDER_ONLY');
    return promo;
  }

  async check(code: string, memberId: string, now: Date = new Date()): Promise<PromoCodeDto> {
    const promo = await this.findValid(code, memberId, now);
    return { code: promo.code, discount_percent: promo.discountPercent, months: promo.months };
  }

  /** Every code for the back office, newest first. */
  list(): Promise<PromoCodeEntity[]> {
    return this.dataSource.getRepository(PromoCodeEntity).find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** A new code from the back office; a code that exists already (in any case) is refused. */
  async create(input: PromoCodeCreateInput): Promise<PromoCodeEntity> {
    const toDate = (seconds: number | undefined) => (seconds === undefined ? null : new Date(seconds * 1000));
    const [inserted] = await this.dataSource.query(
      `INSERT INTO promo_code (code, discount_percent, months, valid_from, valid_until, max_redemptions) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (code) DO NOTHING RETURNING id`,
      [input.code, input.discount_percent, input.months, toDate(input.valid_from), toDate(input.valid_until), input.max_redemptions ?? null],
    );
    if (!inserted) throw new DomainError('PROMO_CODE_EXISTS', { code: input.code });
    return this.dataSource.getRepository(PromoCodeEntity).findOneByOrFail({ id: inserted.id });
  }

  /** Ends a code now: no new order or payment may use it; orders already paid keep their discount. */
  async end(id: number, now: Date = new Date()): Promise<PromoCodeEntity> {
    const repository = this.dataSource.getRepository(PromoCodeEntity);
    const code = await repository.findOneBy({ id });
    if (!code) throw new DomainError('NOT_FOUND', { promoCodeId: id });
    await this.dataSource.query(`UPDATE promo_code SET active = false, valid_until = LEAST(coalesce(valid_until, $2), $2) WHERE id = $1`, [id, now]);
    return repository.findOneByOrFail({ id });
  }

  /**
   * In the transaction recording the order's first payment (the member's row is locked): counts the
   * code and records the member's redemption, if the code is still usable, unused by the member and
   * this is their first paid order. Returns whether it did; the caller decides what a refusal means.
   */
  static async redeem(manager: EntityManager, order: OrderEntity, now: Date): Promise<boolean> {
    // Through a CTE: TypeORM answers a bare UPDATE … RETURNING with [rows, count], not rows.
    const counted: unknown[] = await manager.query(
      `WITH counted AS (UPDATE promo_code SET redemptions = redemptions + 1
        WHERE id = $1 AND ${USABLE_SQL}
          AND NOT EXISTS (SELECT 1 FROM promo_code_redemption WHERE promo_code_id = $1 AND user_id = $3)
          AND NOT EXISTS (SELECT 1 FROM subscription_order WHERE user_id = $3 AND activated_at IS NOT NULL AND id <> $4)
        RETURNING id) SELECT id FROM counted`,
      [order.promoCodeId, now, order.userId, order.id],
    );
    if (!counted.length) return false;
    await manager.query(`INSERT INTO promo_code_redemption (promo_code_id, user_id, order_id, redeemed_at) VALUES ($1, $2, $3, $4)`, [order.promoCodeId, order.userId, order.id, now]);
    return true;
  }
}
