import type { DataSource } from 'typeorm';
import { DomainError, generationPriceHalere, halereToWholeCzk, paymentDescription, paymentMethodLabel, planBilling } from '@bonus/domain';
import type { SiteSettingsService } from '../settings/site-settings.service';
import { toOrderDto } from '../users/user-profile';
import type { UserEntity } from '../users/user.entity';
import { findCurrentPaidOrder } from './member-tiers.queries';
import { generationNumber, memberPayment, memberPayments, paidTiersAbove, type PaymentRow } from './membership-plan.queries';
import type { MembershipPayment, MembershipPlan } from './membership-plan.read-model';
import { paymentReceiptPdf } from './payment-receipt-pdf';

/** How many of the latest payments the plan card lists. */
export const PLAN_PAYMENT_HISTORY_LIMIT = 24;

const toPayment = (row: PaymentRow): MembershipPayment => ({
  id: row.id,
  paidAt: row.paidAt,
  description: paymentDescription(row.tierName, row.upgradeFirst),
  amountCzk: halereToWholeCzk(row.amountHalere),
  refundedCzk: halereToWholeCzk(row.refundedHalere),
});

/** The plan card of Nastavení → Členství and the receipts of its payments; a member sees only their own. */
export class MembershipPlanService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SiteSettingsService,
  ) {}

  async plan(user: UserEntity, now: Date = new Date()): Promise<MembershipPlan> {
    const [order, rows, upgradePrices] = await Promise.all([
      findCurrentPaidOrder(this.dataSource.manager, user.id, now),
      memberPayments(this.dataSource, user.id, PLAN_PAYMENT_HISTORY_LIMIT),
      this.upgradePrices(user),
    ]);
    const payments = rows.map(toPayment);
    if (!order) return { tierId: user.tier.id, tierName: user.tier.name, monthlyCzk: 0, generationNumber: null, billing: { kind: 'none' }, paymentMethod: null, payments, upgradePrices };
    const dto = toOrderDto(order);
    return {
      tierId: user.tier.id,
      tierName: user.tier.name,
      monthlyCzk: dto.amount,
      generationNumber: await generationNumber(this.dataSource, order.generationId),
      billing: planBilling({ expiresAt: order.expiresAt, cancelAtPeriodEnd: order.cancelAtPeriodEnd, nextPaymentAmount: dto.next_payment_amount }, now),
      // Neither provider stores the card with us yet: the provider names the method.
      paymentMethod: paymentMethodLabel({ provider: order.provider, cardBrand: null, cardLast4: null }),
      payments,
      upgradePrices,
    };
  }

  /** Higher tiers priced as an upgrade order prices them (OrderService.create): in the member's generation. */
  private async upgradePrices(user: UserEntity): Promise<MembershipPlan['upgradePrices']> {
    const [tiers, generation] = await Promise.all([paidTiersAbove(this.dataSource, user.tier.id), generationNumber(this.dataSource, user.generationId)]);
    if (generation === null) return [];
    return tiers.map(({ tierId, basePriceHalere }) => ({ tierId, monthlyCzk: halereToWholeCzk(generationPriceHalere(basePriceHalere, generation)) }));
  }

  /** The receipt of one of the member's payments as a PDF; another member's payment does not exist for them. */
  async receipt(user: UserEntity, paymentId: string, now: Date = new Date()): Promise<Buffer> {
    const row = paymentId.length <= 200 ? await memberPayment(this.dataSource, user.id, paymentId) : null;
    if (!row) throw new DomainError('NOT_FOUND');
    const { siteName, siteEmail } = await this.settings.get();
    const member = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name;
    return paymentReceiptPdf({ payment: toPayment(row), member, email: user.email, siteName, siteEmail }, now);
  }
}
