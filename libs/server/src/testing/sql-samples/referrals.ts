import * as referralQueries from '../../features/referrals/referral.queries';
import { AT, MEMBER, samples } from './sample-values';

/** Sample arguments of the referrals query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'referral.queries.ts': samples(referralQueries, {
    lockMember: [MEMBER],
    countCodesInUse: [MEMBER],
    insertReferralCode: [MEMBER, 'KAMARAD'],
    referralPageOf: ['KAMARAD'],
    referredMembers: [MEMBER],
    referralMonths: [MEMBER, AT, 1],
  }),
};
