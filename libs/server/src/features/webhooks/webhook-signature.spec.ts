import { createHmac } from 'node:crypto';
import { newWebhookSecret, signWebhook, verifyWebhookSignature } from './webhook-signature';

describe('webhook signatures', () => {
  const secret = 'whsec_test';
  const body = '{"id":"evt_1","type":"order.paid"}';
  const t = 1_795_000_000;

  it('signs "timestamp.body" with HMAC-SHA256 in Stripe\'s header form', () => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signWebhook(secret, body, t)).toBe(`t=${t},v1=${expected}`);
  });

  it('verifies its own signature and refuses a changed body, another secret or an old timestamp', () => {
    const header = signWebhook(secret, body, t);
    const now = t * 1000 + 60_000;
    expect(verifyWebhookSignature(secret, header, body, { now })).toBe(true);
    expect(verifyWebhookSignature(secret, header, body.replace('paid', 'canceled'), { now })).toBe(false);
    expect(verifyWebhookSignature('whsec_other', header, body, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, { now: t * 1000 + 301_000 })).toBe(false);
    expect(verifyWebhookSignature(secret, 'garbage', body, { now })).toBe(false);
  });

  it('makes long random secrets', () => {
    const secrets = new Set([newWebhookSecret(), newWebhookSecret()]);
    expect(secrets.size).toBe(2);
    for (const s of secrets) expect(s).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  });
});
