import { DomainError, webhookReceiptDtoSchema } from '@bonus/domain';
import { route } from './route-table';

/** Stripe's webhooks: public, but only a correctly signed raw body is accepted. */
export const webhookRoutes = [
  route({
    method: 'post',
    path: '/webhooks/stripe',
    access: 'public',
    summary: "Stripe's signed events (Stripe-Signature header); the body is checked against the signature, not parsed",
    refusals: ['NOT_FOUND', 'WEBHOOK_SIGNATURE_INVALID', 'PAYMENT_GATEWAY_UNAVAILABLE'],
    body: 'raw',
    rawBody: { contentTypes: ['application/json'], description: 'Checked byte for byte against the Stripe-Signature header' },
    response: webhookReceiptDtoSchema,
    handler: ({ request, services, body }) => {
      if (!services.stripeWebhooks) throw new DomainError('NOT_FOUND', { reason: 'Stripe is not the configured provider' });
      const signature = request.headers['stripe-signature'];
      return services.stripeWebhooks.handle(Buffer.isBuffer(body) ? body : Buffer.alloc(0), typeof signature === 'string' ? signature : undefined);
    },
  }),
];
