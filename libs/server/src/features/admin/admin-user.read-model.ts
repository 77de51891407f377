import type { AdminUserSummary, Halere, PayoutStatus } from '@bonus/domain';
import type { currentConsents } from '../users/user-consent.queries';

/** A page of the admin's user table. */
export interface AdminUserPage {
  users: AdminUserSummary[];
  totalCount: number;
  currentPage: number;
  pageCount: number;
}

/** One of a member's orders, with the withdrawal waiver (§ 1837 písm. l) NOZ) it was bought under when recorded. */
export interface AdminUserOrder {
  id: string;
  tierName: string;
  status: string;
  amount: Halere;
  creationTimestamp: Date;
  expirationTimestamp: Date | null;
  waiverTimestamp: Date | null;
  waiverTermsVersion: string | null;
}

export interface AdminUserPayout {
  id: number;
  amount: Halere;
  status: PayoutStatus;
  creationTimestamp: Date;
}

/** The admin's view of one member. */
export interface AdminUserDetail extends AdminUserSummary {
  bonusRevenue: Halere;
  referralRevenue: Halere;
  balance: Halere;
  paidOut: Halere;
  completedBonuses: number;
  referredUsers: number;
  orders: AdminUserOrder[];
  /** The member's consents as the users feature reads them. */
  consents: Awaited<ReturnType<typeof currentConsents>>;
  payouts: AdminUserPayout[];
}

/** One recorded admin action. */
export interface AuditEntry {
  id: number;
  actorName: string | null;
  action: string;
  details: unknown;
  creationTimestamp: Date;
}
