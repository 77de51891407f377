import { webhookEndpointInputSchema } from '@bonus/domain';
import type { WebhookEndpointInput } from '../../shared/gql/graphql';

/** The form as typed: the chosen events are their payload names ('order.paid'), as the mutation takes them. */
export interface WebhookEndpointFormValues {
  url: string;
  description: string;
  events: string[];
}

export const EMPTY_WEBHOOK_ENDPOINT_FORM: WebhookEndpointFormValues = { url: '', description: '', events: [] };

/**
 * Checked in the browser by the server's own schema (webhookEndpointInputSchema). The https-only rule
 * depends on where the api runs (production), which the browser does not know: the server applies it,
 * and its refusal lands on the URL field like any other.
 */
export const webhookEndpointFormSchema = webhookEndpointInputSchema({ requireHttps: false });

/** The one place the typed form becomes the mutation's input. */
export const webhookEndpointInput = (form: WebhookEndpointFormValues): WebhookEndpointInput => ({ url: form.url.trim(), description: form.description.trim(), events: form.events });

/** The form field a server field error (by the shared schema's names, 'events.0' for an item) belongs to. */
export function webhookFieldOf(name: string): keyof WebhookEndpointFormValues | null {
  const head = name.split('.')[0];
  return head === 'url' || head === 'description' || head === 'events' ? head : null;
}
