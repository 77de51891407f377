import { graphql } from '../../shared/gql';
import type { AdminWebhookDeliveriesQuery, AdminWebhookEndpointFieldsFragment } from '../../shared/gql/graphql';

export const ADMIN_WEBHOOK_ENDPOINT_FIELDS = graphql(`
  fragment AdminWebhookEndpointFields on WebhookEndpoint {
    id
    url
    description
    events
    secret
    enabled
    createdAt
  }
`);

export type WebhookEndpointView = AdminWebhookEndpointFieldsFragment;

export const ADMIN_WEBHOOK_ENDPOINTS_QUERY = graphql(`
  query AdminWebhookEndpoints {
    webhookEndpoints { ...AdminWebhookEndpointFields }
  }
`);

export const ADMIN_WEBHOOK_DELIVERIES_QUERY = graphql(`
  query AdminWebhookDeliveries($endpointId: Int!) {
    webhookDeliveries(endpointId: $endpointId) {
      id
      eventId
      eventType
      status
      attempts
      lastStatusCode
      lastError
      lastAttemptAt
      nextAttemptAt
      createdAt
    }
  }
`);

export type WebhookDeliveryView = AdminWebhookDeliveriesQuery['webhookDeliveries'][number];

export const CREATE_WEBHOOK_ENDPOINT_MUTATION = graphql(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) { ...AdminWebhookEndpointFields }
  }
`);

export const SET_WEBHOOK_ENDPOINT_ENABLED_MUTATION = graphql(`
  mutation SetWebhookEndpointEnabled($id: Int!, $enabled: Boolean!) {
    setWebhookEndpointEnabled(id: $id, enabled: $enabled) { ...AdminWebhookEndpointFields }
  }
`);

export const DELETE_WEBHOOK_ENDPOINT_MUTATION = graphql(`
  mutation DeleteWebhookEndpoint($id: Int!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const SEND_TEST_WEBHOOK_MUTATION = graphql(`
  mutation SendTestWebhook($id: Int!, $eventType: String!) {
    sendTestWebhook(id: $id, eventType: $eventType) { ok statusCode error }
  }
`);
