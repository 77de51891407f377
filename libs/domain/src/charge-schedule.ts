import { roundHalfUpDivide, wholeCrownCharge, type Halere } from './money';

/** What decides the amount of each monthly payment of an order. */
export interface ChargeSchedule {
  /** The regular monthly price. */
  monthlyHalere: Halere;
  /** The first payment of an upgrade (new price minus the prorated discount); null for a regular first month. */
  firstPaymentHalere: Halere | null;
  /** A promo code's percent discount and for how many monthly payments it lasts (0 and 0 without one). */
  promoPercent: number;
  promoMonths: number;
}

/**
 * The amount of payment number `paymentIndex` (0 = the first). The upgrade's prorated first month
 * wins over a promo for that month; the promo covers the first `promoMonths` payments. Always whole crowns.
 */
export function chargeForPayment(schedule: ChargeSchedule, paymentIndex: number): Halere {
  if (paymentIndex === 0 && schedule.firstPaymentHalere !== null) return wholeCrownCharge(schedule.firstPaymentHalere);
  if (paymentIndex < schedule.promoMonths && schedule.promoPercent > 0) {
    return wholeCrownCharge(roundHalfUpDivide(schedule.monthlyHalere * (100 - Math.min(schedule.promoPercent, 100)), 100));
  }
  return wholeCrownCharge(schedule.monthlyHalere);
}
