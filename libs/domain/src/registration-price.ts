import { formatMonths } from './czech-plural';
import { formatCzk, formatPercent } from './money';

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

/**
 * What the months after the first payment cost, as the payment step and the gateway say it: a promo
 * price holds for all its months, an upgrade's reduction for the first month only.
 */
export function laterMonthsNote({ monthly, promoPercent, promoMonths }: { monthly: number; promoPercent: number; promoMonths: number }): string {
  const then = `${formatCzk(monthly)} měsíčně`;
  return promoPercent > 0 && promoMonths > 1 ? `Tato cena platí první ${formatMonths(promoMonths)}, pak ${then}.` : `Další měsíce: ${then}.`;
}
