import { nextWebhookAttempt, WEBHOOK_MESSAGES, WEBHOOK_RETRY_WINDOW_MS, webhookEndpointInputSchema } from './webhooks';

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

  it('needs at least one known event and keeps each once', () => {
    expect(development.safeParse({ url: 'https://a.cz', events: [] }).error?.issues[0].message).toBe(WEBHOOK_MESSAGES.eventsRequired);
    expect(development.safeParse({ url: 'https://a.cz', events: ['order.refunded'] }).error?.issues[0].message).toBe(WEBHOOK_MESSAGES.eventUnknown);
    expect(development.parse({ url: 'https://a.cz', events: ['order.paid', 'order.paid'] }).events).toEqual(['order.paid']);
  });

  it('refuses what is not a web address', () => {
    expect(development.safeParse({ url: 'ftp://a.cz', events: ['order.paid'] }).error?.issues[0].message).toBe(WEBHOOK_MESSAGES.url);
  });
});
