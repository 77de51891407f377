import { Field, Int, ObjectType } from 'type-graphql';
import { PAYOUT_STATUSES } from '@bonus/domain';
import type { Halere, PayoutStatus } from '@bonus/domain';
import { UnixSeconds, WholeCzk } from '../scalars';
import { stringEnum } from '../string-enum';
import { PageOf } from './page.types';

export const PayoutStatusEnum = stringEnum(PAYOUT_STATUSES, 'PayoutStatus', "A payout's state: pending until the bank pays it, then paid, or failed when it came back.", {
  failed: "The bank returned it; the amount went back on the member's balance.",
  paid: 'The bank paid it.',
  pending: 'Waiting for the bank.',
});

@ObjectType({ description: 'An invitation code of the member.' })
export class ReferralCode {
  @Field(() => Int, { description: "The code's id." }) id!: number;
  @Field(() => UnixSeconds, { description: 'When it was created, unix seconds.' }) creationTimestamp!: Date;
  @Field({ description: 'The code, as in the referral link.' }) code!: string;
  @Field({ description: 'Whether someone has registered with it.' }) inUse!: boolean;
}

@ObjectType({ description: 'Who invites the visitor of a referral link.' })
export class ReferralPage {
  @Field({ description: "The inviting member's nickname." }) referencerName!: string;
  @Field({ description: 'The code.' }) referralCode!: string;
}

@ObjectType({ description: 'A member the caller invited.' })
export class ReferencedUser {
  @Field({ description: 'Their nickname.' }) name!: string;
  @Field(() => UnixSeconds, { description: 'When they registered, unix seconds.' }) creationTimestamp!: Date;
  @Field({ description: 'The name of their tier.' }) tierName!: string;
  @Field(() => WholeCzk, { description: 'What the caller earned from them, Kč.' }) referencerReward!: Halere;
}

@ObjectType({ description: 'A payout of referral earnings.' })
export class Transaction {
  @Field(() => Int, { description: "The payout's id." }) id!: number;
  @Field(() => WholeCzk, { description: 'The amount, Kč.' }) amount!: Halere;
  @Field(() => UnixSeconds, { description: 'When it was requested or created, unix seconds.' }) creationTimestamp!: Date;
  @Field({ description: 'A note about the payout; empty when none.' }) note!: string;
  @Field({ description: 'Czech: Zpracovává se, Vyplaceno or Vráceno: <reason>.' }) transStatusName!: string;
  @Field(() => PayoutStatusEnum, { description: 'Where the payout stands.' }) status!: PayoutStatus;
  @Field({ description: 'Masked to the last 9 characters.' }) bankAccount!: string;
}

@ObjectType({ description: 'One page of the members the caller invited, newest first.' })
export class ReferencedUserPage extends PageOf(ReferencedUser, 'The members of this page.') {}

@ObjectType({ description: "What all of the member's payouts add up to per state, Kč." })
export class PayoutTotals {
  @Field(() => WholeCzk, { description: 'On its way to the bank.' }) pending!: Halere;
  @Field(() => WholeCzk, { description: 'Paid by the bank.' }) paid!: Halere;
  @Field(() => WholeCzk, { description: 'Came back from the bank.' }) failed!: Halere;
}

@ObjectType({ description: "One page of the member's payouts, newest first." })
export class TransactionPage extends PageOf(Transaction, 'The payouts of this page.') {
  @Field(() => PayoutTotals, { description: 'What all payouts (every page) add up to per state.' }) totals!: PayoutTotals;
}

@ObjectType({ description: 'Referral rewards and payouts of one month.' })
export class TransactionStats {
  @Field({ description: 'The month, YYYY-MM.' }) month!: string;
  @Field(() => WholeCzk, { description: 'Referral rewards earned that month, Kč.' }) reward!: Halere;
  @Field(() => WholeCzk, { description: 'Paid out that month, Kč.' }) paidOut!: Halere;
}
