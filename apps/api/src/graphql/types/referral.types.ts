import { Field, Int, ObjectType } from 'type-graphql';
import { PAYOUT_STATUSES } from '@bonus/domain';
import type { Halere, PayoutStatus } from '@bonus/domain';
import { UnixSeconds, WholeCzk } from '../scalars';
import { stringEnum } from '../string-enum';

export const PayoutStatusEnum = stringEnum(PAYOUT_STATUSES, 'PayoutStatus', "A payout's state: pending until the bank pays it, then paid, or failed when it came back.");

@ObjectType({ description: 'An invitation code of the member.' })
export class ReferralCode {
  @Field(() => Int) id!: number;
  @Field(() => UnixSeconds, { name: 'creationTimestamp' }) createdAt!: Date;
  @Field() code!: string;
  @Field() inUse!: boolean;
}

@ObjectType({ description: 'Who invites the visitor of a referral link.' })
export class ReferralPage {
  @Field() referencerName!: string;
  @Field() referralCode!: string;
}

@ObjectType({ description: 'A member the caller invited.' })
export class ReferencedUser {
  @Field() name!: string;
  @Field(() => UnixSeconds, { name: 'creationTimestamp' }) createdAt!: Date;
  @Field() tierName!: string;
  @Field(() => WholeCzk, { description: 'What the caller earned from them, Kč.' }) referencerReward!: Halere;
}

@ObjectType({ description: 'A payout of referral earnings.' })
export class Transaction {
  @Field(() => Int) id!: number;
  @Field(() => WholeCzk) amount!: Halere;
  @Field(() => UnixSeconds, { name: 'creationTimestamp' }) createdAt!: Date;
  @Field() note!: string;
  @Field({ name: 'transStatusName', description: 'Czech: Zpracovává se, Vyplaceno or Vráceno: <reason>.' }) statusName!: string;
  @Field(() => PayoutStatusEnum) status!: PayoutStatus;
  @Field({ description: 'Masked to the last 9 characters.' }) bankAccount!: string;
}

@ObjectType({ description: 'Referral rewards and payouts of one month.' })
export class TransactionStats {
  @Field() month!: string;
  @Field(() => WholeCzk) reward!: Halere;
  @Field(() => WholeCzk) paidOut!: Halere;
}
