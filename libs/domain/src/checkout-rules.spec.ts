import { checkoutRefusalError, CheckoutOrder, CheckoutTerms, PAYMENT_REFUSAL_REASONS, PAYMENT_REFUSALS, paymentRefusal, sameCheckoutTerms } from './checkout-rules';

const NOW = new Date('2026-11-25T10:00:00Z');
const LATER = new Date('2026-12-25T10:00:00Z');
const order = (id: string, tierId: number, extra: Partial<CheckoutOrder> = {}): CheckoutOrder => ({ id, tierId, status: 'incomplete', expiresAt: null, replacesOrderId: null, ...extra });
const paid = (id: string, tierId: number, extra: Partial<CheckoutOrder> = {}) => order(id, tierId, { status: 'active', expiresAt: LATER, ...extra });

describe('paymentRefusal: one live order, one charge', () => {
  it('lets a first order be paid when nothing else is paid', () => {
    expect(paymentRefusal(order('a', 2), [order('old', 3, { status: 'canceled' })], NOW)).toBeNull();
  });

  it('refuses a second order for a tier the member already holds, or a lower one', () => {
    expect(paymentRefusal(order('b', 2), [paid('a', 2)], NOW)).toBe('tier_held');
    expect(paymentRefusal(order('b', 2), [paid('a', 3)], NOW)).toBe('tier_held');
    expect(paymentRefusal(order('b', 3, { replacesOrderId: 'a' }), [paid('a', 2), paid('c', 3)], NOW)).toBe('tier_held');
  });

  it('refuses an order priced without the membership paid since (two registration checkouts: basic, then premium)', () => {
    expect(paymentRefusal(order('b', 3), [paid('a', 2)], NOW)).toBe('stale_price');
  });

  it('lets an upgrade be paid while the membership it was priced against runs, not after it ended', () => {
    expect(paymentRefusal(order('u', 3, { replacesOrderId: 'a' }), [paid('a', 2)], NOW)).toBeNull();
    expect(paymentRefusal(order('u', 3, { replacesOrderId: 'a' }), [paid('a', 2, { status: 'canceled' })], NOW)).toBe('stale_price');
    expect(paymentRefusal(order('u', 3, { replacesOrderId: 'a' }), [paid('a', 2, { expiresAt: NOW })], NOW)).toBe('stale_price');
    expect(paymentRefusal(order('u', 3, { replacesOrderId: 'a' }), [], NOW)).toBe('stale_price');
  });

  it('ignores the order itself and memberships whose period is over', () => {
    expect(paymentRefusal(paid('a', 2), [paid('a', 2)], NOW)).toBeNull();
    expect(paymentRefusal(order('b', 2), [paid('a', 3, { expiresAt: new Date('2026-11-01T00:00:00Z') })], NOW)).toBeNull();
    expect(paymentRefusal(order('b', 2), [paid('a', 3, { status: 'past_due' })], NOW)).toBe('tier_held');
  });

  it('answers a refused checkout with its own coded error', () => {
    expect(checkoutRefusalError('tier_held')).toBe('TIER_ALREADY_HELD');
    expect(checkoutRefusalError('stale_price')).toBe('ORDER_PRICE_CHANGED');
  });

  it('has a Czech reason for every refusal', () => {
    for (const refusal of PAYMENT_REFUSALS) expect(PAYMENT_REFUSAL_REASONS[refusal]).toMatch(/\p{Ll}/u);
  });
});

describe('sameCheckoutTerms', () => {
  const terms: CheckoutTerms = { tierId: 2, generationId: 1, amountHalere: 89900, firstPaymentHalere: null, replacesOrderId: null, promoCodeId: null, subscriptionScope: 'registration', provider: 'local' };

  it('is the same checkout only when everything it charges is the same', () => {
    expect(sameCheckoutTerms(terms, { ...terms })).toBe(true);
    const changes: Array<Partial<CheckoutTerms>> = [{ tierId: 3 }, { generationId: 2 }, { amountHalere: 89800 }, { firstPaymentHalere: 40000 }, { replacesOrderId: 'x' }, { promoCodeId: 1 }, { subscriptionScope: 'settings' }, { provider: 'stripe' }];
    for (const change of changes) {
      expect(sameCheckoutTerms(terms, { ...terms, ...change })).toBe(false);
    }
  });
});
