import { MemberAccountDto, toUnixSeconds } from '@bonus/domain';
import type { MemberAccount } from '@bonus/server';

export const toMemberAccountWire = (account: MemberAccount): MemberAccountDto => ({
  id: account.id,
  company: account.company,
  opened_timestamp: toUnixSeconds(account.openedAt),
  closed_timestamp: account.closedAt ? toUnixSeconds(account.closedAt) : null,
  source: account.source,
});
