import { randomUUID } from 'node:crypto';
import { formatCzk, halereToWholeCzk, isDomainError } from '@bonus/domain';
import type { Response } from 'express';
import type { RouteDefinition } from './route-table';

/**
 * The local payment gateway (embedded default): a hosted-checkout page with "Zaplatit" and "Zrušit".
 * Paying drives MembershipService exactly as a Stripe payment event does; the browser then returns
 * to the order's redirection_url with result=success or result=error.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function returnTo(res: Response, redirectionUrl: string | null, result: 'success' | 'error') {
  const target = new URL(redirectionUrl ?? 'http://localhost/');
  target.searchParams.set('result', result);
  res.redirect(303, target.toString());
}

function page(res: Response, title: string, body: string, formTargets: string) {
  res.setHeader('Content-Security-Policy', `default-src 'self'; style-src 'unsafe-inline'; form-action 'self' ${formTargets}`);
  res.type('html').send(`<!doctype html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>body{font-family:system-ui,sans-serif;background:#f6f8fc;color:#111827;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #d5dceb;border-radius:14px;padding:32px;width:min(440px,calc(100vw - 32px))}h1{margin-top:0;font-size:1.4rem}
.amount{font-size:2rem;font-weight:700}.actions{display:flex;gap:12px;margin-top:24px}button{min-height:44px;padding:0 24px;border-radius:999px;font:inherit;font-weight:600;cursor:pointer}
.pay{background:#1d4ed8;color:#fff;border:0}.cancel{background:none;border:1px solid #d5dceb}.note{color:#4b5567;font-size:.9rem}</style></head>
<body><main>${body}</main></body></html>`);
}

export const localGatewayRoutes: RouteDefinition[] = [
  {
    method: 'get',
    path: '/pay/:orderId',
    access: 'public',
    raw: true,
    handler: async ({ req, res, services }) => {
      const order = await services.orders.forCheckout(String(req.params.orderId));
      const origin = order.redirectionUrl ? new URL(order.redirectionUrl).origin : '';
      if (order.status !== 'incomplete') {
        page(res, 'Objednávka', `<h1>Objednávka už není k zaplacení</h1><p>Stav: ${escape(order.status)}</p>${order.redirectionUrl ? `<p><a href="${escape(order.redirectionUrl)}">Zpět</a></p>` : ''}`, origin);
        return;
      }
      const attempt = randomUUID(); // one id per rendered page: a double click pays once
      page(
        res,
        'Platební brána',
        `<h1>Platba členství ${escape(order.tier.name)}</h1>
<p class="amount">${escape(formatCzk(halereToWholeCzk(order.amountHalere)))} <small>/ měsíc</small></p>
<p class="note">Testovací platební brána. Platba se obnovuje každý měsíc a můžete ji kdykoli zrušit.</p>
<div class="actions">
<form method="post" action="/pay/${order.id}/confirm"><input type="hidden" name="attempt" value="${attempt}"><button class="pay" type="submit">Zaplatit</button></form>
<form method="post" action="/pay/${order.id}/cancel"><button class="cancel" type="submit">Zrušit</button></form>
</div>`,
        origin,
      );
    },
  },
  {
    method: 'post',
    path: '/pay/:orderId/confirm',
    access: 'public',
    raw: true,
    handler: async ({ req, res, services }) => {
      const orderId = String(req.params.orderId);
      const attempt = typeof req.body?.attempt === 'string' && /^[0-9a-f-]{36}$/.test(req.body.attempt) ? req.body.attempt : randomUUID();
      const order = await services.orders.forCheckout(orderId);
      try {
        await services.membership.paymentSucceeded({ eventId: `local:${attempt}`, provider: 'local', orderId, paidAt: new Date() });
        returnTo(res, order.redirectionUrl, 'success');
      } catch (error) {
        if (!isDomainError(error)) throw error;
        returnTo(res, order.redirectionUrl, 'error');
      }
    },
  },
  {
    method: 'post',
    path: '/pay/:orderId/cancel',
    access: 'public',
    raw: true,
    handler: async ({ req, res, services }) => {
      const order = await services.orders.checkoutCancelled(String(req.params.orderId));
      returnTo(res, order.redirectionUrl, 'error');
    },
  },
];
