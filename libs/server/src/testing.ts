// The test helpers of the service layer (`@bonus/server/testing`): a throw-away PostgreSQL database, the
// services on it, and a fake Stripe API. Kept out of the production entry (index.ts).
export { createTestDatabase } from './testing/test-database';
export type { TestDatabase } from './testing/test-database';
export { testServices } from './testing/test-services';
export { FakeStripeApi } from './testing/fake-stripe-api';
export { FakeFioApi, fioStatement } from './testing/fake-fio-api';
export type { FakeFioCall, FakeFioTransaction } from './testing/fake-fio-api';
export { startWebhookReceiver } from './testing/webhook-receiver';
export type { ReceivedWebhook, WebhookReceiver } from './testing/webhook-receiver';
