import { formatCzechDate, formatCzk } from './money';
import type { PaymentProvider } from './orders';

/** What the plan card says about the next payment: a date and amount, the end of a cancelled plan, or nothing. */
export type PlanBilling = { kind: 'renews'; date: Date; amount: number } | { kind: 'ends'; date: Date } | { kind: 'none' };

/**
 * The next charge of a paid plan: on the paid period's end, of what the order's schedule charges next
 * (whole Kč); a plan cancelled at period end is not charged again and ends then; a plan whose period
 * is over (or a free member) has none.
 */
export function planBilling(order: { expiresAt: Date | null; cancelAtPeriodEnd: boolean; nextPaymentAmount: number } | null, now: Date): PlanBilling {
  if (!order?.expiresAt || order.expiresAt.getTime() <= now.getTime()) return { kind: 'none' };
  if (order.cancelAtPeriodEnd) return { kind: 'ends', date: order.expiresAt };
  return { kind: 'renews', date: order.expiresAt, amount: order.nextPaymentAmount };
}

/** The plan card's billing line: "Další platba 12. 12. 2026: 899 Kč" or "Členství skončí 12. 12. 2026". */
export function planBillingText(billing: PlanBilling): string {
  if (billing.kind === 'renews') return `Další platba ${formatCzechDate(billing.date)}: ${formatCzk(billing.amount)}`;
  if (billing.kind === 'ends') return `Členství skončí ${formatCzechDate(billing.date)}`;
  return 'Žádná další platba';
}

/** A member keeps the price of the generation they joined in (spec section 1, generations): "Cena 1. generace zamčena: 899 Kč měsíčně". */
export function lockedGenerationPriceText(generationNumber: number, monthlyCzk: number): string {
  return `Cena ${generationNumber}. generace zamčena: ${formatCzk(monthlyCzk)} měsíčně`;
}

export interface PaymentMethod {
  provider: PaymentProvider;
  /** The card network as the provider names it (Stripe: "visa", "mastercard"…), when the provider tells. */
  cardBrand: string | null;
  cardLast4: string | null;
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  maestro: 'Maestro',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa •••• 4242" when the provider gives the card, else how the member pays: "Platební karta přes Stripe", "Místní platební brána". */
export function paymentMethodLabel({ provider, cardBrand, cardLast4 }: PaymentMethod): string {
  if (cardLast4 && /^\d{4}$/.test(cardLast4)) {
    const brand = cardBrand ? (CARD_BRANDS[cardBrand.toLowerCase()] ?? 'Karta') : 'Karta';
    return `${brand} •••• ${cardLast4}`;
  }
  return provider === 'stripe' ? 'Platební karta přes Stripe' : 'Místní platební brána';
}

export type PaymentRecordStatus = { label: 'Zaplaceno'; tone: 'success' } | { label: 'Částečně vráceno'; tone: 'warning' } | { label: 'Vráceno'; tone: 'neutral' };

/** A payment in the history: paid, partly or wholly refunded (amounts in the same unit). */
export function paymentRecordStatus(amount: number, refunded: number): PaymentRecordStatus {
  if (refunded <= 0) return { label: 'Zaplaceno', tone: 'success' };
  if (refunded >= amount) return { label: 'Vráceno', tone: 'neutral' };
  return { label: 'Částečně vráceno', tone: 'warning' };
}

/** What a payment paid for: the first payment of an upgrade is the move to the tier, the rest are its months. */
export function paymentDescription(tierName: string, upgradeFirstPayment: boolean): string {
  return upgradeFirstPayment ? `Přechod na ${tierName}` : `Členství ${tierName} – měsíční platba`;
}
