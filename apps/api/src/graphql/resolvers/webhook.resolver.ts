import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, webhookEventKey, type WebhookDeliveryStatus, type WebhookEventType } from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { UnixSeconds } from '../scalars';
import { stringEnum } from '../string-enum';

/** GraphQL enum names cannot hold dots: ORDER_PAID on the wire stands for 'order.paid' (webhookEventKey). */
const WebhookEventTypeEnum = Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [webhookEventKey(type), type])) as Record<string, WebhookEventType>;
const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'member.created': 'A member registered (member.created).',
  'order.paid': 'A subscription order was paid (order.paid).',
  'order.canceled': 'A paid subscription order ended (order.canceled).',
  'payout.requested': 'A payout was requested (payout.requested).',
  'payout.paid': 'The bank paid a payout (payout.paid).',
  'payout.failed': 'The bank returned a payout (payout.failed).',
  'bonus.published': 'An admin made a bonus visible to members (bonus.published).',
  'bonus.terms_changed': 'An admin changed the terms of a bonus (bonus.terms_changed).',
};
registerEnumType(WebhookEventTypeEnum, {
  name: 'WebhookEventType',
  description: 'An event an outgoing webhook can be told of.',
  valuesConfig: Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [webhookEventKey(type), { description: WEBHOOK_EVENT_DESCRIPTIONS[type] }])),
});
const WebhookDeliveryStatusEnum = stringEnum(WEBHOOK_DELIVERY_STATUSES, 'WebhookDeliveryStatus', 'Where a delivery stands: pending (sent again later), succeeded or failed.', {
  failed: 'Given up after the last attempt.',
  pending: 'Not delivered yet; sent again later.',
  succeeded: 'The endpoint answered with a 2xx status.',
});

@ObjectType({ description: 'A URL told of events, with the secret its deliveries are signed with.' })
class WebhookEndpoint {
  @Field(() => Int, { description: "The endpoint's id." }) id!: number;
  @Field({ description: 'The address events are posted to.' }) url!: string;
  @Field({ description: 'A note to recognise the endpoint by.' }) description!: string;
  @Field(() => [WebhookEventTypeEnum], { description: 'The events it is told of.' }) events!: WebhookEventType[];
  @Field({ description: 'Verifies the bonus-signature header (HMAC-SHA256 over "t.body").' }) secret!: string;
  @Field({ description: 'Whether events are sent to it.' }) enabled!: boolean;
  @Field(() => UnixSeconds, { description: 'When the endpoint was added, unix seconds.' }) createdAt!: Date;
}

@ObjectType({ description: 'One event sent (or being sent) to one endpoint.' })
class WebhookDelivery {
  @Field(() => Int, { description: "The delivery's id." }) id!: number;
  @Field(() => Int, { description: "The event's id, the same in every delivery of it." }) eventId!: number;
  @Field(() => WebhookEventTypeEnum, { description: "The event's type." }) eventType!: WebhookEventType;
  @Field(() => WebhookDeliveryStatusEnum, { description: 'Where the delivery stands.' }) status!: WebhookDeliveryStatus;
  @Field(() => Int, { description: 'Attempts made so far.' }) attempts!: number;
  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last answer; null when none came.' }) lastStatusCode!: number | null;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed; null when it did not.' }) lastError!: string | null;
  @Field(() => UnixSeconds, { nullable: true, description: 'When it was last tried, unix seconds; null before the first attempt.' }) lastAttemptAt!: Date | null;
  @Field(() => UnixSeconds, { description: 'When it is (or was) to be tried next, unix seconds.' }) nextAttemptAt!: Date;
  @Field(() => UnixSeconds, { description: 'When the event was queued, unix seconds.' }) createdAt!: Date;
}

@ObjectType({ description: "How the endpoint answered a test event." })
class WebhookTestResult {
  @Field({ description: 'Whether the endpoint answered with a 2xx status.' }) ok!: boolean;
  @Field(() => Int, { nullable: true, description: 'The HTTP status of the answer; null when none came.' }) statusCode!: number | null;
  @Field(() => String, { nullable: true, description: 'Why it failed; null when it did not.' }) error!: string | null;
}

@InputType({ description: 'A new outgoing webhook endpoint.' })
class WebhookEndpointInput {
  @Field({ description: 'The address events are posted to.' }) url!: string;
  @Field({ defaultValue: '', description: 'A note to recognise the endpoint by.' }) description!: string;
  @Field(() => [String], { description: 'Event names as in the payload, e.g. "order.paid".' }) events!: string[];
}

/** Outgoing webhooks in the back office: endpoints, their deliveries, a test send, disabling. */
@Resolver()
export class WebhookResolver {
  @Query(() => [WebhookEndpoint], { description: 'Admin: every outgoing webhook endpoint.' })
  @AccessRule('admin')
  webhookEndpoints(@Ctx() { services }: GraphQLContext) {
    return services.webhooks.endpoints();
  }

  @Query(() => [WebhookDelivery], { description: 'The newest deliveries of an endpoint (up to 100).' })
  @AccessRule('admin')
  webhookDeliveries(@Arg('endpointId', () => Int, { description: "The endpoint's id." }) endpointId: number, @Ctx() { services }: GraphQLContext) {
    return services.webhooks.deliveries(endpointId);
  }

  @Mutation(() => WebhookEndpoint, { description: 'Admin: adds an outgoing webhook endpoint; its secret is in the answer.' })
  @AccessRule('admin')
  async createWebhookEndpoint(@Arg('input', () => WebhookEndpointInput, { description: 'The address and the events it is told of.' }) input: WebhookEndpointInput, @Ctx() { identity, services }: GraphQLContext) {
    const parsed = parseInput(services.webhooks.endpointInputSchema, input);
    return services.webhooks.createEndpoint(currentUser(await identity()).id, parsed);
  }

  @Mutation(() => WebhookEndpoint, { description: 'Admin: switches sending to an endpoint on or off.' })
  @AccessRule('admin')
  setWebhookEndpointEnabled(@Arg('id', () => Int, { description: "The endpoint's id." }) id: number, @Arg('enabled', { description: 'True sends events to it, false stops.' }) enabled: boolean, @Ctx() { services }: GraphQLContext) {
    return services.webhooks.setEndpointEnabled(id, enabled);
  }

  @Mutation(() => Boolean, { description: 'Admin: removes an endpoint and its deliveries; true when done.' })
  @AccessRule('admin')
  async deleteWebhookEndpoint(@Arg('id', () => Int, { description: "The endpoint's id." }) id: number, @Ctx() { services }: GraphQLContext) {
    await services.webhooks.deleteEndpoint(id);
    return true;
  }

  @Mutation(() => WebhookTestResult, { description: 'Sends a sample event of the type to the endpoint now; nothing is recorded.' })
  @AccessRule('admin')
  sendTestWebhook(@Arg('id', () => Int, { description: "The endpoint's id." }) id: number, @Arg('eventType', () => String, { description: 'The event, as in the payload (e.g. "order.paid") or as the enum (ORDER_PAID).' }) eventType: string, @Ctx() { services }: GraphQLContext) {
    const { events } = parseInput(services.webhooks.endpointInputSchema.pick({ events: true }), { events: [eventType] });
    return services.webhooks.sendTest(id, events[0]);
  }
}

