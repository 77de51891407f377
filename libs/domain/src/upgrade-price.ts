import { wholeCrownCharge, type Halere } from './money';

export interface PaidPeriod {
  /** What the member last paid, in haléře. */
  lastPaidHalere: Halere;
  periodStart: Date;
  periodEnd: Date;
}

export interface UpgradePrice {
  discountHalere: Halere;
  firstMonthHalere: Halere;
  laterMonthsHalere: Halere;
}

/**
 * Upgrade price (spec section 9): the discount is the prorated remaining value of the last payment for
 * the unused share of its period, capped at the new price. The first month costs the new price minus
 * the discount; later months the full price. Exact integer arithmetic; the first month is charged in
 * whole crowns (wholeCrownCharge), and the discount is what that leaves off the new price.
 */
export function upgradePrice(newPriceHalere: Halere, current: PaidPeriod | null, now: Date): UpgradePrice {
  const full = { discountHalere: 0, firstMonthHalere: newPriceHalere, laterMonthsHalere: newPriceHalere };
  if (!current || current.lastPaidHalere <= 0) return full;
  const start = BigInt(current.periodStart.getTime());
  const end = BigInt(current.periodEnd.getTime());
  const at = BigInt(Math.min(Math.max(now.getTime(), current.periodStart.getTime()), current.periodEnd.getTime()));
  if (end <= start) return full;
  const numerator = BigInt(current.lastPaidHalere) * (end - at) * 2n + (end - start);
  const remaining = Number(numerator / ((end - start) * 2n));
  const firstMonthHalere = wholeCrownCharge(newPriceHalere - Math.min(remaining, newPriceHalere));
  return { discountHalere: newPriceHalere - firstMonthHalere, firstMonthHalere, laterMonthsHalere: newPriceHalere };
}
