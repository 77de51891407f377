import { Arg, Ctx, Field, ID, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import { createOrderInputSchema } from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { Order } from '../types/user.types';

@InputType()
class CreateOrderInput {
  @Field(() => Int) tierId!: number;
  @Field({ description: 'registration or settings' }) subscriptionScope!: string;
}

/** Twins of POST /order, GET /order, /order-status and /order-paywall-url. */
@Resolver()
export class OrderResolver {
  @Mutation(() => Order)
  @AccessRule('member')
  async createOrder(@Arg('input') input: CreateOrderInput, @Ctx() { identity, services }: GraphQLContext): Promise<Order> {
    const parsed = parseInput(createOrderInputSchema, { tier_id: input.tierId, subscription_scope: input.subscriptionScope });
    return Order.from(await services.orders.create(currentUser(await identity()), parsed));
  }

  @Query(() => Order)
  @AccessRule('member')
  async order(@Arg('id', () => ID) id: string, @Ctx() { identity, services }: GraphQLContext): Promise<Order> {
    return Order.from(await services.orders.get(currentUser(await identity()), id));
  }

  @Query(() => String, { description: "The order's subscription status." })
  @AccessRule('member')
  async orderStatus(@Arg('id', () => ID) id: string, @Ctx() { identity, services }: GraphQLContext): Promise<string> {
    return (await services.orders.get(currentUser(await identity()), id)).status_id;
  }

  @Query(() => String, { description: 'Where to send the browser to pay.' })
  @AccessRule('member')
  async orderPaywallUrl(@Arg('id', () => ID) id: string, @Ctx() { identity, services }: GraphQLContext): Promise<string> {
    return services.orders.paywallUrl(currentUser(await identity()), id);
  }
}
