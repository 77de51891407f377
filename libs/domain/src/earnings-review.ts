import { formatCzk } from './money';
/**
 * Public figures are not one member's typing: an earnings entry far above its bonus's expected value
 * needs the member's confirmation when it is recorded, and then waits for an admin's review before it
 * counts in the home page statistics and the admin's totals (the member's own totals count it at once).
 */
export const EARNINGS_REVIEW_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type EarningsReviewStatus = (typeof EARNINGS_REVIEW_STATUSES)[number];

/** The statuses whose entries count in public and admin aggregates. */
export const COUNTED_REVIEW_STATUSES: readonly EarningsReviewStatus[] = ['none', 'approved'];

/** "Far above": more than three times the expected value, and more than 2 000 Kč above it. */
export function unusualEarningsLimitCzk(expectedValueCzk: number): number {
  return Math.max(3 * expectedValueCzk, expectedValueCzk + 2000);
}

export function isUnusualEarnings(reachedProfitCzk: number, expectedValueCzk: number): boolean {
  return reachedProfitCzk > unusualEarningsLimitCzk(expectedValueCzk);
}

/** The review an entry starts with. */
export function initialReviewStatus(reachedProfitCzk: number, expectedValueCzk: number): EarningsReviewStatus {
  return isUnusualEarnings(reachedProfitCzk, expectedValueCzk) ? 'pending' : 'none';
}

/** What the member is asked to confirm before an unusual amount is saved. */
export function unusualEarningsQuestion(expectedValueCzk: number): string {
  return `Částka je mnohem vyšší než očekávaný výnos bonusu (${formatCzk(expectedValueCzk)}). Zkontrolujte ji prosím a potvrďte, že je správná. Do veřejných statistik se započítá až po kontrole.`;
}

export const EARNINGS_REVIEW_LABELS: Record<EarningsReviewStatus, string> = {
  none: 'Bez kontroly',
  pending: 'Čeká na kontrolu',
  approved: 'Schváleno',
  rejected: 'Zamítnuto',
};
