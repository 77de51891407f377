import { formatCzk, laterMonthsNote } from '@bonus/domain';

export interface PaymentSummaryProps {
  /** What this payment charges, and later months when they differ (a promo or upgrade month). */
  summary: { tierName: string; price: number; later?: { monthly: number; promoPercent: number; promoMonths: number } };
}

/** What the member is about to pay: now, and in later months when those differ. */
export function PaymentSummary({ summary }: PaymentSummaryProps) {
  return summary.later !== undefined && summary.later.monthly !== summary.price ? (
    <p>
      Členství <strong>{summary.tierName}</strong>: nyní zaplatíte {formatCzk(summary.price)}. {laterMonthsNote(summary.later)} Předplatné lze kdykoli zrušit.
    </p>
  ) : (
    <p>
      Členství <strong>{summary.tierName}</strong>: {formatCzk(summary.price)} měsíčně. Předplatné lze kdykoli zrušit.
    </p>
  );
}
