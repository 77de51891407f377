import { DomainError } from '@bonus/domain';
import type { RouteDefinition } from './route-table';

/** Stripe's webhooks: public, but only a correctly signed raw body is accepted. */
export const webhookRoutes: RouteDefinition[] = [
  {
    method: 'post',
    path: '/webhooks/stripe',
    access: 'public',
    body: 'raw',
    handler: ({ req, services }) => {
      if (!services.stripeWebhooks) throw new DomainError('NOT_FOUND', { reason: 'Stripe is not the configured provider' });
      const signature = req.headers['stripe-signature'];
      return services.stripeWebhooks.handle(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), typeof signature === 'string' ? signature : undefined);
    },
  },
];
