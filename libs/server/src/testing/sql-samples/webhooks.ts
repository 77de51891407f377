import type { WebhookEndpointEntity } from '../../features/webhooks/webhook-endpoint.entity';
import * as webhooksQueries from '../../features/webhooks/webhooks.queries';
import { AT, MEMBER, samples } from './sample-values';

/** Sample arguments of the webhooks query modules (sql-snapshots.spec.ts). */

const WEBHOOK_ENDPOINT = { id: 1, url: 'https://hooks.example.cz/bonus', description: 'CRM', events: ['member.created'], secret: 'whsec_1', createdById: MEMBER, disabledAt: AT } as WebhookEndpointEntity;

export const SQL_SAMPLES = {
  'webhooks.queries.ts': samples(webhooksQueries, {
    insertEventWithDeliveries: ['member.created', { id: MEMBER }],
    claimDueDeliveries: [1],
    recordAttempt: [1, { status: 'failed', statusCode: 500, error: 'HTTP 500', nextAttemptAt: AT }],
    deliveriesOfEndpoint: [1, 1],
    deleteEventsBefore: [AT, 1],
    
    allEndpoints: [],
    endpointById: [1],
    insertEndpoint: [{ url: 'https://hooks.example.cz/bonus', description: 'CRM', events: ['member.created'], secret: 'whsec_1', createdById: MEMBER, disabledAt: null }],
    saveEndpoint: [WEBHOOK_ENDPOINT],
    deleteEndpoint: [1],
  }),
};
