import { halereToWholeCzk, ReferencedUserDto, ReferralCodeDto, ReferralPageDto, toUnixSeconds, TransactionStatsDto } from '@bonus/domain';
import type { ReferralCode, ReferralMonth, ReferralPage, ReferredMember } from '@bonus/server';
import { wireMapper } from '../wire-mapping';

/** POST /referral_code, GET /referral_code_all. */
export const toReferralCodeWire = wireMapper(
  (code: ReferralCode): ReferralCodeDto => ({ id: code.id, creation_timestamp: toUnixSeconds(code.creationTimestamp), code: code.code, in_use: code.inUse }),
);

/** GET /referenced/check_validity. */
export const toReferralPageWire = wireMapper((page: ReferralPage): ReferralPageDto => ({ referencer_name: page.referencerName, referral_code: page.referralCode }));

/** GET /referenced_all. */
export const toReferencedUserWire = wireMapper(
  (member: ReferredMember): ReferencedUserDto => ({
    name: member.name,
    creation_timestamp: toUnixSeconds(member.creationTimestamp),
    tier_name: member.tierName,
    referencer_reward: halereToWholeCzk(member.referencerReward),
  }),
);

/** GET /transaction_stats. */
export const toTransactionStatsWire = wireMapper(
  (month: ReferralMonth): TransactionStatsDto => ({ month: month.month, reward: halereToWholeCzk(month.reward), paid_out: halereToWholeCzk(month.paidOut) }),
);
