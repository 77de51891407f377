import type { Halere, Page, PayoutStatus } from '@bonus/domain';

/** A payout of a member's referral earnings, as the member sees it. */
export interface MemberPayout {
  id: number;
  amount: Halere;
  creationTimestamp: Date;
  note: string;
  status: PayoutStatus;
  /** Czech: Zpracovává se, Vyplaceno or Vráceno: <reason>. */
  transStatusName: string;
  /** Masked to the last 9 characters. */
  bankAccount: string;
}

/** One page of the member's payouts, with what all of them add up to per state (haléře). */
export interface MemberPayoutPage extends Page<MemberPayout> {
  totals: Record<PayoutStatus, Halere>;
}
