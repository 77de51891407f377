import { randomUUID } from 'node:crypto';
import { DomainError, formatCzechDate, formatCzk, grantsAccess, halereToWholeCzk, isDomainError } from '@bonus/domain';
import { escapeHtml, type Services } from '@bonus/server';
import { gatewayPage, returnTo } from './gateway-page';
import type { RouteContext, RouteDefinition } from './route-table';

/**
 * The local payment gateway (embedded default): a hosted-checkout page with "Zaplatit" and "Zrušit",
 * and a subscription-management page standing in for Stripe's Billing Portal. Paying reports the
 * payment through OrderService.applyProviderReport, the same path Stripe's webhooks take.
 */
const originOf = (url: string | null) => (url ? new URL(url).origin : '');

function gateway(services: Services) {
  if (!services.localGateway) throw new DomainError('NOT_FOUND', { reason: 'the local gateway is not the configured provider' });
  return services.localGateway;
}

/** The signed management link's parameters, from the query (GET) or the form (POST); a bad one is a 404. */
function managingLink({ req, services }: RouteContext) {
  const source = (req.method === 'GET' ? req.query : req.body) as Record<string, unknown>;
  const link = { orderId: String(req.params.orderId), returnUrl: String(source.return ?? ''), expires: String(source.expires ?? ''), signature: String(source.sig ?? '') };
  if (!gateway(services).verifyManagingLink(link)) throw new DomainError('NOT_FOUND', { reason: 'invalid or expired management link' });
  return link;
}

const hiddenFields = (link: ReturnType<typeof managingLink>) =>
  `<input type="hidden" name="return" value="${escapeHtml(link.returnUrl)}"><input type="hidden" name="expires" value="${escapeHtml(link.expires)}"><input type="hidden" name="sig" value="${escapeHtml(link.signature)}">`;

async function setCancelAtPeriodEnd(context: RouteContext, cancel: boolean) {
  const link = managingLink(context);
  await context.services.orders.applyProviderReport({ provider: 'local', orderId: link.orderId, cancelAtPeriodEnd: cancel });
  context.res.redirect(303, link.returnUrl);
}

export const localGatewayRoutes: RouteDefinition[] = [
  {
    method: 'get',
    path: '/pay/:orderId',
    access: 'public',
    raw: true,
    handler: async ({ req, res, services }) => {
      gateway(services);
      const order = await services.orders.forCheckout(String(req.params.orderId));
      const origin = originOf(order.redirectionUrl);
      if (order.status !== 'incomplete') {
        const back = order.redirectionUrl ? `<p><a href="${escapeHtml(order.redirectionUrl)}">Zpět</a></p>` : '';
        gatewayPage(res, 'Objednávka', `<h1>Objednávka už není k zaplacení</h1><p>Stav: ${escapeHtml(order.status)}</p>${back}`, origin);
        return;
      }
      const dto = services.orders.forCheckoutSummary(order);
      const attempt = randomUUID(); // one id per rendered page: a double click pays once
      const laterMonths =
        dto.next_payment_amount !== dto.amount ? `<p class="note">Další měsíce: ${escapeHtml(formatCzk(dto.amount))} měsíčně.</p>` : '';
      gatewayPage(
        res,
        'Platební brána',
        `<h1>Platba členství ${escapeHtml(order.tier.name)}</h1>
<p class="amount">${escapeHtml(formatCzk(dto.next_payment_amount))} <small>/ měsíc</small></p>${laterMonths}
<p class="note">Testovací platební brána. Předplatné se obnovuje každý měsíc a můžete ho kdykoli zrušit.</p>
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
      gateway(services);
      const order = await services.orders.forCheckout(String(req.params.orderId));
      const attempt = typeof req.body?.attempt === 'string' && /^[0-9a-f-]{36}$/.test(req.body.attempt) ? req.body.attempt : randomUUID();
      const id = `local:${attempt}`;
      try {
        await services.orders.applyProviderReport({ provider: 'local', orderId: order.id, payments: [{ id, paidAt: new Date() }] }, { eventId: id });
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
      gateway(services);
      const order = await services.orders.checkoutCancelled(String(req.params.orderId));
      returnTo(res, order.redirectionUrl, 'error');
    },
  },
  {
    method: 'get',
    path: '/manage/:orderId',
    access: 'public',
    raw: true,
    handler: async (context) => {
      const link = managingLink(context);
      const order = await context.services.orders.forCheckout(link.orderId);
      const active = grantsAccess(order.status, order.expiresAt, new Date());
      const until = order.expiresAt ? formatCzechDate(order.expiresAt) : '–';
      const action = !active
        ? ''
        : order.cancelAtPeriodEnd
          ? `<form method="post" action="/manage/${order.id}/resume">${hiddenFields(link)}<button class="pay" type="submit">Obnovit předplatné</button></form>`
          : `<form method="post" action="/manage/${order.id}/cancel">${hiddenFields(link)}<button class="cancel" type="submit">Zrušit předplatné</button></form>`;
      const state = !active
        ? 'Předplatné skončilo.'
        : order.cancelAtPeriodEnd
          ? `Zrušeno – členství platí do ${until}, pak se nebude obnovovat.`
          : `Obnovuje se automaticky ${until}.`;
      gatewayPage(
        context.res,
        'Správa předplatného',
        `<h1>Správa předplatného</h1>
<dl><dt>Členství</dt><dd>${escapeHtml(order.tier.name)}</dd><dt>Cena</dt><dd>${escapeHtml(formatCzk(halereToWholeCzk(order.amountHalere)))} měsíčně</dd><dt>Stav</dt><dd>${escapeHtml(state)}</dd></dl>
<div class="actions">${action}<a class="link cancel" href="${escapeHtml(link.returnUrl)}">Zpět do aplikace</a></div>`,
        originOf(link.returnUrl),
      );
    },
  },
  { method: 'post', path: '/manage/:orderId/cancel', access: 'public', raw: true, handler: (context) => setCancelAtPeriodEnd(context, true) },
  { method: 'post', path: '/manage/:orderId/resume', access: 'public', raw: true, handler: (context) => setCancelAtPeriodEnd(context, false) },
];
