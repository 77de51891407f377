import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header every delivery carries, like Stripe's: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'bonus-signature';

/** A new endpoint's signing secret: 32 random bytes, prefixed so it is recognisable when leaked. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

const digest = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`;
}

/**
 * What a receiver does (docs/webhooks.md shows the same in a few lines): recompute the HMAC over the
 * timestamp and the raw body, compare in constant time, and refuse old timestamps (replays).
 */
export function verifyWebhookSignature(secret: string, header: string, body: string, { now = Date.now(), toleranceSeconds = 300 } = {}): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1');
  if (!Number.isInteger(timestamp) || !signature || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(digest(secret, timestamp, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
