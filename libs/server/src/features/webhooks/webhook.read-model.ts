import type { WebhookDeliveryStatus, WebhookEventType } from '@bonus/domain';
import type { DeliveryRow } from './webhooks.queries';

/** An endpoint as the back office lists it; the secret is shown to admins so they can set up verification. */
export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string;
  events: WebhookEventType[];
  secret: string;
  enabled: boolean;
  createdAt: Date;
}

export type WebhookDelivery = DeliveryRow;

/** The outcome of one send (a delivery attempt or an admin's test). */
export interface WebhookSendResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/** What a run of the delivery job did. */
export interface WebhookDeliveryRun {
  succeeded: number;
  retrying: number;
  failed: number;
}

export type { WebhookDeliveryStatus };
