import { Agent, fetch } from 'undici';
import { toUnixSeconds, WEBHOOK_INTERNAL_REFUSAL, type WebhookEventType } from '@bonus/domain';
import { hasInternalHost, publicOnlyLookup } from './public-address';
import type { WebhookSendResult } from './webhook.read-model';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature';

/** A receiver that does not answer within this long has failed the attempt. */
const SEND_TIMEOUT_MS = 10_000;

export interface WebhookMessage {
  eventId: string;
  type: WebhookEventType;
  createdAt: Date;
  data: Record<string, unknown>;
}

/** The body every receiver gets: the event's id (for de-duplication), type, time and data. */
export function webhookBody(message: WebhookMessage): string {
  return JSON.stringify({ id: message.eventId, type: message.type, created: toUnixSeconds(message.createdAt), data: message.data });
}

/** Connections whose every address is checked as public when it is resolved (production). */
const publicOnlyAgent = new Agent({ connect: { lookup: publicOnlyLookup } });
const INTERNAL_REFUSED: WebhookSendResult = { ok: false, statusCode: null, error: WEBHOOK_INTERNAL_REFUSAL };

/**
 * POSTs one signed event. Redirects are not followed (a registered URL must answer itself) and any
 * 2xx counts as received. `publicOnly` (production) refuses addresses in internal networks, written
 * in the URL or resolved from its name.
 */
export async function sendWebhook(url: string, secret: string, message: WebhookMessage, { now = new Date(), publicOnly = false } = {}): Promise<WebhookSendResult> {
  const body = webhookBody(message);
  // An IP literal is never looked up, so the agent's check would not see it.
  if (publicOnly && hasInternalHost(url)) return INTERNAL_REFUSED;
  try {
    const response = await fetch(url, {
      ...(publicOnly && { dispatcher: publicOnlyAgent }),
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'BonusKlub-Webhooks/1',
        'bonus-event-id': message.eventId,
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, toUnixSeconds(now)),
      },
      body,
    });
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    return { ok, statusCode: response.status, error: ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'EINTERNALADDRESS') return INTERNAL_REFUSED;
    return { ok: false, statusCode: null, error: error instanceof Error ? error.message.slice(0, 300) : 'send failed' };
  }
}
