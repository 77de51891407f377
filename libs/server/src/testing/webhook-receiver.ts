import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER } from '../features/webhooks/webhook-signature';

export interface ReceivedWebhook {
  body: string;
  signature: string;
  eventId: string;
}

export interface WebhookReceiver {
  url: string;
  /** What arrived, in order. */
  received: ReceivedWebhook[];
  /** The statuses to answer with next, one per request; 200 when empty. */
  statuses: number[];
  close: () => Promise<void>;
}

/** A local receiver on loopback for outgoing webhooks, as a third party would run one. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ body, signature: String(request.headers[WEBHOOK_SIGNATURE_HEADER]), eventId: String(request.headers['bonus-event-id']) });
      response.statusCode = statuses.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, statuses, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
