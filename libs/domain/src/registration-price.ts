import { formatMonths, formatPercent } from './money';

export interface PromoCode {
  discountPercent: number;
  months: number;
}

export interface RegistrationPrice {
  /** What is charged now, in whole Kč. */
  firstPayment: number;
  /** Monthly price while the promo lasts (equal to the regular price without a promo). */
  promoMonthly: number;
  promoMonths: number;
  regularMonthly: number;
  /** e.g. "Sleva 20 % na 3 měsíce"; null without a promo. */
  promoLabel: string | null;
}

/** A total of 1 Kč or less is shown as 0 (spec section 9). */
export function displayTotal(total: number): number {
  return total <= 1 ? 0 : total;
}

/** Registration price overview: the promo percent applies for its number of months. */
export function registrationPrice(monthlyPrice: number, promo: PromoCode | null): RegistrationPrice {
  const valid = promo && promo.discountPercent > 0 && promo.months > 0 ? promo : null;
  const percent = valid ? Math.min(valid.discountPercent, 100) : 0;
  const promoMonthly = displayTotal(Math.round((monthlyPrice * (100 - percent)) / 100));
  return {
    firstPayment: valid ? promoMonthly : displayTotal(monthlyPrice),
    promoMonthly,
    promoMonths: valid?.months ?? 0,
    regularMonthly: displayTotal(monthlyPrice),
    promoLabel: valid ? `Sleva ${formatPercent(percent)} na ${formatMonths(valid.months)}` : null,
  };
}
