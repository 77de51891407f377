import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, type ListPageQuery, type Page, pageOf, pageWindow, PROMO_CODE_STATE_LABELS, PromoCodeCreateInput, promoCodeState } from '@bonus/domain';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { PromoCodeEntity } from './promo-code.entity';
import type { OrderEntity } from './order.entity';
import { countPromoRedemption, endPromoCode, insertPromoCode, insertPromoRedemption, memberPromoHistory, promoCodeBy, promoCodePage } from './promo-code.queries';
import type { AdminPromoCode, PromoCodeOffer } from './promo-code.read-model';

/** Guessing codes is slowed down per member. */
const PROMO_CODE_ATTEMPTS = { bucket: 'promo_code:user', limit: 20, windowSeconds: 3600 };

function toAdminPromoCode(code: PromoCodeEntity, now: Date): AdminPromoCode {
  const state = promoCodeState(code, now);
  return {
    id: code.id,
    code: code.code,
    discountPercent: code.discountPercent,
    months: code.months,
    validFrom: code.validFrom,
    validUntil: code.validUntil,
    maxRedemptions: code.maxRedemptions,
    redemptions: code.redemptions,
    state,
    stateLabel: PROMO_CODE_STATE_LABELS[state],
  };
}

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
    const promo = await promoCodeBy(this.dataSource.manager, { code });
    if (!promo || promoCodeState(promo, now) !== 'running') throw new DomainError('PROMO_CODE_INVALID');
    const history = await memberPromoHistory(this.dataSource, promo.id, memberId);
    if (history.usedCode) throw new DomainError('PROMO_CODE_USED');
    if (history.paidBefore) throw new DomainError('PROMO_CODE_FIRST_ORDER_ONLY');
    return promo;
  }

  async check(code: string, memberId: string, now: Date = new Date()): Promise<PromoCodeOffer> {
    const promo = await this.findValid(code, memberId, now);
    return { code: promo.code, discountPercent: promo.discountPercent, months: promo.months };
  }

  /** A page of the codes for the back office, newest first; only those containing `search` when given. */
  async page(query: ListPageQuery, search = '', now: Date = new Date()): Promise<Page<AdminPromoCode>> {
    const [codes, total] = await promoCodePage(this.dataSource.manager, pageWindow(query), search);
    return pageOf(codes.map((code) => toAdminPromoCode(code, now)), total, query);
  }

  /** A new code from the back office; a code that exists already (in any case) is refused. */
  async create(input: PromoCodeCreateInput, now: Date = new Date()): Promise<AdminPromoCode> {
    const id = await insertPromoCode(this.dataSource, input);
    if (id === null) throw new DomainError('PROMO_CODE_EXISTS', { code: input.code });
    return toAdminPromoCode((await promoCodeBy(this.dataSource.manager, { id }))!, now);
  }

  /** Ends a code now: no new order or payment may use it; orders already paid keep their discount. */
  async end(id: number, now: Date = new Date()): Promise<AdminPromoCode> {
    if (!(await promoCodeBy(this.dataSource.manager, { id }))) throw new DomainError('NOT_FOUND', { promoCodeId: id });
    await endPromoCode(this.dataSource, id, now);
    return toAdminPromoCode((await promoCodeBy(this.dataSource.manager, { id }))!, now);
  }

  /**
   * In the transaction recording the order's first payment (the member's row is locked): counts the
   * code and records the member's redemption, if the code is still usable, unused by the member and
   * this is their first paid order. Returns whether it did; the caller decides what a refusal means.
   */
  static async redeem(manager: EntityManager, order: OrderEntity, now: Date): Promise<boolean> {
    if (!(await countPromoRedemption(manager, order, now))) return false;
    await insertPromoRedemption(manager, order, now);
    return true;
  }
}
