import type { MemberAccountSource } from '@bonus/domain';

/** An account a member holds or held, as "Moje účty" and GET /account_all show it. */
export interface MemberAccount {
  id: number;
  company: { id: number; name: string };
  openedAt: Date;
  /** Null while open. */
  closedAt: Date | null;
  source: MemberAccountSource;
}
