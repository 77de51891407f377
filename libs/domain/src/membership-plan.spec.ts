import { lockedGenerationPriceText, paymentDescription, paymentMethodLabel, paymentRecordStatus, planBilling, planBillingText } from './membership-plan';

const NBSP = '\u00a0';
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const now = new Date('2026-11-25T12:00:00Z');
const periodEnd = new Date('2026-12-12T10:00:00Z');

describe('plan card: the next charge', () => {
  it('is charged on the period end, of what the order charges next', () => {
    const billing = planBilling({ expiresAt: periodEnd, cancelAtPeriodEnd: false, nextPaymentAmount: 719 }, now);
    expect(billing).toEqual({ kind: 'renews', date: periodEnd, amount: 719 });
    expect(plain(planBillingText(billing))).toBe('Další platba 12. 12. 2026: 719 Kč');
  });

  it('is none for a plan cancelled at period end: it says when the membership ends', () => {
    const billing = planBilling({ expiresAt: periodEnd, cancelAtPeriodEnd: true, nextPaymentAmount: 899 }, now);
    expect(billing).toEqual({ kind: 'ends', date: periodEnd });
    expect(plain(planBillingText(billing))).toBe('Členství skončí 12. 12. 2026');
  });

  it('is none for a free member, an order without a period or a period that is over', () => {
    expect(planBilling(null, now)).toEqual({ kind: 'none' });
    expect(planBilling({ expiresAt: null, cancelAtPeriodEnd: false, nextPaymentAmount: 899 }, now)).toEqual({ kind: 'none' });
    expect(planBilling({ expiresAt: now, cancelAtPeriodEnd: false, nextPaymentAmount: 899 }, now)).toEqual({ kind: 'none' });
    expect(planBillingText({ kind: 'none' })).toBe('Žádná další platba');
  });
});

describe('plan card: texts', () => {
  it('names the generation whose price the member keeps', () => {
    expect(lockedGenerationPriceText(1, 899)).toBe(`Cena 1. generace zamčena: 899${NBSP}Kč měsíčně`);
    expect(plain(lockedGenerationPriceText(2, 1124))).toBe('Cena 2. generace zamčena: 1 124 Kč měsíčně');
  });

  it('shows the card when the provider gives it, else the provider', () => {
    expect(paymentMethodLabel({ provider: 'stripe', cardBrand: 'visa', cardLast4: '4242' })).toBe('Visa •••• 4242');
    expect(paymentMethodLabel({ provider: 'stripe', cardBrand: 'MasterCard', cardLast4: '5100' })).toBe('Mastercard •••• 5100');
    expect(paymentMethodLabel({ provider: 'stripe', cardBrand: 'link', cardLast4: '0005' })).toBe('Karta •••• 0005');
    expect(paymentMethodLabel({ provider: 'stripe', cardBrand: null, cardLast4: '0005' })).toBe('Karta •••• 0005');
    expect(paymentMethodLabel({ provider: 'stripe', cardBrand: 'visa', cardLast4: null })).toBe('Platební karta přes Stripe');
    expect(paymentMethodLabel({ provider: 'stripe', cardBrand: 'visa', cardLast4: '42' })).toBe('Platební karta přes Stripe');
    expect(paymentMethodLabel({ provider: 'local', cardBrand: null, cardLast4: null })).toBe('Místní platební brána');
  });

  it('labels a payment paid, partly refunded or refunded', () => {
    expect(paymentRecordStatus(899, 0)).toEqual({ label: 'Zaplaceno', tone: 'success' });
    expect(paymentRecordStatus(899, 100)).toEqual({ label: 'Částečně vráceno', tone: 'warning' });
    expect(paymentRecordStatus(899, 899)).toEqual({ label: 'Vráceno', tone: 'neutral' });
  });

  it('describes an upgrade’s first payment as the move, others as the month', () => {
    expect(paymentDescription('Premium', true)).toBe('Přechod na Premium');
    expect(paymentDescription('Basic', false)).toBe('Členství Basic – měsíční platba');
  });
});
