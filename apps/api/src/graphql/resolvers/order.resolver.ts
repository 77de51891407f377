import { Arg, Ctx, Field, ID, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import { createOrderInputSchema, managingInputSchema, promoCodeSchema, SUBSCRIPTION_SCOPES, type SubscriptionScope } from '@bonus/domain';
import { currentMember, currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import { NeverKept } from '../never-kept';
import type { GraphQLContext } from '../context';
import { Order, PromoCode } from '../types/user.types';
import { MembershipPlan } from '../types/membership-plan.types';
import type { PromoCodeOffer } from '@bonus/server';
import { stringEnum } from '../string-enum';

const SubscriptionScopeEnum = stringEnum(SUBSCRIPTION_SCOPES, 'SubscriptionScope', 'Where an order starts: registration or settings.', {
  registration: 'The tier chosen while registering.',
  settings: 'A change of tier in the settings.',
});

@InputType({ description: 'A new subscription order for a tier.' })
class CreateOrderInput {
  @Field(() => Int, { description: 'The id of the tier ordered.' }) tierId!: number;
  @Field(() => SubscriptionScopeEnum, { description: 'Where the order starts.' }) subscriptionScope!: SubscriptionScope;
  @Field(() => String, { nullable: true, description: 'A promo code (registration only).' }) promoCode?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Waives the 14-day withdrawal for this purchase (§ 1837 písm. l) NOZ); without it the waiver given at registration counts.' })
  digitalContentWaiver?: boolean | null;
}

/** Twins of POST /order, GET /order, /order-status, /order-status-manual, /order-paywall-url, /order-managing and /promo_code; the plan card and its receipts. */
@Resolver()
export class OrderResolver {
  @Mutation(() => Order, { description: 'Starts a subscription order for a tier; pay it at orderPaywallUrl.' })
  @AccessRule('member')
  async createOrder(@Arg('input', { description: 'The tier, where the order starts and an optional promo code.' }) input: CreateOrderInput, @Ctx() { identity, services }: GraphQLContext): Promise<Order> {
    const parsed = parseInput(createOrderInputSchema, {
      tier_id: input.tierId,
      subscription_scope: input.subscriptionScope,
      promo_code: input.promoCode,
      digital_content_waiver: input.digitalContentWaiver ?? undefined,
    });
    return Order.from(await services.orders.create(currentUser(await identity()), parsed));
  }

  @Query(() => Order, { description: "One of the member's subscription orders." })
  @AccessRule('member')
  async order(@Arg('id', () => ID, { description: "The order's id." }) id: string, @Ctx() { identity, services }: GraphQLContext): Promise<Order> {
    return Order.from(await services.orders.get(currentUser(await identity()), id));
  }

  @Query(() => String, { description: "The order's subscription status." })
  @AccessRule('member')
  async orderStatus(@Arg('id', () => ID, { description: "The order's id." }) id: string, @Ctx() { identity, services }: GraphQLContext): Promise<string> {
    return (await services.orders.get(currentUser(await identity()), id)).status_id;
  }

  @Query(() => String, { description: "The order's status after asking the payment provider directly." })
  @AccessRule('member')
  @NeverKept()
  async orderStatusManual(@Arg('id', () => ID, { description: "The order's id." }) id: string, @Ctx() { identity, services }: GraphQLContext): Promise<string> {
    return (await services.orders.refreshFromProvider(currentUser(await identity()), id)).status_id;
  }

  @Query(() => String, { description: 'Where to send the browser to pay.' })
  @AccessRule('member')
  @NeverKept()
  async orderPaywallUrl(@Arg('id', () => ID, { description: "The order's id." }) id: string, @Ctx() { identity, services }: GraphQLContext): Promise<string> {
    return services.orders.paywallUrl(currentUser(await identity()), id);
  }

  @Query(() => String, { description: "The payment provider's subscription-management page, returning to redirectionUrl." })
  @AccessRule('member')
  @NeverKept()
  async orderManagingUrl(@Arg('redirectionUrl', { description: 'Where the provider sends the browser back to.' }) redirectionUrl: string, @Ctx() { identity, services }: GraphQLContext): Promise<string> {
    const { redirection_url } = parseInput(managingInputSchema, { redirection_url: redirectionUrl });
    return services.orders.managingUrl(currentMember(await identity()), redirection_url);
  }

  @Query(() => PromoCode, { description: 'A promo code if it is valid now.' })
  @AccessRule('member')
  async promoCode(@Arg('code', { description: 'The code as the member typed it.' }) code: string, @Ctx() { identity, services }: GraphQLContext): Promise<PromoCodeOffer> {
    const user = currentUser(await identity());
    return services.promoCodes.check(parseInput(promoCodeSchema, code), user.id);
  }

  @Query(() => MembershipPlan, { description: 'Nastavení → Členství: the signed-in member’s plan, next charge, payment method and payments.' })
  @AccessRule('member')
  async membershipPlan(@Ctx() { identity, services }: GraphQLContext): Promise<MembershipPlan> {
    return MembershipPlan.from(await services.membershipPlans.plan(currentUser(await identity())));
  }

  @Query(() => String, { description: 'The receipt of one of the member’s own payments as a PDF, base64-encoded.' })
  @AccessRule('member')
  async membershipReceiptPdf(@Arg('paymentId', () => ID, { description: "The payment's id, as MembershipPayment.id." }) paymentId: string, @Ctx() { identity, services }: GraphQLContext): Promise<string> {
    return (await services.membershipPlans.receipt(currentUser(await identity()), paymentId)).toString('base64');
  }
}
