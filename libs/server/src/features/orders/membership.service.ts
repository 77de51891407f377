import type { DataSource, EntityManager } from 'typeorm';
import {
  ACCESS_STATUSES,
  addOneMonth,
  chargeForPayment,
  ChargeSchedule,
  DomainError,
  generationPriceHalere,
  grantsAccess,
  halereToWholeCzk,
  hasFreeSeat,
  checkoutRefusalError,
  isDomainError,
  paymentRefusal,
  type PaymentRefusal,
} from '@bonus/domain';
import { recordWebhookEvent } from '../webhooks/webhook.service';
import { CACHE_KEYS, SharedCache } from '../../cache/shared-cache';
import { clawBackReferralReward, creditReferralReward } from '../referrals/referral-ledger';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { GenerationEntity } from '../tiers/generation.entity';
import type { OrderEntity } from './order.entity';
import { PromoCodeService } from './promo-code.service';
import { takeTierPlace } from './member-tiers';
import { syncMemberTiers } from './member-tiers.queries';
import { ENDED_STATUSES, endsNow, recordOrdersCanceled } from './order-events';
import { ProviderCancellations } from './provider-cancellations';
import { queueMemberMails } from '../member-mail/member-mail.service';
import { paymentRefundEmail } from './payment-refund-email';
import { liveOrders, type LockedMember, lockMember, markRefundDue, orderMember } from './checkout.queries';
import {
  endLapsedLocalOrders,
  generationById,
  insertPayment,
  insertProviderEvent,
  knownPaymentIds,
  localRenewalsDue,
  lockGenerations,
  paymentByProviderId,
  setMemberGeneration,
  setRefunded,
  updateGeneration,
} from './membership.queries';
import { endReplacedOrder, latestPayment, lockOrder, orderById, saveOrder, setCancelAtPeriodEnd, tierByIdOrFail } from './order.queries';
import type { ProviderFollowUp, ReportedPayment, ReportedRefund, SubscriptionReport } from './subscription-report';

/** What applying one report needs besides the report. */
interface ReportContext {
  now: Date;
  /** The provider's event id: the event is recorded once (payment_event). */
  eventId?: string;
  referralRewardHalere: number;
  /** Nastavení's siteName, which signs the member's e-mails. */
  siteName: string;
}

export interface AppliedReport {
  order: OrderEntity;
  followUp: ProviderFollowUp;
}

/**
 * Turns what a payment provider reports into membership, in one transaction per report, so that the
 * same report any number of times, in any order, ends in the same state:
 * - payments are recorded by their provider id; only a new one extends the subscription;
 * - the first payment (or first access-granting status) activates the order: it takes a seat in a
 *   generation with room (a member who already has one keeps it and its price), and an upgrade ends
 *   the order it replaces;
 * - the provider's own status and period end win over what payments imply;
 * - the member's tier is then recomputed from all their orders;
 * - for an order that has ended, or a member who was erased or deactivated, payments and refunds are
 *   only booked (see endedOrder).
 */
export class MembershipService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SharedCache,
    private readonly settings: SiteSettingsService,
  ) {}

  async apply(report: SubscriptionReport, options: { eventId?: string; now?: Date } = {}): Promise<AppliedReport> {
    const now = options.now ?? new Date();
    // Read before the transaction: a connection held while waiting for another would starve the pool.
    const { referralReward, siteName } = await this.settings.get();
    const context: ReportContext = { now, eventId: options.eventId, referralRewardHalere: referralReward * 100, siteName };
    try {
      return await this.dataSource.transaction((manager) => this.applyReport(manager, report, context));
    } catch (error) {
      const refusal = refusalOf(error);
      // The local gateway charges only when this succeeds, so its payment is simply refused. Any other
      // provider has charged already: the payment is booked on the order, which ends, and refunded.
      if (refusal === null || report.provider === 'local') throw error;
      return this.dataSource.transaction((manager) => this.refusePayments(manager, report, refusal, context));
    }
  }

  private async applyReport(manager: EntityManager, report: SubscriptionReport, context: ReportContext): Promise<AppliedReport> {
    const { now, referralRewardHalere } = context;
    await recordProviderEvent(manager, report, context.eventId);
    const { order, member } = await lockOrderAndMember(manager, report.orderId);
    const followUp: ProviderFollowUp = { cancelOrders: [], repriceOrders: [], refundPayments: [] };
    const newPayments = await this.newPayments(manager, report.payments ?? []);
    // An order that has ended stays ended whatever the provider reports later: until its cancellation there
    // takes effect it may still say "active" or even charge. An unpaid one ended because a newer checkout
    // replaced it (or its payer cancelled it).
    const endedBefore = ENDED_STATUSES.includes(order.status);
    if (newPayments.length && endedBefore && !order.activatedAt && order.provider === 'local') {
      throw new DomainError('ORDER_NOT_PAYABLE', { status: order.status, refusal: 'superseded' });
    }

    const loaded = { status: order.status, cancelAtPeriodEnd: order.cancelAtPeriodEnd, expiresAt: order.expiresAt };
    linkProviderIds(order, report);
    if (member.closed || endedBefore) return this.endedOrder(manager, order, loaded.status, report, newPayments, member.closed ? 'membership_closed' : 'superseded', context);
    for (const payment of newPayments) {
      if (!order.activatedAt) await this.activate(manager, order, member, now, followUp);
      const amount = await bookPayment(manager, order, payment);
      await creditReferralReward(manager, order.userId, { id: payment.id, orderId: order.id, amountHalere: amount }, referralRewardHalere);
      order.paidPeriods += 1;
      order.lastPaidAmountHalere = amount;
      order.status = 'active';
      order.expiresAt = addOneMonth(order.expiresAt && order.expiresAt > payment.paidAt ? order.expiresAt : payment.paidAt);
    }
    if (report.status) order.status = report.status;
    if (report.periodEnd) order.expiresAt = report.periodEnd;
    if (report.cancelAtPeriodEnd !== undefined) order.cancelAtPeriodEnd = report.cancelAtPeriodEnd;
    if (!order.activatedAt && ACCESS_STATUSES.includes(order.status)) await this.activate(manager, order, member, now, followUp);
    const refundEnded = await this.applyRefunds(manager, order, report.refunds ?? [], now);

    await saveOrder(manager, order);
    // After the save: it writes the whole order, the due marker included.
    if (refundEnded && order.providerSubscriptionId) {
      followUp.cancelOrders.push(order.id);
      await ProviderCancellations.markDue(manager, order.id, now);
    }
    if (endsNow(loaded.status, order)) {
      const periodOver = loaded.cancelAtPeriodEnd && loaded.expiresAt !== null && loaded.expiresAt <= now;
      await recordOrdersCanceled(manager, [order], refundEnded ? 'refunded' : periodOver ? 'period_ended' : 'provider', now);
    }
    await syncMemberTiers(manager, now, order.userId);
    return { order, followUp };
  }

  /**
   * A provider charged for an order that cannot become the member's membership (`refusal`): the order
   * ends unserved, its payments are booked and refunded, and its subscription is cancelled.
   */
  private async refusePayments(manager: EntityManager, report: SubscriptionReport, refusal: PaymentRefusal, context: ReportContext): Promise<AppliedReport> {
    await recordProviderEvent(manager, report, context.eventId);
    const { order } = await lockOrderAndMember(manager, report.orderId);
    const statusWhenLoaded = order.status;
    linkProviderIds(order, report);
    return this.endedOrder(manager, order, statusWhenLoaded, report, await this.newPayments(manager, report.payments ?? []), refusal, context);
  }

  /**
   * A report about an order that has ended, or whose member was erased or deactivated: what the provider
   * charged or refunded is booked (accounting keeps it), but nothing re-activates the order, extends it,
   * restores a tier or credits a referrer. A payment for no service (the order was never served, or
   * the charge came after it ended) is refunded, for `refusal`, and the member is e-mailed why; a
   * subscription the provider still bills is cancelled there now and retried until it is.
   */
  private async endedOrder(
    manager: EntityManager,
    order: OrderEntity,
    statusWhenLoaded: string,
    report: SubscriptionReport,
    newPayments: ReportedPayment[],
    refusal: PaymentRefusal,
    { now, siteName }: ReportContext,
  ): Promise<AppliedReport> {
    const endedAt = order.expiresAt && order.expiresAt < now ? order.expiresAt : now;
    const refundPayments: string[] = [];
    for (const payment of newPayments) {
      const amountHalere = await bookPayment(manager, order, payment);
      const unserved = !order.activatedAt || payment.paidAt >= endedAt;
      if (!unserved || !(await markRefundDue(manager, { id: payment.id, orderId: order.id, amountHalere }, refusal, now))) continue;
      refundPayments.push(payment.id);
      const { name: tierName } = await tierByIdOrFail(manager, order.tierId);
      await queueMemberMails(manager, [{ userId: order.userId, ...paymentRefundEmail({ amountHalere, tierName, reason: refusal, siteName }) }]);
    }
    await this.applyRefunds(manager, order, report.refunds ?? [], now);
    Object.assign(order, { status: 'canceled', cancelAtPeriodEnd: false, expiresAt: endedAt });
    await saveOrder(manager, order);
    if (endsNow(statusWhenLoaded, order)) await recordOrdersCanceled(manager, [order], 'membership_closed', now);
    const stillBilled = newPayments.length > 0 || (report.status !== undefined && !ENDED_STATUSES.includes(report.status));
    if (stillBilled) await ProviderCancellations.markDue(manager, order.id, now);
    await syncMemberTiers(manager, now, order.userId);
    const cancelOrders = stillBilled && order.providerSubscriptionId ? [order.id] : [];
    return { order, followUp: { cancelOrders, repriceOrders: [], refundPayments } };
  }

  /** The member cancels: access stays until the paid period ends, then the subscription ends. */
  async cancelAtPeriodEnd(orderId: string): Promise<OrderEntity> {
    await setCancelAtPeriodEnd(this.dataSource.manager, orderId);
    return orderById(this.dataSource.manager, orderId);
  }

  /**
   * The scheduled lifecycle job: renews the local gateway's subscriptions that were not cancelled (the
   * stand-in for Stripe's automatic renewal), ends the cancelled ones whose period is over, and returns
   * every member whose paid period lapsed to their highest remaining tier (free when none). What the
   * renewals leave for the provider is marked due (the job then runs ProviderFollowUps.runDue).
   */
  async runLifecycle(now: Date = new Date()): Promise<{ renewed: number; ended: number; tiersChanged: number }> {
    const due = await localRenewalsDue(this.dataSource.manager, now);
    for (const order of due) {
      const renewal = { id: `local-renewal:${order.id}:${order.expires_at.toISOString()}`, paidAt: order.expires_at };
      await this.apply({ provider: 'local', orderId: order.id, payments: [renewal] }, { now });
    }
    return this.dataSource.transaction(async (manager) => {
      const ended = await endLapsedLocalOrders(manager, now);
      await recordOrdersCanceled(manager, ended, 'period_ended', now);
      return { renewed: due.length, ended: ended.length, tiersChanged: await syncMemberTiers(manager, now) };
    });
  }

  /** The reported payments not recorded before (the order's lock makes this check race-free), oldest first. */
  private async newPayments(manager: EntityManager, payments: ReportedPayment[]): Promise<ReportedPayment[]> {
    if (!payments.length) return [];
    const seen = new Set(await knownPaymentIds(manager, payments.map((p) => p.id)));
    const fresh = payments.filter((payment) => {
      if (seen.has(payment.id)) return false;
      seen.add(payment.id);
      return true;
    });
    return fresh.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  }

  /** First payment: a seat (unless the member has one), the price of that seat's generation, the promo redeemed, the replaced order ended. */
  private async activate(manager: EntityManager, order: OrderEntity, member: LockedMember, now: Date, followUp: ProviderFollowUp): Promise<void> {
    const refusal = paymentRefusal(order, await liveOrders(manager, order.userId), now);
    if (refusal) throw new DomainError(checkoutRefusalError(refusal), { orderId: order.id, refusal });
    // The places left on the pricing card changed: every copy hears it at commit.
    if ((await soldOutRefused(takeTierPlace(manager, order.tierId, order.userId, now))).limited) await this.cache.invalidate(CACHE_KEYS.tiers, manager);
    const generation = member.generationId
      ? await generationById(manager, member.generationId)
      : await soldOutRefused(takeSeat(manager, order.generationId));
    // The seats left (and perhaps the generation on sale) changed: every copy hears it at commit.
    if (!member.generationId) await this.cache.invalidate(CACHE_KEYS.catalogue, manager);
    const tier = await tierByIdOrFail(manager, order.tierId);
    const price = generationPriceHalere(tier.basePriceHalere, generation.number);
    if (price !== order.amountHalere && order.providerSubscriptionId) {
      // Saved with the order; set at the provider after commit, and retried until it is (ProviderPriceChanges).
      order.providerPriceDueHalere = price;
      followUp.repriceOrders.push(order.id);
    }
    Object.assign(order, { generationId: generation.id, amountHalere: price, activatedAt: now });
    if (!member.generationId) await setMemberGeneration(manager, order.userId, generation.id);
    // A code that can no longer be used (ended, used up, used by this member already) refuses the
    // payment: the local gateway charges nothing, Stripe's charge is refunded (apply).
    if (order.promoCodeId && !(await PromoCodeService.redeem(manager, order, now))) {
      throw new DomainError('PROMO_CODE_INVALID', { orderId: order.id, refusal: 'promo_unavailable' });
    }
    if (order.replacesOrderId) {
      const replaced = await lockOrder(manager, order.replacesOrderId);
      if (replaced && replaced.status !== 'canceled') {
        await endReplacedOrder(manager, replaced.id, now);
        await recordOrdersCanceled(manager, [replaced], 'upgraded', now);
        if (replaced.providerSubscriptionId) {
          followUp.cancelOrders.push(replaced.id);
          // Retried by the lifecycle job until the provider confirms, so the old tier is never billed on.
          await ProviderCancellations.markDue(manager, replaced.id, now);
        }
      }
    }
  }

  /**
   * Records refunded amounts (the provider reports running totals, so a repeat changes nothing). A full
   * refund of the payment for the current period ends the membership now. Returns whether it did.
   */
  private async applyRefunds(manager: EntityManager, order: OrderEntity, refunds: ReportedRefund[], now: Date): Promise<boolean> {
    let ended = false;
    for (const refund of refunds) {
      const payment = await paymentByProviderId(manager, order.id, refund.providerPaymentId);
      if (!payment || refund.refundedHalere <= payment.refundedHalere) continue;
      payment.refundedHalere = Math.min(refund.refundedHalere, payment.amountHalere);
      await setRefunded(manager, payment.id, payment.refundedHalere);
      await clawBackReferralReward(manager, payment, payment.refundedHalere);
      const latest = await latestPayment(manager, order.id);
      if (payment.refundedHalere === payment.amountHalere && latest?.id === payment.id && grantsAccess(order.status, order.expiresAt, now)) {
        Object.assign(order, { status: 'canceled', expiresAt: now, cancelAtPeriodEnd: false });
        ended = true;
      }
    }
    return ended;
  }
}

/** The payment-event row of a provider event: the event is applied once (see StripeWebhooks). */
async function recordProviderEvent(manager: EntityManager, report: SubscriptionReport, eventId: string | undefined): Promise<void> {
  if (!eventId) return;
  await insertProviderEvent(manager, eventId, report.provider, report.orderId);
}

/** The order and its member, both locked: the member first, as every change to a member's orders does (lockMember). */
async function lockOrderAndMember(manager: EntityManager, orderId: string): Promise<{ order: OrderEntity; member: LockedMember }> {
  const userId = await orderMember(manager, orderId);
  if (!userId) throw new DomainError('NOT_FOUND', { orderId });
  const member = await lockMember(manager, userId);
  const order = await lockOrder(manager, orderId);
  if (!order) throw new DomainError('NOT_FOUND', { orderId });
  return { order, member };
}

/** The provider's subscription and customer, kept from the first report that names them. */
function linkProviderIds(order: OrderEntity, report: SubscriptionReport): void {
  order.providerSubscriptionId ??= report.providerSubscriptionId ?? null;
  order.providerCustomerId ??= report.providerCustomerId ?? null;
}

/** The payment refusal a domain error stands for, or null for any other failure. */
function refusalOf(error: unknown): PaymentRefusal | null {
  if (!isDomainError(error) || typeof error.details !== 'object' || error.details === null) return null;
  const { refusal } = error.details as { refusal?: PaymentRefusal };
  return refusal ?? null;
}

/** A tier or generation sold out since the checkout opened: a refusal of the payment (refunded where already charged). */
async function soldOutRefused<T>(taking: Promise<T>): Promise<T> {
  try {
    return await taking;
  } catch (error) {
    if (isDomainError(error) && (error.code === 'TIER_SOLD_OUT' || error.code === 'GENERATION_SOLD_OUT')) throw new DomainError(error.code, { refusal: 'sold_out' });
    throw error;
  }
}

/** Books a reported payment on the order (what the provider charged, or the order's schedule for the local gateway); returns the amount. */
async function bookPayment(manager: EntityManager, order: OrderEntity, payment: ReportedPayment): Promise<number> {
  const amount = payment.amountHalere ?? chargeForPayment(scheduleOf(order), order.paidPeriods);
  await insertPayment(manager, { id: payment.id, orderId: order.id, amountHalere: amount, providerPaymentId: payment.providerPaymentId ?? null, paidAt: payment.paidAt });
  // In the same transaction: the event is sent only if the payment is booked (the outbox).
  await recordWebhookEvent(manager, 'order.paid', {
    order_id: order.id,
    member_id: order.userId,
    payment_id: payment.id,
    amount_czk: halereToWholeCzk(amount),
    paid_at: payment.paidAt.toISOString(),
  });
  return amount;
}

export function scheduleOf(order: OrderEntity): ChargeSchedule {
  return { monthlyHalere: order.amountHalere, firstPaymentHalere: order.firstPaymentHalere, promoPercent: order.promoPercent, promoMonths: order.promoMonths };
}

/**
 * Takes one seat under a lock on every generation: in the preferred generation if it has room,
 * otherwise in the first later one that does. A generation that fills hands the sale to the next.
 */
async function takeSeat(manager: EntityManager, preferredId: number): Promise<GenerationEntity> {
  const generations = await lockGenerations(manager);
  const preferred = generations.find((g) => g.id === preferredId);
  const target = [preferred, ...generations.filter((g) => g.number > (preferred?.number ?? 0))].find((g) => g !== undefined && hasFreeSeat(g));
  if (!target) throw new DomainError('GENERATION_SOLD_OUT');
  target.currentLoad += 1;
  await updateGeneration(manager, target.id, { currentLoad: target.currentLoad });
  if (!hasFreeSeat(target) && target.inUse) {
    const next = generations.find((g) => g.number > target.number && hasFreeSeat(g));
    await updateGeneration(manager, target.id, { inUse: false });
    if (next) await updateGeneration(manager, next.id, { inUse: true });
  }
  return target;
}
