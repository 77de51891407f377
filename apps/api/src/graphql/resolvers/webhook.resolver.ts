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
registerEnumType(WebhookEventTypeEnum, { name: 'WebhookEventType', description: 'An event an outgoing webhook can be told of.' });
const WebhookDeliveryStatusEnum = stringEnum(WEBHOOK_DELIVERY_STATUSES, 'WebhookDeliveryStatus', 'Where a delivery stands: pending (sent again later), succeeded or failed.');

@ObjectType({ description: 'A URL told of events, with the secret its deliveries are signed with.' })
class WebhookEndpoint {
  @Field(() => Int) id!: number;
  @Field() url!: string;
  @Field() description!: string;
  @Field(() => [WebhookEventTypeEnum]) events!: WebhookEventType[];
  @Field({ description: 'Verifies the bonus-signature header (HMAC-SHA256 over "t.body").' }) secret!: string;
  @Field() enabled!: boolean;
  @Field(() => UnixSeconds) createdAt!: Date;
}

@ObjectType({ description: 'One event sent (or being sent) to one endpoint.' })
class WebhookDelivery {
  @Field(() => Int) id!: number;
  @Field(() => Int) eventId!: number;
  @Field(() => WebhookEventTypeEnum) eventType!: WebhookEventType;
  @Field(() => WebhookDeliveryStatusEnum) status!: WebhookDeliveryStatus;
  @Field(() => Int) attempts!: number;
  @Field(() => Int, { nullable: true }) lastStatusCode!: number | null;
  @Field(() => String, { nullable: true }) lastError!: string | null;
  @Field(() => UnixSeconds, { nullable: true }) lastAttemptAt!: Date | null;
  @Field(() => UnixSeconds) nextAttemptAt!: Date;
  @Field(() => UnixSeconds) createdAt!: Date;
}

@ObjectType({ description: "How the endpoint answered a test event." })
class WebhookTestResult {
  @Field() ok!: boolean;
  @Field(() => Int, { nullable: true }) statusCode!: number | null;
  @Field(() => String, { nullable: true }) error!: string | null;
}

@InputType()
class WebhookEndpointInput {
  @Field() url!: string;
  @Field({ defaultValue: '' }) description!: string;
  @Field(() => [String], { description: 'Event names as in the payload, e.g. "order.paid".' }) events!: string[];
}

/** Outgoing webhooks in the back office: endpoints, their deliveries, a test send, disabling. */
@Resolver()
export class WebhookResolver {
  @Query(() => [WebhookEndpoint])
  @AccessRule('admin')
  webhookEndpoints(@Ctx() { services }: GraphQLContext) {
    return services.webhooks.endpoints();
  }

  @Query(() => [WebhookDelivery], { description: 'The newest deliveries of an endpoint (up to 100).' })
  @AccessRule('admin')
  webhookDeliveries(@Arg('endpointId', () => Int) endpointId: number, @Ctx() { services }: GraphQLContext) {
    return services.webhooks.deliveries(endpointId);
  }

  @Mutation(() => WebhookEndpoint)
  @AccessRule('admin')
  async createWebhookEndpoint(@Arg('input', () => WebhookEndpointInput) input: WebhookEndpointInput, @Ctx() { identity, services }: GraphQLContext) {
    const parsed = parseInput(services.webhooks.endpointInputSchema, input);
    return services.webhooks.createEndpoint(currentUser(await identity()).id, parsed);
  }

  @Mutation(() => WebhookEndpoint)
  @AccessRule('admin')
  setWebhookEndpointEnabled(@Arg('id', () => Int) id: number, @Arg('enabled') enabled: boolean, @Ctx() { services }: GraphQLContext) {
    return services.webhooks.setEndpointEnabled(id, enabled);
  }

  @Mutation(() => Boolean)
  @AccessRule('admin')
  async deleteWebhookEndpoint(@Arg('id', () => Int) id: number, @Ctx() { services }: GraphQLContext) {
    await services.webhooks.deleteEndpoint(id);
    return true;
  }

  @Mutation(() => WebhookTestResult, { description: 'Sends a sample event of the type to the endpoint now; nothing is recorded.' })
  @AccessRule('admin')
  sendTestWebhook(@Arg('id', () => Int) id: number, @Arg('eventType', () => String) eventType: string, @Ctx() { services }: GraphQLContext) {
    const { events } = parseInput(services.webhooks.endpointInputSchema.pick({ events: true }), { events: [eventType] });
    return services.webhooks.sendTest(id, events[0]);
  }
}

