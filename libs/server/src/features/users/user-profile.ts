import { isDeepStrictEqual } from 'node:util';
import type { DataSource } from 'typeorm';
import { BonusCaps, chargeForPayment, halereToWholeCzk, isPaused, OrderDto, UserDto } from '@bonus/domain';
import { scheduleOf } from '../orders/membership.service';
import type { MemberReads } from '../../cache/member-data-cache';
import { currentPaidOrder } from '../orders/current-paid-order';
import type { OrderEntity } from '../orders/order.entity';
import type { BonusCatalogue } from '../bonuses/bonus-catalogue';
import type { Bonus } from '../bonuses/bonus.read-model';
import { bonusMemberOf, listMemberBonuses, potentialRevenue } from '../bonuses/member-bonuses';
import type { UserEntity } from './user.entity';
import { firstReferralCode } from './user.queries';

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function toOrderDto(order: OrderEntity): OrderDto {
  return {
    id: order.id,
    amount: halereToWholeCzk(order.amountHalere),
    creation_timestamp: toSeconds(order.createdAt),
    expiration_timestamp: order.expiresAt ? toSeconds(order.expiresAt) : null,
    status_id: order.status,
    tier_id: order.tierId,
    user_id: order.userId,
    last_paid_amount: halereToWholeCzk(order.lastPaidAmountHalere),
    redirection_url: order.redirectionUrl,
    next_payment_amount: halereToWholeCzk(
      chargeForPayment(scheduleOf(order), order.paidPeriods),
    ),
    promo_percent: order.promoPercent,
    promo_months: order.promoMonths,
    cancel_at_period_end: order.cancelAtPeriodEnd,
  };
}

/**
 * GET /user: the stored member plus what is derived from other tables (active order, first referral
 * code, the expected value of the bonuses still open to them), in one parallel round trip, or from
 * the member's cached reads.
 */
export async function loadProfile(dataSource: DataSource, catalogue: BonusCatalogue, user: UserEntity, caps: BonusCaps, reads: MemberReads, now: Date = new Date()): Promise<UserDto> {
  const [order, referralCode, openBonuses] = await Promise.all([
    currentPaidOrder(dataSource, user.id, now, reads),
    reads('referral-code', () => firstReferralCode(dataSource.manager, user.id)),
    listMemberBonuses(catalogue, dataSource.manager, bonusMemberOf(user), caps, now, reads),
  ]);
  const profile = toProfile(user, order, referralCode, openBonuses, now);
  // The same answer as last time is handed out as the same object, which the edge writes from the
  // bytes it kept; keyed by the member's cached bonus list, so it goes when their data changes.
  const last = lastProfiles.get(openBonuses);
  if (last && isDeepStrictEqual(last, profile)) return last;
  lastProfiles.set(openBonuses, profile);
  return profile;
}

/** Each member's last profile, by the bonus list it was made from. Shared between requests: not to be mutated. */
const lastProfiles = new WeakMap<readonly Bonus[], UserDto>();

function toProfile(user: UserEntity, order: OrderEntity | null, referralCode: string | null, openBonuses: readonly Bonus[], now: Date): UserDto {
  return {
    id: user.id,
    admin: user.admin,
    creation_timestamp: toSeconds(user.createdAt),
    email: user.email,
    generation_id: user.generationId,
    name: user.name,
    full_name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    picture_link: user.pictureLink,
    referral_code: referralCode,
    tier: { id: user.tier.id, name: user.tier.name, code: user.tier.code, referral_reward: user.tier.referralRewardPercent },
    tier_name: user.tier.name,
    referral_revenue: halereToWholeCzk(user.referralRevenueHalere),
    bonus_revenue: halereToWholeCzk(user.bonusRevenueHalere),
    potential_bonus_revenue: halereToWholeCzk(potentialRevenue(openBonuses)),
    balance: halereToWholeCzk(user.balanceHalere),
    paid_out: halereToWholeCzk(user.paidOutHalere),
    bank_account: user.bankAccount,
    auto_withdraw: user.autoWithdraw,
    marketing_consent: user.marketingConsent,
    active_order: order ? toOrderDto(order) : null,
    provider_id: user.providerId,
    bonus_history_len: user.completedBonusCount,
    casino_pause_until: isPaused(user.casinoPauseUntil, now) ? toSeconds(user.casinoPauseUntil!) : null,
  };
}
