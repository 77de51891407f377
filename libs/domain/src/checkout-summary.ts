import { chargeForPayment } from './charge-schedule';
import { czkToHalere, halereToWholeCzk } from './money';
import { addOneMonth } from './order-input';

/** What a checkout is about to charge, as its summary needs it (whole Kč, as the order carries them). */
export interface CheckoutChargeInput {
  /** The regular monthly price of the tier in the member's generation. */
  monthly: number;
  /** An upgrade's prorated first month (the order's next payment); null for a regular first month. */
  firstPayment: number | null;
  /** A promo code's percent off and how many monthly payments it covers (0 and 0 without one). */
  promoPercent: number;
  promoMonths: number;
  /** When the member pays: the paid month runs from here (order-input's addOneMonth, as the server extends it). */
  now: Date;
}

export interface CheckoutCharges {
  /** What the gateway charges now. */
  chargedToday: number;
  /** What comes off the regular price today: the promo's percent or the unused rest of the current plan. */
  discount: number;
  discountReason: 'promo' | 'upgrade' | null;
  /** The second payment: its day (one calendar month on) and amount (a promo may still cover it). */
  nextChargeDate: Date;
  nextCharge: number;
}

/**
 * The figures of the checkout summary, from the same charge schedule the server bills by (chargeForPayment), so
 * "Dnes zaplatíte" is what the gateway charges: an upgrade's prorated month wins over a promo for the first
 * payment, a promo covers its first months, every charge is whole crowns.
 */
export function checkoutCharges({ monthly, firstPayment, promoPercent, promoMonths, now }: CheckoutChargeInput): CheckoutCharges {
  const schedule = {
    monthlyHalere: czkToHalere(monthly),
    firstPaymentHalere: firstPayment === null ? null : czkToHalere(firstPayment),
    promoPercent: promoMonths > 0 ? promoPercent : 0,
    promoMonths,
  };
  const chargedToday = halereToWholeCzk(chargeForPayment(schedule, 0));
  const discount = Math.max(0, monthly - chargedToday);
  const discountReason = discount === 0 ? null : firstPayment !== null ? 'upgrade' : 'promo';
  return { chargedToday, discount, discountReason, nextChargeDate: addOneMonth(now), nextCharge: halereToWholeCzk(chargeForPayment(schedule, 1)) };
}
