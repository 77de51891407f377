import { z } from 'zod';
import { httpUrl, TEXT_LIMITS, textTooLong } from './input-bounds';

/** What an outgoing webhook can be told of (issue "Third-party tools"). */
export const WEBHOOK_EVENT_TYPES = ['member.created', 'order.paid', 'order.canceled', 'payout.requested', 'payout.paid', 'payout.failed', 'bonus.published', 'bonus.terms_changed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Czech names of the events for the back office. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'member.created': 'Nový člen',
  'order.paid': 'Zaplacená objednávka',
  'order.canceled': 'Zrušená objednávka',
  'payout.requested': 'Žádost o výplatu',
  'payout.paid': 'Vyplacená výplata',
  'payout.failed': 'Neúspěšná výplata',
  'bonus.published': 'Zveřejněný bonus',
  'bonus.terms_changed': 'Změna podmínek bonusu',
};

/** Why a paid order ended, as `order.canceled` tells it. */
export const ORDER_CANCEL_REASONS = ['period_ended', 'provider', 'refunded', 'upgraded', 'membership_closed'] as const;
export type OrderCancelReason = (typeof ORDER_CANCEL_REASONS)[number];

/**
 * The `data` of each event as receivers get it: snake_case, whole Kč, ISO times, like the REST wire.
 * The services that record events and the back office's sample events are checked against it.
 */
export interface WebhookEventData {
  'member.created': { member_id: string; created_at: string };
  'order.paid': { order_id: string; member_id: string; payment_id: string; amount_czk: number; paid_at: string };
  'order.canceled': { order_id: string; member_id: string; reason: OrderCancelReason; canceled_at: string };
  'payout.requested': { payout_id: number; member_id: string; amount_czk: number; automatic: boolean };
  'payout.paid': { payout_id: number; member_id: string; amount_czk: number; paid_on: string };
  'payout.failed': { payout_id: number; member_id: string; amount_czk: number; reason: string };
  /** An admin made the bonus visible (created visible, or switched on); members see it within its window. */
  'bonus.published': { bonus_id: number; name: string; published_at: string; visible_from: string | null; visible_until: string | null };
  /** An admin changed the terms (GET /bonus_terms); `started_members` had started the offer under an older version. */
  'bonus.terms_changed': { bonus_id: number; name: string; version: number; changed_fields: string[]; changed_at: string; started_members: number };
}

/**
 * The name of an event in the GraphQL enum, whose names cannot hold dots: 'order.paid' is ORDER_PAID
 * on the wire (the payload and the mutations' inputs keep 'order.paid').
 */
export const webhookEventKey = (type: WebhookEventType): string => type.replace('.', '_').toUpperCase();

/** The event a GraphQL enum name (ORDER_PAID) or a payload name (order.paid) stands for, or null. */
export function webhookEventOf(name: string): WebhookEventType | null {
  return WEBHOOK_EVENT_TYPES.find((type) => type === name || webhookEventKey(type) === name) ?? null;
}

/** The Czech name of an event given either way; one the back office does not know is shown as it is. */
export function webhookEventLabel(name: string): string {
  const type = webhookEventOf(name);
  return type ? WEBHOOK_EVENT_LABELS[type] : `Neznámá událost (${name})`;
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Czech names of a delivery's state: still being sent, received, given up. */
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = { pending: 'Čeká', succeeded: 'Doručeno', failed: 'Selhalo' };

/**
 * How a receiver answered one attempt, in Czech: its HTTP status, or why there was no answer (the sender
 * records Node's fetch errors: a timeout, "fetch failed" for a refused or unknown address, or another text).
 */
export function webhookAnswerText({ statusCode, error }: { statusCode: number | null; error: string | null }): string {
  if (statusCode !== null) return `Adresa odpověděla HTTP ${statusCode}.`;
  if (error === WEBHOOK_INTERNAL_REFUSAL) return error;
  if (error && /timeout|aborted/i.test(error)) return 'Adresa neodpověděla včas.';
  return error && error !== 'fetch failed' ? `Spojení s adresou se nepodařilo (${error}).` : 'Spojení s adresou se nepodařilo.';
}

/** Why nothing was sent: in production the address (as written or as its name resolves) is in an internal network. */
export const WEBHOOK_INTERNAL_REFUSAL = 'Adresa vede do vnitřní sítě, webhook se na ni neposílá.';

/** The outcome of an admin's test event, in Czech. */
export function webhookTestResultText(result: { ok: boolean; statusCode: number | null; error: string | null }): string {
  return `${result.ok ? 'Testovací událost byla doručena.' : 'Testovací událost se nepodařilo doručit.'} ${webhookAnswerText(result)}`;
}

export const WEBHOOK_MESSAGES = {
  url: 'Zadejte platnou adresu URL (https://…)',
  httpsOnly: 'Adresa webhooku musí v produkci začínat https://',
  internalHost: 'Adresa webhooku musí být veřejná: localhost ani adresy vnitřní sítě nejsou povolené.',
  eventsRequired: 'Vyberte alespoň jednu událost.',
  eventUnknown: 'Neznámá událost.',
} as const;

/** A delivery is retried for this long after its event; then it is given up and shown as failed. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;

/** Events (and their deliveries, which are final by then) are kept this long, then deleted. */
export const WEBHOOK_RETENTION_DAYS = 30;

/** Waits after the 1st, 2nd, … failed attempt; the last repeats until the window closes (Stripe-like backoff). */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000, 5 * 60 * 60_000, 10 * 60 * 60_000];

/**
 * When a delivery that has failed `failedAttempts` times (≥ 1) is tried next, or null when the retry
 * window after its event's creation has closed (the delivery is then failed for good).
 */
export function nextWebhookAttempt(failedAttempts: number, eventCreatedAt: Date, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[Math.min(failedAttempts, RETRY_DELAYS_MS.length) - 1];
  const next = new Date(now.getTime() + delay);
  const closes = eventCreatedAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
  if (now.getTime() >= closes) return null;
  return next.getTime() > closes ? new Date(closes) : next;
}

/**
 * An endpoint as an admin registers it. In production: `requireHttps`, and `isInternalUrl` (the
 * server's check of the host against internal networks) refuses what it flags.
 */
export function webhookEndpointInputSchema({ requireHttps, isInternalUrl }: { requireHttps: boolean; isInternalUrl?: (url: string) => boolean }) {
  return z.object({
    url: httpUrl(WEBHOOK_MESSAGES.url)
      .refine((url) => !requireHttps || url.startsWith('https://'), { error: WEBHOOK_MESSAGES.httpsOnly })
      .refine((url) => !isInternalUrl?.(url), { error: WEBHOOK_MESSAGES.internalHost }),
    description: z.string().trim().max(TEXT_LIMITS.line, { error: textTooLong(TEXT_LIMITS.line) }).default(''),
    events: z
      .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.eventUnknown }), { error: WEBHOOK_MESSAGES.eventsRequired })
      .min(1, { error: WEBHOOK_MESSAGES.eventsRequired })
      .transform((events) => [...new Set(events)]),
  });
}

export type WebhookEndpointInput = z.infer<ReturnType<typeof webhookEndpointInputSchema>>;
