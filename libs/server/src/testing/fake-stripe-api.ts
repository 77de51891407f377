import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received: method, path and the form-encoded body as flat `a[b][0]` keys. */
export interface ReceivedStripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  query: Record<string, string>;
  idempotencyKey: string;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  orderId: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  /** The monthly price of its item (haléře); a price change sets it. */
  unitAmount?: number;
}

export interface FakeInvoice {
  id: string;
  subscription: string;
  amountPaid: number;
  paidAt: number;
  paymentIntent: string;
}

/**
 * A local stand-in for api.stripe.com that the real `stripe` SDK talks to over HTTP: it records the
 * form-encoded requests and answers from in-memory subscriptions and invoices that tests set up.
 */
export class FakeStripeApi {
  readonly requests: ReceivedStripeRequest[] = [];
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
  /** Checkout sessions made, by id, with the order each is for. */
  readonly sessions = new Map<string, string>();
  /** Sessions closed through the expire call. */
  readonly expiredSessions = new Set<string>();
  /** Refunds taken, by idempotency key: a repeated request with the same key refunds once, as Stripe does. */
  readonly refunds = new Map<string, { id: string; paymentIntent: string; amount: number }>();
  /** How many refund requests to answer with a server error before taking them (a provider outage). */
  refundOutages = 0;
  /** Requests this answers with a server error (an outage of some endpoints only, e.g. while writes fail). */
  failing: ((request: ReceivedStripeRequest) => boolean) | null = null;
  /** An outage of the whole API: 'down' drops every connection unanswered, 'slow' answers each request `slowMs` late. */
  outage: 'down' | 'slow' | null = null;
  slowMs = 0;
  private server: http.Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        if (this.outage === 'down') return req.socket.destroy();
        const url = new URL(req.url ?? '/', 'http://fake');
        const request = {
          method: req.method ?? 'GET',
          path: url.pathname,
          form: Object.fromEntries(new URLSearchParams(body)),
          query: Object.fromEntries(url.searchParams),
          idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
        };
        this.requests.push(request);
        const [status, payload] = this.answer(request);
        const reply = () => res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.requests.length}` }).end(JSON.stringify(payload));
        if (this.outage === 'slow') setTimeout(reply, this.slowMs);
        else reply();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Requests to one endpoint, e.g. ('POST', '/v1/checkout/sessions'). */
  received(method: string, path: string): ReceivedStripeRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  private answer({ method, path, form, query, idempotencyKey }: ReceivedStripeRequest): [number, unknown] {
    const id = path.split('/').pop() ?? '';
    const subscription = id ? this.subscriptions.get(id) : undefined;
    if (this.failing?.({ method, path, form, query, idempotencyKey })) return [500, { error: { type: 'api_error', message: 'Stripe is failing' } }];
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = `cs_test_${this.requests.length}`;
      this.sessions.set(sessionId, form['metadata[order_id]']);
      return [200, { id: sessionId, object: 'checkout.session', url: `https://checkout.stripe.test/${sessionId}`, status: 'open', subscription: null }];
    }
    if (method === 'GET' && path.startsWith('/v1/checkout/sessions/')) return [200, this.sessionJson(id)];
    if (method === 'POST' && path.startsWith('/v1/checkout/sessions/') && path.endsWith('/expire')) {
      const sessionId = path.split('/')[4];
      if (this.sessionJson(sessionId).status !== 'open') return [400, { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' } }];
      this.expiredSessions.add(sessionId);
      return [200, this.sessionJson(sessionId)];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      if (this.refundOutages > 0) {
        this.refundOutages--;
        return [500, { error: { type: 'api_error', message: 'Stripe is down' } }];
      }
      const refund = this.refunds.get(idempotencyKey) ?? { id: `re_${this.requests.length}`, paymentIntent: form.payment_intent, amount: Number(form.amount) };
      this.refunds.set(idempotencyKey, refund);
      return [200, { id: refund.id, object: 'refund', amount: refund.amount, payment_intent: refund.paymentIntent, status: 'succeeded' }];
    }
    if (method === 'POST' && path === '/v1/coupons') return [200, { id: `coupon_${this.requests.length}`, object: 'coupon' }];
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return [200, { id: 'bps_test', object: 'billing_portal.session', url: `https://billing.stripe.test/session/${form.customer}` }];
    }
    if (method === 'GET' && path.startsWith('/v1/subscriptions/') && subscription) return [200, this.subscriptionJson(subscription)];
    if (method === 'DELETE' && path.startsWith('/v1/subscriptions/') && subscription) {
      subscription.status = 'canceled';
      return [200, this.subscriptionJson(subscription)];
    }
    if (method === 'POST' && path.startsWith('/v1/subscriptions/') && subscription) {
      const unitAmount = form['items[0][price_data][unit_amount]'];
      if (unitAmount) subscription.unitAmount = Number(unitAmount);
      return [200, this.subscriptionJson(subscription)];
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const data = [...this.invoices.values()].filter((i) => i.subscription === query.subscription).map((i) => this.invoiceJson(i));
      return [200, { object: 'list', data, has_more: false, url: '/v1/invoices' }];
    }
    if (method === 'GET' && path.startsWith('/v1/invoices/') && this.invoices.has(id)) return [200, this.invoiceJson(this.invoices.get(id)!)];
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = [...this.invoices.values()].find((i) => i.paymentIntent === query['payment[payment_intent]']);
      const data = invoice ? [{ id: `inpay_${invoice.id}`, object: 'invoice_payment', invoice: invoice.id, payment: { type: 'payment_intent', payment_intent: invoice.paymentIntent } }] : [];
      return [200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' }];
    }
    return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such resource: ${method} ${path}` } }];
  }

  /** A session is complete once a subscription of its order exists, expired once closed, open before. */
  private sessionJson(id: string) {
    const owned = [...this.subscriptions.values()].find((s) => s.orderId === this.sessions.get(id));
    const status = owned ? 'complete' : this.expiredSessions.has(id) || !this.sessions.has(id) ? 'expired' : 'open';
    return { id, object: 'checkout.session', status, url: status === 'open' ? `https://checkout.stripe.test/${id}` : null, subscription: owned?.id ?? null };
  }

  private subscriptionJson(s: FakeSubscription) {
    return {
      id: s.id,
      object: 'subscription',
      customer: s.customer,
      status: s.status,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      metadata: { order_id: s.orderId },
      items: { object: 'list', data: [{ id: `si_${s.id}`, current_period_end: s.currentPeriodEnd, price: { id: 'price_x', product: 'prod_x', unit_amount: s.unitAmount ?? null } }] },
    };
  }

  private invoiceJson(i: FakeInvoice) {
    return {
      id: i.id,
      object: 'invoice',
      amount_paid: i.amountPaid,
      created: i.paidAt,
      status: 'paid',
      status_transitions: { paid_at: i.paidAt },
      parent: { type: 'subscription_details', subscription_details: { subscription: i.subscription, metadata: {} } },
      payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: i.paymentIntent } }] },
    };
  }
}
