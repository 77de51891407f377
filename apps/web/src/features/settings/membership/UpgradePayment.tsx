import { useQuery } from '@apollo/client/react';
import { TIERS_QUERY } from '@bonus/client';
import { upgradeProration } from '@bonus/domain';
import { Money } from '@bonus/ui';
import { ORDER_QUERY } from '../../../shared/orders.graphql';
import { PaymentFlow } from '../../../shared/payment/PaymentFlow';
import type { PendingOrder } from '../../../shared/payment/pending-order';

/**
 * The change of plan's payment in the modal: before paying, what the unused rest of the current plan
 * takes off the first month; then the payment flow. A retry after a cancelled or failed payment orders
 * the same tier, with the waiver given, anew.
 */
export function UpgradePayment({ upgrade, result }: { upgrade: PendingOrder; result: string | null }) {
  const { data: pending } = useQuery(ORDER_QUERY, { variables: { id: upgrade.orderId } });
  const { data: tiers } = useQuery(TIERS_QUERY);
  const order = pending?.order ?? null;
  const tierName = tiers?.tiers.find((t) => t.id === order?.tierId)?.name ?? '';
  const proration = order && !result ? upgradeProration({ tierName, monthly: order.amount, firstPayment: order.nextPaymentAmount }) : null;
  return (
    <>
      {proration && (
        <dl className="proration" data-testid="proration">
          {proration.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd className="ui-num">
                <Money czk={line.czk} signed={line.czk < 0} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <PaymentFlow
        result={result}
        summary={order ? { tierName, price: order.nextPaymentAmount, later: { monthly: order.amount, promoPercent: order.promoPercent, promoMonths: order.promoMonths } } : null}
        order={upgrade.input}
      />
    </>
  );
}
