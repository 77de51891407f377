import { createOrderInputSchema } from '@bonus/domain';
import { currentUser } from '../auth/identity';
import { parseInput } from '../validation';
import type { RouteDefinition } from './route-table';

const orderId = (query: unknown) => String((query as { id?: unknown }).id ?? '');

/** The order calls of spec section 7 (managing and manual status arrive with the Stripe work). */
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
    path: '/order-paywall-url',
    access: 'member',
    handler: async ({ req, identity, services }) => ({ paywall_url: await services.orders.paywallUrl(currentUser(identity), orderId(req.query)) }),
  },
];
