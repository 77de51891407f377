import { checkoutRefusalError, DomainError, ERROR_CATALOGUE, formatCzechDate, formatCzk, grantsAccess, halereToWholeCzk, isDomainError, laterMonthsNote, orderStatusLabel } from '@bonus/domain';
import { escapeHtml, type Services } from '@bonus/server';
import { z } from 'zod';
import { gatewayPage, returnTo } from './gateway-page';
import { redirectTo } from './raw-reply';
import { route, type RouteContext } from './route-table';

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

const orderParamsSchema = z.object({ orderId: z.string().max(100) });
/** The signed management link's fields, in its query (GET) or the page's form (POST). */
const managingLinkSchema = z.object({ return: z.string().max(2000).default(''), expires: z.string().max(20).default(''), sig: z.string().max(200).default('') });

type ManagingContext = RouteContext<z.infer<typeof managingLinkSchema> | undefined, z.infer<typeof managingLinkSchema> | undefined, z.infer<typeof orderParamsSchema>>;

/** The signed management link's parameters; a bad one is a 404. */
function managingLink({ services, query, body, params }: ManagingContext) {
  const source = query ?? body ?? { return: '', expires: '', sig: '' };
  const link = { orderId: params.orderId, returnUrl: source.return, expires: source.expires, signature: source.sig };
  if (!gateway(services).verifyManagingLink(link)) throw new DomainError('NOT_FOUND', { reason: 'invalid or expired management link' });
  return link;
}

const hiddenFields = (link: ReturnType<typeof managingLink>) =>
  `<input type="hidden" name="return" value="${escapeHtml(link.returnUrl)}"><input type="hidden" name="expires" value="${escapeHtml(link.expires)}"><input type="hidden" name="sig" value="${escapeHtml(link.signature)}">`;

async function setCancelAtPeriodEnd(context: ManagingContext, cancel: boolean) {
  const link = managingLink(context);
  await context.services.orders.applyProviderReport({ provider: 'local', orderId: link.orderId, cancelAtPeriodEnd: cancel });
  return redirectTo(link.returnUrl);
}

export const localGatewayRoutes = [
  route({
    method: 'get',
    path: '/pay/:orderId',
    access: 'public',
    summary: "The local gateway's checkout page (Zaplatit / Zrušit)",
    params: orderParamsSchema,
    raw: 'html',
    handler: async ({ services, params }) => {
      gateway(services);
      const order = await services.orders.forCheckout(params.orderId);
      const origin = originOf(order.redirectionUrl);
      const refusal = order.status === 'incomplete' ? await services.orders.refusalFor(order) : null;
      if (order.status !== 'incomplete' || refusal) {
        const back = order.redirectionUrl ? `<p><a href="${escapeHtml(order.redirectionUrl)}">Zpět</a></p>` : '';
        const why = refusal ? ERROR_CATALOGUE[checkoutRefusalError(refusal)].message : `Stav: ${orderStatusLabel(order.status)}`;
        return gatewayPage('Objednávka', `<h1>Objednávka už není k zaplacení</h1><p>${escapeHtml(why)}</p>${back}`, origin);
      }
      const dto = services.orders.forCheckoutSummary(order);
      const laterMonths = dto.next_payment_amount !== dto.amount ? `<p class="note">${escapeHtml(laterMonthsNote({ monthly: dto.amount, promoPercent: dto.promo_percent, promoMonths: dto.promo_months }))}</p>` : '';
      return gatewayPage(
        'Platební brána',
        `<h1>Platba členství ${escapeHtml(order.tier.name)}</h1>
<p class="amount">${escapeHtml(formatCzk(dto.next_payment_amount))} <small>/ měsíc</small></p>${laterMonths}
<p class="note">Testovací platební brána. Předplatné se obnovuje každý měsíc a můžete ho kdykoli zrušit.</p>
<div class="actions">
<form method="post" action="/pay/${order.id}/confirm"><button class="pay" type="submit">Zaplatit</button></form>
<form method="post" action="/pay/${order.id}/cancel"><button class="cancel" type="submit">Zrušit</button></form>
</div>`,
        origin,
      );
    },
  }),
  route({
    method: 'post',
    path: '/pay/:orderId/confirm',
    access: 'public',
    summary: "The local gateway's pay button: records the order's first payment (once, however often it is sent) and returns to the web app",
    params: orderParamsSchema,
    raw: 'html',
    handler: async ({ services, params }) => {
      gateway(services);
      const order = await services.orders.forCheckout(params.orderId);
      // The gateway takes only an order's first payment (renewals come from the lifecycle job), so the
      // order names it: a double click, a replayed form or a forged one records it once.
      const id = `local:${order.id}:first`;
      try {
        await services.orders.applyProviderReport({ provider: 'local', orderId: order.id, payments: [{ id, paidAt: new Date() }] }, { eventId: id });
        return returnTo(order.redirectionUrl, 'success');
      } catch (error) {
        if (!isDomainError(error)) throw error;
        return returnTo(order.redirectionUrl, 'error');
      }
    },
  }),
  route({
    method: 'post',
    path: '/pay/:orderId/cancel',
    access: 'public',
    summary: "The local gateway's cancel button: returns to the web app",
    params: orderParamsSchema,
    raw: 'html',
    handler: async ({ services, params }) => {
      gateway(services);
      const order = await services.orders.checkoutCancelled(params.orderId);
      return returnTo(order.redirectionUrl, 'error');
    },
  }),
  route({
    method: 'get',
    path: '/manage/:orderId',
    access: 'public',
    summary: "The local gateway's subscription page (signed link)",
    params: orderParamsSchema,
    query: managingLinkSchema,
    raw: 'html',
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
      return gatewayPage(
        'Správa předplatného',
        `<h1>Správa předplatného</h1>
<dl><dt>Členství</dt><dd>${escapeHtml(order.tier.name)}</dd><dt>Cena</dt><dd>${escapeHtml(formatCzk(halereToWholeCzk(order.amountHalere)))} měsíčně</dd><dt>Stav</dt><dd>${escapeHtml(state)}</dd></dl>
<div class="actions">${action}<a class="link cancel" href="${escapeHtml(link.returnUrl)}">Zpět do aplikace</a></div>`,
        originOf(link.returnUrl),
      );
    },
  }),
  route({
    method: 'post',
    path: '/manage/:orderId/cancel',
    access: 'public',
    summary: 'Cancels the subscription at the end of the paid period (signed form)',
    params: orderParamsSchema,
    body: managingLinkSchema,
    raw: 'html',
    handler: (context) => setCancelAtPeriodEnd(context, true),
  }),
  route({
    method: 'post',
    path: '/manage/:orderId/resume',
    access: 'public',
    summary: 'Resumes a subscription cancelled at period end (signed form)',
    params: orderParamsSchema,
    body: managingLinkSchema,
    raw: 'html',
    handler: (context) => setCancelAtPeriodEnd(context, false),
  }),
];
