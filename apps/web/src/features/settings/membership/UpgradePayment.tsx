import { useQuery } from '@apollo/client/react';
import { GENERATION_DOCUMENT, TIERS_QUERY, usePublicQuery } from '@bonus/client';
import { ORDER_QUERY } from '../../../shared/orders.graphql';
import { PaymentFlow } from '../../../shared/payment/PaymentFlow';
import type { PendingOrder } from '../../../shared/payment/pending-order';

interface UpgradePaymentProps {
  upgrade: PendingOrder;
  result: string | null;
  /** The member's generation, whose prices the order keeps; null for a first paid plan (the generation on sale). */
  generationNumber: number | null;
  onBack: () => void;
}

/**
 * The change of plan's payment in the modal: the itemised checkout (what the unused rest of the current plan
 * takes off the first month), then the payment flow. A retry after a cancelled or failed payment orders the
 * same tier, with the waiver given, anew.
 */
export function UpgradePayment({ upgrade, result, generationNumber, onBack }: UpgradePaymentProps) {
  const { data: pending } = useQuery(ORDER_QUERY, { variables: { id: upgrade.orderId } });
  const { data: tiers } = useQuery(TIERS_QUERY);
  const { data: onSale } = usePublicQuery(GENERATION_DOCUMENT);
  const order = pending?.order ?? null;
  const tierName = tiers?.tiers.find((t) => t.id === order?.tierId)?.name;
  const generation = generationNumber !== null ? `${generationNumber}. generace` : (onSale?.generation.name ?? null);
  return (
    <PaymentFlow
      result={result}
      item={
        order && tierName
          ? {
              tierName,
              generation,
              monthly: order.amount,
              firstPayment: order.nextPaymentAmount,
              promo: order.promoPercent > 0 ? { code: upgrade.input.promoCode ?? null, percent: order.promoPercent, months: order.promoMonths } : null,
            }
          : null
      }
      order={upgrade.input}
      back={
        <button type="button" className="checkout__back" onClick={onBack}>
          ← Zpět na výběr plánu
        </button>
      }
    />
  );
}
