import { checkoutCharges } from './checkout-summary';

const NOV_29 = new Date('2026-11-29T10:00:00Z');
const base = { monthly: 899, firstPayment: null, promoPercent: 0, promoMonths: 0, now: NOV_29 };

describe('checkoutCharges', () => {
  it('charges the full monthly price today and again one month later without a discount', () => {
    expect(checkoutCharges(base)).toEqual({ chargedToday: 899, discount: 0, discountReason: null, nextChargeDate: new Date('2026-12-29T10:00:00Z'), nextCharge: 899 });
  });

  it('takes a promo percent off today in whole crowns (50 % of 899 Kč is 450 Kč) and keeps it for the next payment while the promo lasts', () => {
    const charges = checkoutCharges({ ...base, promoPercent: 50, promoMonths: 3 });
    expect(charges).toMatchObject({ chargedToday: 450, discount: 449, discountReason: 'promo', nextCharge: 450 });
  });

  it('charges the regular price again after a one-month promo', () => {
    expect(checkoutCharges({ ...base, promoPercent: 20, promoMonths: 1 })).toMatchObject({ chargedToday: 719, discount: 180, nextCharge: 899 });
  });

  it('ignores a percent without months', () => {
    expect(checkoutCharges({ ...base, promoPercent: 20, promoMonths: 0 })).toMatchObject({ chargedToday: 899, discount: 0, discountReason: null });
  });

  it("charges an upgrade's prorated first month today, then the full new price", () => {
    expect(checkoutCharges({ ...base, monthly: 1299, firstPayment: 712 })).toMatchObject({ chargedToday: 712, discount: 587, discountReason: 'upgrade', nextCharge: 1299 });
  });

  it('shows no discount for an upgrade with nothing left of the current plan', () => {
    expect(checkoutCharges({ ...base, monthly: 1299, firstPayment: 1299 })).toMatchObject({ chargedToday: 1299, discount: 0, discountReason: null });
  });

  it("charges nothing for a first month of 1 Kč or less, as every charge does", () => {
    expect(checkoutCharges({ ...base, promoPercent: 100, promoMonths: 1 })).toMatchObject({ chargedToday: 0, discount: 899 });
  });

  it('puts the next charge on the last day of a shorter month (31. 1. → 28. 2.)', () => {
    expect(checkoutCharges({ ...base, now: new Date('2027-01-31T12:00:00Z') }).nextChargeDate).toEqual(new Date('2027-02-28T12:00:00Z'));
  });
});
