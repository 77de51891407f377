import { createOrderInputSchema, managingInputSchema, promoCodeSchema } from '@bonus/domain';
import { z } from 'zod';
import { currentUser } from '../auth/identity';
import { parseInput } from '../validation';
import type { RouteDefinition } from './route-table';

const orderId = (query: unknown) => String((query as { id?: unknown }).id ?? '');
const promoQuerySchema = z.object({ code: promoCodeSchema });

/** The order calls of spec section 7, plus the promo-code check of registration step 2. */
export const orderRoutes: RouteDefinition[] = [
  {
    method: 'post',
    path: '/order',
    access: 'member',
    status: 201,
    handler: ({ req, identity, services }) => services.orders.create(currentUser(identity), parseInput(createOrderInputSchema, req.body)),
  },
  { method: 'get', path: '/order', access: 'member', handler: ({ req, identity, services }) => services.orders.get(currentUser(identity), orderId(req.query)) },
  {
    method: 'get',
    path: '/order-status',
    access: 'member',
    handler: async ({ req, identity, services }) => ({ order_status: (await services.orders.get(currentUser(identity), orderId(req.query))).status_id }),
  },
  {
    method: 'get',
    path: '/order-status-manual',
    access: 'member',
    handler: async ({ req, identity, services }) => ({
      order_status: (await services.orders.refreshFromProvider(currentUser(identity), orderId(req.query))).status_id,
    }),
  },
  {
    method: 'get',
    path: '/order-paywall-url',
    access: 'member',
    handler: async ({ req, identity, services }) => ({ paywall_url: await services.orders.paywallUrl(currentUser(identity), orderId(req.query)) }),
  },
  {
    method: 'get',
    path: '/order-managing',
    access: 'member',
    handler: async ({ req, identity, services }) => ({
      managing_url: await services.orders.managingUrl(currentUser(identity), parseInput(managingInputSchema, req.query).redirection_url),
    }),
  },
  {
    method: 'get',
    path: '/promo_code',
    access: 'member',
    handler: ({ req, identity, services }) => services.promoCodes.check(parseInput(promoQuerySchema, req.query).code, currentUser(identity).id),
  },
];
