import { toUnixSeconds, type WebhookEventType } from '@bonus/domain';
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

/**
 * POSTs one signed event. Redirects are not followed (a registered URL must answer itself) and any
 * 2xx counts as received.
 */
export async function sendWebhook(url: string, secret: string, message: WebhookMessage, now = new Date()): Promise<WebhookSendResult> {
  const body = webhookBody(message);
  try {
    const response = await fetch(url, {
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
    return { ok: false, statusCode: null, error: error instanceof Error ? error.message.slice(0, 300) : 'send failed' };
  }
}
