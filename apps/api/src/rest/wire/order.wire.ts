import type { PromoCodeDto } from '@bonus/domain';
import type { PromoCodeOffer } from '@bonus/server';
import { wireMapper } from '../wire-mapping';

/** GET /promo_code. */
export const toPromoCodeWire = wireMapper(
  (offer: PromoCodeOffer): PromoCodeDto => ({ code: offer.code, discount_percent: offer.discountPercent, months: offer.months }),
);
