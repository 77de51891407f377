import { DataSource } from 'typeorm';
import { DomainError, PromoCodeDto } from '@bonus/domain';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { PromoCodeEntity } from './promo-code.entity';

/** Guessing codes is slowed down per member. */
const PROMO_CODE_ATTEMPTS = { bucket: 'promo_code:user', limit: 20, windowSeconds: 3600 };

/** Promo codes: a percent off the first months of a registration, checked on the server. */
export class PromoCodeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /**
   * An active, unexpired code with redemptions left, or PROMO_CODE_INVALID. `code` is already
   * normalised (upper case); `memberId` is whose attempt it is.
   */
  async findValid(code: string, memberId: string, now: Date = new Date()): Promise<PromoCodeEntity> {
    await this.rateLimiter.hit(PROMO_CODE_ATTEMPTS, memberId, now);
    const promo = await this.dataSource.getRepository(PromoCodeEntity).findOneBy({ code });
    const usable =
      promo?.active &&
      (promo.validUntil === null || promo.validUntil > now) &&
      (promo.maxRedemptions === null || promo.redemptions < promo.maxRedemptions);
    if (!promo || !usable) throw new DomainError('PROMO_CODE_INVALID');
    return promo;
  }

  async check(code: string, memberId: string, now: Date = new Date()): Promise<PromoCodeDto> {
    const promo = await this.findValid(code, memberId, now);
    return { code: promo.code, discount_percent: promo.discountPercent, months: promo.months };
  }
}
