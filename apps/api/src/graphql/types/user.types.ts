import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { ConsentDto, OrderDto, UserDto } from '@bonus/domain';

@ObjectType({ description: 'A subscription order (money in Kč, time in unix seconds).' })
export class Order {
  @Field(() => ID) id!: string;
  @Field(() => Int) amount!: number;
  @Field(() => Int) creationTimestamp!: number;
  @Field(() => Int, { nullable: true }) expirationTimestamp!: number | null;
  @Field() status!: string;
  @Field(() => Int) tierId!: number;
  @Field(() => Int) lastPaidAmount!: number;
  @Field(() => String, { nullable: true }) redirectionUrl!: string | null;
  @Field(() => Int, { description: 'What the next payment charges: a prorated upgrade month, a promo month or the full price.' }) nextPaymentAmount!: number;
  @Field(() => Int) promoPercent!: number;
  @Field(() => Int) promoMonths!: number;
  @Field({ description: 'Cancelled by the member: access stays until the expiration, then ends.' }) cancelAtPeriodEnd!: boolean;

  static from(dto: OrderDto): Order {
    return Object.assign(new Order(), {
      id: dto.id,
      amount: dto.amount,
      creationTimestamp: dto.creation_timestamp,
      expirationTimestamp: dto.expiration_timestamp,
      status: dto.status_id,
      tierId: dto.tier_id,
      lastPaidAmount: dto.last_paid_amount,
      redirectionUrl: dto.redirection_url,
      nextPaymentAmount: dto.next_payment_amount,
      promoPercent: dto.promo_percent,
      promoMonths: dto.promo_months,
      cancelAtPeriodEnd: dto.cancel_at_period_end,
    });
  }
}

@ObjectType()
export class UserTier {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field() code!: string;
  @Field(() => Int, { description: 'Referral share in percent.' }) referralReward!: number;
}

@ObjectType({ description: 'The signed-in member (twin of GET /user).' })
export class UserProfile {
  @Field(() => ID) id!: string;
  @Field() admin!: boolean;
  @Field(() => Int) creationTimestamp!: number;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => Int, { nullable: true }) generationId!: number | null;
  @Field({ description: 'Nickname.' }) name!: string;
  @Field() fullName!: string;
  @Field(() => String, { nullable: true }) pictureLink!: string | null;
  @Field(() => String, { nullable: true }) referralCode!: string | null;
  @Field(() => UserTier) tier!: UserTier;
  @Field(() => Int) referralRevenue!: number;
  @Field(() => Int) bonusRevenue!: number;
  @Field(() => Int) potentialBonusRevenue!: number;
  @Field(() => Int) balance!: number;
  @Field(() => Int) paidOut!: number;
  @Field(() => String, { nullable: true }) bankAccount!: string | null;
  @Field() autoWithdraw!: boolean;
  @Field({ description: 'Wants newsletters and news of bonuses by e-mail.' }) marketingConsent!: boolean;
  @Field(() => Order, { nullable: true }) activeOrder!: Order | null;
  @Field() providerId!: string;
  @Field(() => Int) bonusHistoryLen!: number;
  @Field(() => Int, { nullable: true, description: 'Unix seconds: the end of a running casino pause; null when none runs.' }) casinoPauseUntil!: number | null;

  static from(dto: UserDto): UserProfile {
    return Object.assign(new UserProfile(), {
      id: dto.id,
      admin: dto.admin,
      creationTimestamp: dto.creation_timestamp,
      email: dto.email,
      generationId: dto.generation_id,
      name: dto.name,
      fullName: dto.full_name,
      pictureLink: dto.picture_link,
      referralCode: dto.referral_code,
      tier: Object.assign(new UserTier(), { id: dto.tier.id, name: dto.tier.name, code: dto.tier.code, referralReward: dto.tier.referral_reward }),
      referralRevenue: dto.referral_revenue,
      bonusRevenue: dto.bonus_revenue,
      potentialBonusRevenue: dto.potential_bonus_revenue,
      balance: dto.balance,
      paidOut: dto.paid_out,
      bankAccount: dto.bank_account,
      autoWithdraw: dto.auto_withdraw,
      marketingConsent: dto.marketing_consent,
      activeOrder: dto.active_order ? Order.from(dto.active_order) : null,
      providerId: dto.provider_id,
      bonusHistoryLen: dto.bonus_history_len,
      casinoPauseUntil: dto.casino_pause_until,
    });
  }
}

@InputType()
export class RegisterUserInput {
  @Field() name!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field(() => Int, { description: 'Unix seconds.' }) birthTimestamp!: number;
  @Field(() => String, { nullable: true }) referralCode?: string | null;
  @Field({ nullable: true, description: 'Required: 18 or older.' }) ageConfirmed?: boolean;
  @Field({ nullable: true, description: 'Required: the terms in force (TERMS_VERSION).' }) termsAccepted?: boolean;
  @Field({ nullable: true, description: 'Required: earnings are not guaranteed, deposits may be lost.' }) lostGuarantee?: boolean;
  @Field({ nullable: true, description: 'Required: access at once, waiving the 14-day withdrawal (§ 1837 písm. l) NOZ).' }) digitalContentWaiver?: boolean;
  @Field({ nullable: true }) marketingConsent?: boolean;
}

@InputType()
export class UpdateUserInput {
  @Field({ nullable: true }) name?: string;
  @Field(() => String, { nullable: true, description: 'Empty removes the saved account.' }) bankAccount?: string | null;
  @Field({ nullable: true, description: "Only the signed-in account's e-mail: syncs the record after a change in Firebase." }) email?: string;
  @Field({ nullable: true }) autoWithdraw?: boolean;
  @Field({ nullable: true }) marketingConsent?: boolean;
}

@ObjectType({ description: 'A consent as last given or withdrawn.' })
export class Consent {
  @Field({ description: 'adult, terms, lost_guarantee, digital_content_waiver or marketing' }) kind!: string;
  @Field() label!: string;
  @Field() granted!: boolean;
  @Field() termsVersion!: string;
  @Field(() => Int, { description: 'Unix seconds.' }) recordedTimestamp!: number;

  static from(dto: ConsentDto): Consent {
    return Object.assign(new Consent(), { kind: dto.kind, label: dto.label, granted: dto.granted, termsVersion: dto.terms_version, recordedTimestamp: dto.recorded_timestamp });
  }
}

@ObjectType({ description: 'A valid promo code: a percent off the first months.' })
export class PromoCode {
  @Field() code!: string;
  @Field(() => Int) discountPercent!: number;
  @Field(() => Int) months!: number;

}
