import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { MembershipPayment as MembershipPaymentModel, MembershipPlan as MembershipPlanModel } from '@bonus/server';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

@ObjectType({ description: 'A payment of the member’s membership (Kč, unix seconds).' })
export class MembershipPayment {
  @Field(() => ID, { description: 'The provider’s payment id; its receipt is membershipReceiptPdf(paymentId).' }) id!: string;
  @Field(() => Int, { description: 'When it was paid, unix seconds.' }) paidTimestamp!: number;
  @Field({ description: 'What the payment was for.' }) description!: string;
  @Field(() => Int, { description: 'What was paid, whole Kč.' }) amount!: number;
  @Field(() => Int, { description: 'What was returned of it (0 when nothing).' }) refunded!: number;

  static from(model: MembershipPaymentModel): MembershipPayment {
    return Object.assign(new MembershipPayment(), { id: model.id, paidTimestamp: seconds(model.paidAt), description: model.description, amount: model.amountCzk, refunded: model.refundedCzk });
  }
}

@ObjectType({ description: 'The next charge: renews (date and amount), ends (a cancelled plan’s last day) or none.' })
export class PlanBilling {
  @Field({ description: 'What comes next: renews, ends or none.' }) kind!: string;
  @Field(() => Int, { nullable: true, description: 'When it renews or ends, unix seconds.' }) timestamp!: number | null;
  @Field(() => Int, { nullable: true, description: 'Kč, for renews' }) amount!: number | null;
}

@ObjectType({ description: 'What a higher tier costs the member monthly (Kč), in their own generation.' })
export class UpgradePrice {
  @Field(() => Int, { description: "The higher tier's id." }) tierId!: number;
  @Field(() => Int, { description: 'The monthly price, whole Kč.' }) monthlyPrice!: number;
}

@ObjectType({ description: 'Nastavení → Členství: the member’s plan, its next charge, payment method and payments.' })
export class MembershipPlan {
  @Field(() => Int, { description: "The id of the member's tier." }) tierId!: number;
  @Field({ description: "The name of the member's tier." }) tierName!: string;
  @Field(() => Int, { description: 'The regular monthly price in Kč (the member’s generation price); 0 on the free tier.' }) monthlyPrice!: number;
  @Field(() => Int, { nullable: true, description: 'The generation whose price the member keeps; null on the free tier.' }) generationNumber!: number | null;
  @Field(() => PlanBilling, { description: 'The next charge.' }) billing!: PlanBilling;
  @Field(() => String, { nullable: true, description: 'How the member pays, in words; null on the free tier.' }) paymentMethod!: string | null;
  @Field(() => [MembershipPayment], { description: 'The latest payments, newest first.' }) payments!: MembershipPayment[];
  @Field(() => [UpgradePrice], { description: 'The higher tiers as an upgrade would price them for this member.' }) upgradePrices!: UpgradePrice[];

  static from(model: MembershipPlanModel): MembershipPlan {
    const { billing } = model;
    return Object.assign(new MembershipPlan(), {
      tierId: model.tierId,
      tierName: model.tierName,
      monthlyPrice: model.monthlyCzk,
      generationNumber: model.generationNumber,
      billing: Object.assign(new PlanBilling(), {
        kind: billing.kind,
        timestamp: billing.kind === 'none' ? null : seconds(billing.date),
        amount: billing.kind === 'renews' ? billing.amount : null,
      }),
      paymentMethod: model.paymentMethod,
      payments: model.payments.map(MembershipPayment.from),
      upgradePrices: model.upgradePrices.map(({ tierId, monthlyCzk }) => Object.assign(new UpgradePrice(), { tierId, monthlyPrice: monthlyCzk })),
    });
  }
}
