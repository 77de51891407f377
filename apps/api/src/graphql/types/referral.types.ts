import { Field, Int, ObjectType } from 'type-graphql';
import type { ReferencedUserDto, ReferralCodeDto, ReferralPageDto, TransactionDto, TransactionStatsDto } from '@bonus/domain';

@ObjectType({ description: 'An invitation code of the member.' })
export class ReferralCode {
  @Field(() => Int) id!: number;
  @Field(() => Int) creationTimestamp!: number;
  @Field() code!: string;
  @Field() inUse!: boolean;

  static from(dto: ReferralCodeDto): ReferralCode {
    return Object.assign(new ReferralCode(), { id: dto.id, creationTimestamp: dto.creation_timestamp, code: dto.code, inUse: dto.in_use });
  }
}

@ObjectType({ description: 'Who invites the visitor of a referral link.' })
export class ReferralPage {
  @Field() referencerName!: string;
  @Field() referralCode!: string;

  static from(dto: ReferralPageDto): ReferralPage {
    return Object.assign(new ReferralPage(), { referencerName: dto.referencer_name, referralCode: dto.referral_code });
  }
}

@ObjectType({ description: 'A member the caller invited.' })
export class ReferencedUser {
  @Field() name!: string;
  @Field(() => Int) creationTimestamp!: number;
  @Field() tierName!: string;
  @Field(() => Int, { description: 'What the caller earned from them, Kč.' }) referencerReward!: number;

  static from(dto: ReferencedUserDto): ReferencedUser {
    return Object.assign(new ReferencedUser(), { name: dto.name, creationTimestamp: dto.creation_timestamp, tierName: dto.tier_name, referencerReward: dto.referencer_reward });
  }
}

@ObjectType({ description: 'A payout of referral earnings.' })
export class Transaction {
  @Field(() => Int) id!: number;
  @Field(() => Int) amount!: number;
  @Field(() => Int) creationTimestamp!: number;
  @Field() note!: string;
  @Field({ description: 'Czech: Zpracovává se, Vyplaceno or Vráceno: <reason>.' }) transStatusName!: string;
  @Field({ description: 'pending, paid or failed.' }) status!: string;
  @Field({ description: 'Masked to the last 9 characters.' }) bankAccount!: string;

  static from(dto: TransactionDto): Transaction {
    return Object.assign(new Transaction(), {
      id: dto.id,
      amount: dto.amount,
      creationTimestamp: dto.creation_timestamp,
      note: dto.note,
      transStatusName: dto.trans_status_name,
      status: dto.trans_status,
      bankAccount: dto.bank_account,
    });
  }
}

@ObjectType({ description: 'Referral rewards and payouts of one month.' })
export class TransactionStats {
  @Field() month!: string;
  @Field(() => Int) reward!: number;
  @Field(() => Int) paidOut!: number;

  static from(dto: TransactionStatsDto): TransactionStats {
    return Object.assign(new TransactionStats(), { month: dto.month, reward: dto.reward, paidOut: dto.paid_out });
  }
}
