import type { OrderEntity } from '../../features/orders/order.entity';
import * as checkoutQueries from '../../features/orders/checkout.queries';
import * as memberTiersQueries from '../../features/orders/member-tiers.queries';
import * as membershipQueries from '../../features/orders/membership.queries';
import * as orderQueries from '../../features/orders/order.queries';
import * as providerCancellationQueries from '../../features/orders/provider-cancellation.queries';
import * as providerPriceChangeQueries from '../../features/orders/provider-price-change.queries';
import * as membershipPlanQueries from '../../features/orders/membership-plan.queries';
import * as promoCodeQueries from '../../features/orders/promo-code.queries';
import { AT, MEMBER, samples } from './sample-values';

/** Sample arguments of the orders query modules (sql-snapshots.spec.ts). */

const ORDER = { id: MEMBER, userId: MEMBER, promoCodeId: 1 } as OrderEntity;

export const SQL_SAMPLES = {
  'checkout.queries.ts': samples(checkoutQueries, {
    lockMember: [MEMBER],
    orderMember: [MEMBER],
    liveOrders: [MEMBER],
    supersedeOpenCheckout: [MEMBER],
    markRefundDue: [{ id: 'pay_1', orderId: MEMBER, amountHalere: 100 }, 'superseded', AT],
    claimDueRefund: [null, []],
    settleRefund: [{ paymentId: 'pay_1', orderId: MEMBER, amountHalere: 100, providerPaymentId: null, reason: 'superseded' }],
    refundFailed: ['pay_1', 'timeout'],
  }),
  'member-tiers.queries.ts': samples(memberTiersQueries, {
    syncMemberTiers: [AT, MEMBER],
    tierHolders: [AT],
    tierMemberLimit: [3],
    lockTier: [3],
    tierHolding: [3, MEMBER, AT],
    findCurrentPaidOrder: [MEMBER, AT],
  }),
  'membership.queries.ts': samples(membershipQueries, {
    insertProviderEvent: ['evt_1', 'stripe', MEMBER],
    knownPaymentIds: [['pay_1', 'pay_2']],
    insertPayment: [{ id: 'pay_1', orderId: MEMBER, amountHalere: 19900, providerPaymentId: null, paidAt: AT }],
    paymentByProviderId: [MEMBER, 'pi_1'],
    setRefunded: ['pay_1', 19900],
    generationById: [1],
    lockGenerations: [],
    updateGeneration: [1, { currentLoad: 2 }],
    setMemberGeneration: [MEMBER, 1],
    localRenewalsDue: [AT],
    endLapsedLocalOrders: [AT],
  }),
  'order.queries.ts': samples(orderQueries, {
    tierById: [2],
    tierByIdOrFail: [2],
    generationOrOnSale: [null],
    latestPayment: [MEMBER],
    openCheckoutOf: [MEMBER],
    insertOrder: [{ userId: MEMBER, tierId: 2, generationId: 1, amountHalere: 19900, status: 'incomplete', provider: 'local', subscriptionScope: 'settings' }],
    newestCustomerOrder: [MEMBER],
    setCheckoutId: [MEMBER, 'cs_1'],
    orderWithTier: [MEMBER],
    ownOrder: [MEMBER, MEMBER],
    cancelUnpaidOrder: [MEMBER],
    saveOrder: [ORDER],
    lockOrder: [MEMBER],
    orderById: [MEMBER],
    setCancelAtPeriodEnd: [MEMBER],
    endReplacedOrder: [MEMBER, AT],
  }),
  'provider-cancellation.queries.ts': samples(providerCancellationQueries, {
    endLiveOrders: [MEMBER, AT],
    markCancellationDue: [MEMBER, AT],
    cancellationsDue: [100],
    cancelledAtProvider: [MEMBER],
    cancellationFailed: [MEMBER, 'Error: timeout'],
  }),
  'provider-price-change.queries.ts': samples(providerPriceChangeQueries, {
    priceChangesDue: [100, null],
    priceSetAtProvider: [MEMBER, 112400],
    priceChangeFailed: [MEMBER, 'Error: timeout'],
  }),
  'membership-plan.queries.ts': samples(membershipPlanQueries, {
    memberPayments: [MEMBER, 1],
    memberPayment: [MEMBER, 'pay_1'],
    generationNumber: [null],
    paidTiersAbove: [1],
  }),
  'promo-code.queries.ts': samples(promoCodeQueries, {
    memberPromoHistory: [1, MEMBER],
    insertPromoCode: [{ code: 'JARO', discount_percent: 10, months: 1 }],
    endPromoCode: [1, AT],
    countPromoRedemption: [ORDER, AT],
    insertPromoRedemption: [ORDER, AT],
    promoCodePage: [{ limit: 20, offset: 40 }, 'jaro'],
    promoCodeBy: [{ code: 'JARO' }],
  }),
};
