import type { PlanBilling } from '@bonus/domain';

/** A payment in the member's history (whole Kč). */
export interface MembershipPayment {
  id: string;
  paidAt: Date;
  description: string;
  amountCzk: number;
  refundedCzk: number;
}

/** Nastavení → Členství: the member's plan, its next charge, how they pay, and what they paid. */
export interface MembershipPlan {
  tierId: number;
  tierName: string;
  /** The regular monthly price the member pays (their generation's); 0 on the free tier. */
  monthlyCzk: number;
  /** The generation whose price the order keeps; null on the free tier. */
  generationNumber: number | null;
  billing: PlanBilling;
  /** How the member pays, in words (paymentMethodLabel); null on the free tier. */
  paymentMethod: string | null;
  payments: MembershipPayment[];
  /** What each higher tier costs this member monthly: in their own generation, or the one on sale before they have a seat. */
  upgradePrices: Array<{ tierId: number; monthlyCzk: number }>;
}
