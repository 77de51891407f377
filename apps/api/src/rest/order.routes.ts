import {
  createOrderInputSchema,
  managingInputSchema,
  managingUrlDtoSchema,
  orderDtoSchema,
  orderStatusDtoSchema,
  paywallUrlDtoSchema,
  promoCodeDtoSchema,
  promoCodeSchema,
} from '@bonus/domain';
import { z } from 'zod';
import { currentMember, currentUser } from '../auth/identity';
import { route } from './route-table';
import { toPromoCodeWire } from './wire/order.wire';

/** An order id; one that is missing or not the member's own is answered 404 by the service. */
const orderQuerySchema = z.object({ id: z.string().max(100).default('') });
const promoQuerySchema = z.object({ code: promoCodeSchema });

/** The order calls of spec section 7, plus the promo-code check of registration step 2. */
export const orderRoutes = [
  route({
    method: 'post',
    path: '/order',
    access: 'member',
    summary: 'Creates an order for a tier (registration step 2 or an upgrade)',
    status: 201,
    body: createOrderInputSchema,
    response: orderDtoSchema,
    handler: ({ identity, services, body }) => services.orders.create(currentUser(identity), body),
  }),
  route({
    method: 'get',
    path: '/order',
    access: 'member',
    summary: "One of the member's orders",
    query: orderQuerySchema,
    response: orderDtoSchema,
    handler: ({ identity, services, query }) => services.orders.get(currentUser(identity), query.id),
  }),
  route({
    method: 'get',
    path: '/order-status',
    access: 'member',
    summary: "An order's status",
    query: orderQuerySchema,
    response: orderStatusDtoSchema,
    handler: async ({ identity, services, query }) => ({ order_status: (await services.orders.get(currentUser(identity), query.id)).status_id }),
  }),
  route({
    method: 'get',
    path: '/order-status-manual',
    neverKept: true,
    access: 'member',
    summary: "An order's status, first refreshed from the payment provider",
    refusals: ['PAYMENT_GATEWAY_UNAVAILABLE'],
    query: orderQuerySchema,
    response: orderStatusDtoSchema,
    handler: async ({ identity, services, query }) => ({ order_status: (await services.orders.refreshFromProvider(currentUser(identity), query.id)).status_id }),
  }),
  route({
    method: 'get',
    path: '/order-paywall-url',
    neverKept: true,
    access: 'member',
    summary: "The payment provider's checkout page for an unpaid order",
    refusals: ['ORDER_NOT_PAYABLE', 'TIER_ALREADY_HELD', 'ORDER_PRICE_CHANGED', 'PAYWALL_URL_FAILED', 'PAYMENT_GATEWAY_UNAVAILABLE'],
    query: orderQuerySchema,
    response: paywallUrlDtoSchema,
    handler: async ({ identity, services, query }) => ({ paywall_url: await services.orders.paywallUrl(currentUser(identity), query.id) }),
  }),
  route({
    method: 'get',
    path: '/order-managing',
    neverKept: true,
    access: 'member',
    summary: "The provider's subscription-management page",
    refusals: ['NO_PAID_SUBSCRIPTION', 'SUBSCRIPTION_MANAGEMENT_FAILED', 'PAYMENT_GATEWAY_UNAVAILABLE'],
    query: managingInputSchema,
    response: managingUrlDtoSchema,
    handler: async ({ identity, services, query }) => ({ managing_url: await services.orders.managingUrl(currentMember(identity), query.redirection_url) }),
  }),
  route({
    method: 'get',
    path: '/promo_code',
    access: 'member',
    summary: 'Checks a registration promo code',
    query: promoQuerySchema,
    response: promoCodeDtoSchema,
    handler: async ({ identity, services, query }) => toPromoCodeWire(await services.promoCodes.check(query.code, currentUser(identity).id)),
  }),
];
