import type { PromoCodeState } from '@bonus/domain';

/** A code the member may use now: a percent off the first months of their first paid order. */
export interface PromoCodeOffer {
  code: string;
  discountPercent: number;
  months: number;
}

/** A promo code as the back office manages it, with where it stands now. */
export interface AdminPromoCode extends PromoCodeOffer {
  id: number;
  validFrom: Date | null;
  validUntil: Date | null;
  /** Paid orders that may use it; null for no limit. */
  maxRedemptions: number | null;
  redemptions: number;
  state: PromoCodeState;
  /** The state in Czech. */
  stateLabel: string;
}
