import type { Halere } from '@bonus/domain';

/** An invitation code of a member. */
export interface ReferralCode {
  id: number;
  creationTimestamp: Date;
  code: string;
  inUse: boolean;
}

/** Who invites the visitor of a referral link. */
export interface ReferralPage {
  referencerName: string;
  referralCode: string;
}

/** A member the caller invited, with what the caller has earned from them so far. */
export interface ReferredMember {
  name: string;
  creationTimestamp: Date;
  tierName: string;
  referencerReward: Halere;
}

/** Referral rewards (net of clawbacks) and payouts of one Prague month. */
export interface ReferralMonth {
  /** YYYY-MM. */
  month: string;
  reward: Halere;
  paidOut: Halere;
}
