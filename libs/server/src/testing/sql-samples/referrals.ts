import * as referralLedgerQueries from '../../features/referrals/referral-ledger.queries';
import * as referralQueries from '../../features/referrals/referral.queries';
import { AT, MEMBER, samples } from './sample-values';

/** Sample arguments of the referrals query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'referral.queries.ts': samples(referralQueries, {
    lockMember: [MEMBER],
    codesOf: [MEMBER],
    countCodesInUse: [MEMBER],
    insertReferralCode: [MEMBER, 'KAMARAD'],
    inviterOfCode: ['KAMARAD'],
    referredMembers: [MEMBER, { limit: 20, offset: 40 }],
    rewardAmountsOf: [MEMBER],
    referredMemberCount: [MEMBER],
    referralMonths: [MEMBER, AT, 1],
  }),
  'referral-ledger.queries.ts': samples(referralLedgerQueries, {
    referralOfPayer: [MEMBER],
    rewardsOfPayment: ['pay_1'],
    insertLedgerEntry: [{ referralId: 1, orderId: MEMBER, providerPaymentId: 'pay_1', sourcePaymentId: 'pay_1', amountHalere: 100 }],
    addToReferrerBalance: [MEMBER, 100],
  }),
};
