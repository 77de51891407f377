import {
  nextWebhookAttempt,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_RETRY_WINDOW_MS,
  webhookAnswerText,
  WEBHOOK_INTERNAL_REFUSAL,
  webhookEndpointInputSchema,
  webhookEventKey,
  webhookEventLabel,
  webhookEventOf,
  webhookTestResultText,
} from './webhooks';

const minutes = (n: number) => n * 60_000;

describe('nextWebhookAttempt', () => {
  const created = new Date('2026-11-24T10:00:00Z');

  it('backs off: 1 min, 5 min, 30 min, 2 h, 5 h, then every 10 h', () => {
    const after = (failed: number) => (nextWebhookAttempt(failed, created, created)!.getTime() - created.getTime()) / 60_000;
    expect([1, 2, 3, 4, 5, 6, 7].map(after)).toEqual([1, 5, 30, 120, 300, 600, 600]);
  });

  it('never schedules past 24 h after the event, and gives up once they have passed', () => {
    const late = new Date(created.getTime() + WEBHOOK_RETRY_WINDOW_MS - minutes(30));
    expect(nextWebhookAttempt(6, created, late)).toEqual(new Date(created.getTime() + WEBHOOK_RETRY_WINDOW_MS));
    expect(nextWebhookAttempt(7, created, new Date(created.getTime() + WEBHOOK_RETRY_WINDOW_MS))).toBeNull();
  });
});

describe('webhookEndpointInputSchema', () => {
  const production = webhookEndpointInputSchema({ requireHttps: true });
  const development = webhookEndpointInputSchema({ requireHttps: false });

  it('takes https anywhere and http only outside production', () => {
    expect(production.parse({ url: 'https://hooks.example.cz/in', events: ['order.paid'] })).toEqual({ url: 'https://hooks.example.cz/in', description: '', events: ['order.paid'] });
    expect(development.safeParse({ url: 'http://127.0.0.1:9000/hook', events: ['order.paid'] }).success).toBe(true);
    const refused = production.safeParse({ url: 'http://hooks.example.cz/in', events: ['order.paid'] });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([WEBHOOK_MESSAGES.httpsOnly]);
  });

  it('refuses what the server flags as an internal address, with its own message', () => {
    const flagged = webhookEndpointInputSchema({ requireHttps: true, isInternalUrl: (url) => url.includes('10.0.0.1') });
    expect(flagged.safeParse({ url: 'https://10.0.0.1/hook', events: ['order.paid'] }).error?.issues.map((issue) => issue.message)).toEqual([WEBHOOK_MESSAGES.internalHost]);
    expect(flagged.safeParse({ url: 'https://hooks.example.cz/in', events: ['order.paid'] }).success).toBe(true);
  });

  it('needs at least one known event and keeps each once', () => {
    expect(development.safeParse({ url: 'https://a.cz', events: [] }).error?.issues[0].message).toBe(WEBHOOK_MESSAGES.eventsRequired);
    expect(development.safeParse({ url: 'https://a.cz', events: ['order.refunded'] }).error?.issues[0].message).toBe(WEBHOOK_MESSAGES.eventUnknown);
    expect(development.parse({ url: 'https://a.cz', events: ['order.paid', 'order.paid'] }).events).toEqual(['order.paid']);
  });

  it('refuses what is not a web address', () => {
    expect(development.safeParse({ url: 'ftp://a.cz', events: ['order.paid'] }).error?.issues[0].message).toBe(WEBHOOK_MESSAGES.url);
  });
});

describe('webhook events in Czech', () => {
  it('names every event and every delivery state, each differently', () => {
    expect(Object.keys(WEBHOOK_EVENT_LABELS).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    expect(new Set(Object.values(WEBHOOK_EVENT_LABELS)).size).toBe(WEBHOOK_EVENT_TYPES.length);
    expect(WEBHOOK_DELIVERY_STATUSES.map((status) => WEBHOOK_DELIVERY_STATUS_LABELS[status])).toEqual(['Čeká', 'Doručeno', 'Selhalo']);
  });

  it('maps each event to its GraphQL enum name and back, from either name', () => {
    expect(webhookEventKey('order.paid')).toBe('ORDER_PAID');
    expect(webhookEventKey('payout.requested')).toBe('PAYOUT_REQUESTED');
    for (const type of WEBHOOK_EVENT_TYPES) {
      expect(webhookEventOf(webhookEventKey(type))).toBe(type);
      expect(webhookEventOf(type)).toBe(type);
    }
    expect(webhookEventOf('ORDER_REFUNDED')).toBeNull();
  });

  it('labels an event given either way, and shows an unknown one as it came', () => {
    expect(webhookEventLabel('ORDER_PAID')).toBe('Zaplacená objednávka');
    expect(webhookEventLabel('member.created')).toBe('Nový člen');
    expect(webhookEventLabel('ORDER_REFUNDED')).toBe('Neznámá událost (ORDER_REFUNDED)');
  });
});

describe('webhookAnswerText and webhookTestResultText', () => {
  it('gives the HTTP status the receiver answered with', () => {
    expect(webhookAnswerText({ statusCode: 200, error: null })).toBe('Adresa odpověděla HTTP 200.');
    expect(webhookAnswerText({ statusCode: 500, error: 'HTTP 500' })).toBe('Adresa odpověděla HTTP 500.');
  });

  it('says why there was no answer: a timeout, no connection, or the sender’s own text', () => {
    expect(webhookAnswerText({ statusCode: null, error: 'The operation was aborted due to timeout' })).toBe('Adresa neodpověděla včas.');
    expect(webhookAnswerText({ statusCode: null, error: 'fetch failed' })).toBe('Spojení s adresou se nepodařilo.');
    expect(webhookAnswerText({ statusCode: null, error: null })).toBe('Spojení s adresou se nepodařilo.');
    expect(webhookAnswerText({ statusCode: null, error: WEBHOOK_INTERNAL_REFUSAL })).toBe(WEBHOOK_INTERNAL_REFUSAL); // production refused it, said as it is
    expect(webhookAnswerText({ statusCode: null, error: 'send failed' })).toBe('Spojení s adresou se nepodařilo (send failed).');
  });

  it('tells the admin whether the test event arrived, with the answer', () => {
    expect(webhookTestResultText({ ok: true, statusCode: 204, error: null })).toBe('Testovací událost byla doručena. Adresa odpověděla HTTP 204.');
    expect(webhookTestResultText({ ok: false, statusCode: 404, error: 'HTTP 404' })).toBe('Testovací událost se nepodařilo doručit. Adresa odpověděla HTTP 404.');
  });
});
