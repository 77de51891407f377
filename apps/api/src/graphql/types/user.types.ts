import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { ConsentDto, OrderDto, UserDto } from '@bonus/domain';

@ObjectType({ description: 'A subscription order (money in Kč, time in unix seconds).' })
export class Order {
  @Field(() => ID, { description: "The order's id." }) id!: string;
  @Field(() => Int, { description: 'The monthly price, whole Kč.' }) amount!: number;
  @Field(() => Int, { description: 'When the order was created, unix seconds.' }) creationTimestamp!: number;
  @Field(() => Int, { nullable: true, description: 'When the paid period ends, unix seconds; null when not paid yet.' }) expirationTimestamp!: number | null;
  @Field({ description: "The order's subscription status." }) status!: string;
  @Field(() => Int, { description: 'The id of the tier ordered.' }) tierId!: number;
  @Field(() => Int, { description: 'What the last payment charged, whole Kč; 0 when nothing was paid yet.' }) lastPaidAmount!: number;
  @Field(() => String, { nullable: true, description: 'The app address the payment page returns the browser to; null when none was set.' }) redirectionUrl!: string | null;
  @Field(() => Int, { description: 'What the next payment charges: a prorated upgrade month, a promo month or the full price.' }) nextPaymentAmount!: number;
  @Field(() => Int, { description: 'The promo discount in percent; 0 without a promo code.' }) promoPercent!: number;
  @Field(() => Int, { description: 'Monthly payments the promo discount covers; 0 without a promo code.' }) promoMonths!: number;
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

@ObjectType({ description: 'The tier of the signed-in member.' })
export class UserTier {
  @Field(() => Int, { description: "The tier's id." }) id!: number;
  @Field({ description: "The tier's name." }) name!: string;
  @Field({ description: "The tier's stable code, e.g. free, basic or premium." }) code!: string;
  @Field(() => Int, { description: 'Referral share in percent.' }) referralReward!: number;
}

@ObjectType({ description: 'The signed-in member (twin of GET /user).' })
export class UserProfile {
  @Field(() => ID, { description: "The member's id." }) id!: string;
  @Field({ description: 'Whether the member is an admin.' }) admin!: boolean;
  @Field(() => Int, { description: 'When the member registered, unix seconds.' }) creationTimestamp!: number;
  @Field(() => String, { nullable: true, description: "The member's e-mail; null when the account has none." }) email!: string | null;
  @Field(() => Int, { nullable: true, description: "The id of the member's membership generation; null when they have none." }) generationId!: number | null;
  @Field({ description: 'Nickname.' }) name!: string;
  @Field({ description: 'First and last name.' }) fullName!: string;
  @Field(() => String, { nullable: true, description: 'A link to the profile picture; null for none.' }) pictureLink!: string | null;
  @Field(() => String, { nullable: true, description: "The member's first referral code in use; null when none." }) referralCode!: string | null;
  @Field(() => UserTier, { description: "The member's tier." }) tier!: UserTier;
  @Field(() => Int, { description: 'What the member earned from invited members, whole Kč.' }) referralRevenue!: number;
  @Field(() => Int, { description: "What the member's completed bonuses earned, whole Kč." }) bonusRevenue!: number;
  @Field(() => Int, { description: 'What the bonuses the member can still take are expected to earn together, whole Kč.' }) potentialBonusRevenue!: number;
  @Field(() => Int, { description: 'Referral earnings not yet paid out, whole Kč.' }) balance!: number;
  @Field(() => Int, { description: 'What has been paid out to the member, whole Kč.' }) paidOut!: number;
  @Field(() => String, { nullable: true, description: 'The saved Czech bank account for payouts; null when none.' }) bankAccount!: string | null;
  @Field({ description: 'Whether referral earnings are paid out automatically.' }) autoWithdraw!: boolean;
  @Field({ description: 'Wants newsletters and news of bonuses by e-mail.' }) marketingConsent!: boolean;
  @Field(() => Order, { nullable: true, description: 'The running subscription order; null on the free tier.' }) activeOrder!: Order | null;
  @Field({ description: 'The sign-in provider: password for an e-mail account.' }) providerId!: string;
  @Field(() => Int, { description: 'How many bonuses the member completed.' }) bonusHistoryLen!: number;
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

@InputType({ description: 'The registration of the signed-in Firebase account as a member.' })
export class RegisterUserInput {
  @Field({ description: 'Nickname.' }) name!: string;
  @Field({ description: 'First name.' }) firstName!: string;
  @Field({ description: 'Last name.' }) lastName!: string;
  @Field(() => Int, { description: 'Unix seconds.' }) birthTimestamp!: number;
  @Field(() => String, { nullable: true, description: 'The code of the member who invited them; null for none.' }) referralCode?: string | null;
  @Field({ nullable: true, description: 'Required: 18 or older.' }) ageConfirmed?: boolean;
  @Field({ nullable: true, description: 'Required: the terms in force (TERMS_VERSION).' }) termsAccepted?: boolean;
  @Field({ nullable: true, description: 'Required: earnings are not guaranteed, deposits may be lost.' }) lostGuarantee?: boolean;
  @Field({ nullable: true, description: 'Required: access at once, waiving the 14-day withdrawal (§ 1837 písm. l) NOZ).' }) digitalContentWaiver?: boolean;
  @Field({ nullable: true, description: 'Wants newsletters and news of bonuses by e-mail.' }) marketingConsent?: boolean;
}

@InputType({ description: "Changes to the signed-in member's profile; omitted fields stay as they are." })
export class UpdateUserInput {
  @Field({ nullable: true, description: 'Nickname.' }) name?: string;
  @Field(() => String, { nullable: true, description: 'Empty removes the saved account.' }) bankAccount?: string | null;
  @Field({ nullable: true, description: "Only the signed-in account's e-mail: syncs the record after a change in Firebase." }) email?: string;
  @Field({ nullable: true, description: 'Pay out referral earnings automatically.' }) autoWithdraw?: boolean;
  @Field({ nullable: true, description: 'Wants newsletters and news of bonuses by e-mail.' }) marketingConsent?: boolean;
}

@ObjectType({ description: 'A consent as last given or withdrawn.' })
export class Consent {
  @Field({ description: 'What the consent is to: adult, terms, lost_guarantee, digital_content_waiver or marketing.' }) kind!: string;
  @Field({ description: 'What was consented to, in Czech.' }) label!: string;
  @Field({ description: 'Whether it is given (true) or withdrawn (false).' }) granted!: boolean;
  @Field({ description: 'The version of the terms it was given under.' }) termsVersion!: string;
  @Field(() => Int, { description: 'Unix seconds.' }) recordedTimestamp!: number;

  static from(dto: ConsentDto): Consent {
    return Object.assign(new Consent(), { kind: dto.kind, label: dto.label, granted: dto.granted, termsVersion: dto.terms_version, recordedTimestamp: dto.recorded_timestamp });
  }
}

@ObjectType({ description: 'A valid promo code: a percent off the first months.' })
export class PromoCode {
  @Field({ description: 'The code.' }) code!: string;
  @Field(() => Int, { description: 'The discount in percent of the monthly price.' }) discountPercent!: number;
  @Field(() => Int, { description: 'How many monthly payments the discount covers.' }) months!: number;

}
