import { DataSource } from 'typeorm';
import { chargeForPayment, halereToWholeCzk, OrderDto, UserDto } from '@bonus/domain';
import { scheduleOf } from '../orders/membership.service';
import { findCurrentPaidOrder } from '../orders/current-paid-order';
import type { OrderEntity } from '../orders/order.entity';
import { UserEntity } from './user.entity';

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
 * code, the expected value of bonuses still available), in one round trip of three statements.
 */
export async function loadProfile(dataSource: DataSource, user: UserEntity, now: Date = new Date()): Promise<UserDto> {
  const [order, [derived]] = await Promise.all([
    findCurrentPaidOrder(dataSource, user.id, now),
    dataSource.query(
      `SELECT
         (SELECT code FROM referral_code WHERE user_id = $1 AND in_use ORDER BY created_at LIMIT 1) AS referral_code,
         (SELECT coalesce(sum(b.expected_value_halere), 0) FROM bonus b
           WHERE b.visible AND b.end_at > $2
             AND coalesce(b.visibility_start_at, b.start_at) <= $2 AND coalesce(b.visibility_end_at, b.end_at) > $2
             AND NOT EXISTS (SELECT 1 FROM hidden_bonus h WHERE h.user_id = $1 AND h.bonus_id = b.id)
             AND NOT EXISTS (SELECT 1 FROM bonus_history_entry e WHERE e.user_id = $1 AND e.bonus_id = b.id))::bigint AS potential`,
      [user.id, now],
    ),
  ]);
  return {
    id: user.id,
    admin: user.admin,
    creation_timestamp: toSeconds(user.createdAt),
    email: user.email,
    generation_id: user.generationId,
    name: user.name,
    full_name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    picture_link: user.pictureLink,
    referral_code: derived.referral_code ?? null,
    tier: { id: user.tier.id, name: user.tier.name, code: user.tier.code, referral_reward: user.tier.referralRewardPercent },
    tier_name: user.tier.name,
    referral_revenue: halereToWholeCzk(user.referralRevenueHalere),
    bonus_revenue: halereToWholeCzk(user.bonusRevenueHalere),
    potential_bonus_revenue: halereToWholeCzk(Number(derived.potential)),
    balance: halereToWholeCzk(user.balanceHalere),
    paid_out: halereToWholeCzk(user.paidOutHalere),
    bank_account: user.bankAccount,
    auto_withdraw: user.autoWithdraw,
    active_order: order ? toOrderDto(order) : null,
    provider_id: user.providerId,
    bonus_history_len: user.completedBonusCount,
  };
}
