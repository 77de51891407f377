import fc from 'fast-check';
import { displayTotal, laterMonthsNote, registrationPrice } from './registration-price';
import { daysUntilExpiry, isSubscriptionActive, showsDaysRemainingBadge } from './subscription';
import { chargeForPayment } from './charge-schedule';
import { upgradePrice } from './upgrade-price';

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

describe('subscription', () => {
  const now = at('2026-11-22T12:00:00Z');

  it('is active when free, or active and not past expiry', () => {
    expect(isSubscriptionActive({ tier: 'free', status: null, expiresAt: null }, now)).toBe(true);
    expect(isSubscriptionActive({ tier: 'basic', status: 'active', expiresAt: at('2026-12-01T00:00:00Z') }, now)).toBe(true);
    expect(isSubscriptionActive({ tier: 'basic', status: 'active', expiresAt: null }, now)).toBe(true);
    expect(isSubscriptionActive({ tier: 'basic', status: 'active', expiresAt: at('2026-11-22T11:59:59Z') }, now)).toBe(false);
    expect(isSubscriptionActive({ tier: 'premium', status: 'past_due', expiresAt: at('2026-12-01T00:00:00Z') }, now)).toBe(false);
    expect(isSubscriptionActive({ tier: 'premium', status: 'trialing', expiresAt: at('2026-12-01T00:00:00Z') }, now)).toBe(false);
  });

  it('counts days until expiry rounded up, never below zero, null without expiry', () => {
    expect(daysUntilExpiry(null, now)).toBeNull();
    expect(daysUntilExpiry(new Date(now.getTime() + 1), now)).toBe(1);
    expect(daysUntilExpiry(new Date(now.getTime() + 7 * DAY), now)).toBe(7);
    expect(daysUntilExpiry(new Date(now.getTime() + 7 * DAY + 1), now)).toBe(8);
    expect(daysUntilExpiry(new Date(now.getTime() - 5 * DAY), now)).toBe(0);
  });

  it('shows the days-remaining badge only for paid plans with more than 7 days left', () => {
    expect(showsDaysRemainingBadge('basic', 8)).toBe(true);
    expect(showsDaysRemainingBadge('premium', 7)).toBe(false);
    expect(showsDaysRemainingBadge('free', 30)).toBe(false);
    expect(showsDaysRemainingBadge('basic', null)).toBe(false);
  });
});

describe('upgrade price', () => {
  const period = { lastPaidHalere: 89_900, periodStart: at('2026-11-01T00:00:00Z'), periodEnd: at('2026-12-01T00:00:00Z') };

  it('discounts the unused part of the last payment', () => {
    // 10 of 30 days used: 2/3 of 899 Kč = 599,33 Kč remain.
    // 599,33 Kč of the last payment is unused: the first month is charged as the screens show it, 700 Kč.
    expect(upgradePrice(129_900, period, at('2026-11-11T00:00:00Z'))).toEqual({ discountHalere: 59_900, firstMonthHalere: 70_000, laterMonthsHalere: 129_900 });
  });

  it('gives the whole payment back at the start and nothing at the end', () => {
    expect(upgradePrice(129_900, period, period.periodStart).discountHalere).toBe(89_900);
    expect(upgradePrice(129_900, period, at('2026-12-05T00:00:00Z')).discountHalere).toBe(0);
  });

  it('caps the discount at the new price', () => {
    expect(upgradePrice(50_000, period, period.periodStart)).toEqual({ discountHalere: 50_000, firstMonthHalere: 0, laterMonthsHalere: 50_000 });
  });

  it('charges the full price without a previous payment', () => {
    expect(upgradePrice(129_900, null, period.periodStart).firstMonthHalere).toBe(129_900);
    expect(upgradePrice(129_900, { ...period, lastPaidHalere: 0 }, period.periodStart).discountHalere).toBe(0);
    expect(upgradePrice(129_900, { ...period, periodEnd: period.periodStart }, period.periodStart).discountHalere).toBe(0);
  });

  it('keeps 0 ≤ discount ≤ new price and first month + discount = new price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 90 * DAY }),
        fc.integer({ min: -10 * DAY, max: 100 * DAY }),
        (newPriceCzk, lastPaid, length, offset) => {
          const newPrice = newPriceCzk * 100; // prices are whole crowns (generationPriceHalere)
          const start = at('2026-01-01T00:00:00Z');
          const result = upgradePrice(newPrice, { lastPaidHalere: lastPaid, periodStart: start, periodEnd: new Date(start.getTime() + length) }, new Date(start.getTime() + offset));
          expect(result.discountHalere).toBeGreaterThanOrEqual(0);
          expect(result.discountHalere).toBeLessThanOrEqual(newPrice);
          expect(result.firstMonthHalere + result.discountHalere).toBe(newPrice);
          expect(Number.isInteger(result.discountHalere)).toBe(true);
          expect(result.firstMonthHalere % 100).toBe(0);
        },
      ),
    );
  });
});

describe('registration price display', () => {
  it('shows a total of 1 Kč or less as 0', () => {
    expect(displayTotal(1)).toBe(0);
    expect(displayTotal(0.5)).toBe(0);
    expect(displayTotal(2)).toBe(2);
  });

  it('applies the promo percent for its months', () => {
    expect(registrationPrice(899, { discountPercent: 20, months: 3 })).toEqual({
      firstPayment: 719,
      promoMonthly: 719,
      promoMonths: 3,
      regularMonthly: 899,
      promoLabel: 'Sleva 20\u00a0% na 3\u00a0měsíce',
    });
    expect(registrationPrice(1299, { discountPercent: 10, months: 1 }).promoLabel).toBe('Sleva 10\u00a0% na 1\u00a0měsíc');
    expect(registrationPrice(1299, { discountPercent: 100, months: 6 })).toMatchObject({ firstPayment: 0, promoLabel: 'Sleva 100\u00a0% na 6\u00a0měsíců' });
  });

  it('ignores an empty promo', () => {
    expect(registrationPrice(899, null)).toEqual({ firstPayment: 899, promoMonthly: 899, promoMonths: 0, regularMonthly: 899, promoLabel: null });
    expect(registrationPrice(899, { discountPercent: 0, months: 3 }).promoLabel).toBeNull();
    expect(registrationPrice(0, null).firstPayment).toBe(0);
  });
});

describe('charges', () => {
  const schedule = { monthlyHalere: 89_900, firstPaymentHalere: null, promoPercent: 50, promoMonths: 1 };

  it('charges a promo month in whole crowns, as the registration screen shows it', () => {
    expect(chargeForPayment(schedule, 0)).toBe(45_000);
    expect(registrationPrice(899, { discountPercent: 50, months: 1 }).firstPayment).toBe(450);
    expect(chargeForPayment(schedule, 1)).toBe(89_900);
  });

  it('charges an upgrade first month in whole crowns', () => {
    expect(chargeForPayment({ ...schedule, firstPaymentHalere: 84_950 }, 0)).toBe(85_000);
  });

  it('charges exactly what the registration screen shows for every price and promo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 12 }), (monthly, percent, months) => {
        const shown = registrationPrice(monthly, { discountPercent: percent, months });
        const charged = (index: number) => chargeForPayment({ monthlyHalere: monthly * 100, firstPaymentHalere: null, promoPercent: percent, promoMonths: months }, index);
        expect(charged(0)).toBe(shown.firstPayment * 100);
        expect(charged(months - 1)).toBe(shown.promoMonthly * 100);
        expect(charged(months)).toBe(shown.regularMonthly * 100);
      }),
    );
  });
});

describe('laterMonthsNote', () => {
  it('says a promo price holds for all its months, and an upgrade reduction for the first only', () => {
    expect(laterMonthsNote({ monthly: 899, promoPercent: 20, promoMonths: 3 })).toBe('Tato cena platí první 3\u00a0měsíce, pak 899\u00a0Kč měsíčně.');
    expect(laterMonthsNote({ monthly: 899, promoPercent: 50, promoMonths: 1 })).toBe('Další měsíce: 899\u00a0Kč měsíčně.');
    expect(laterMonthsNote({ monthly: 1299, promoPercent: 0, promoMonths: 0 })).toBe('Další měsíce: 1\u00a0299\u00a0Kč měsíčně.');
  });
});
