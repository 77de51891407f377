import * as firebaseAccountChangeQueries from '../../features/users/firebase-account-change.queries';
import * as userAccountQueries from '../../features/users/user-account.queries';
import * as userConsentQueries from '../../features/users/user-consent.queries';
import * as userQueries from '../../features/users/user.queries';
import { AT, MEMBER, samples } from './sample-values';

/** Sample arguments of the users query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'firebase-account-change.queries.ts': samples(firebaseAccountChangeQueries, {
    markAccountChangeDue: ['firebase-uid', 'disable', AT],
    accountChangesDue: [100, ['firebase-uid']],
    accountChangeMade: [{ firebaseUid: 'firebase-uid', action: 'disable', version: 1 }],
    accountChangeFailed: [{ firebaseUid: 'firebase-uid', action: 'disable', version: 1 }, 'AUTH_UNAVAILABLE {}'],
    oldestAccountChangeDueAt: [],
  }),
  'user-account.queries.ts': samples(userAccountQueries, {
    insertMember: [
      {
        firebaseUid: 'firebase-uid',
        email: 'clen@example.cz',
        name: 'Nový člen',
        firstName: 'Jan',
        lastName: 'Novák',
        birthTimestamp: 631152000,
        pictureLink: null,
        providerId: 'password',
        tierId: 1,
        marketingConsent: false,
        approved: true,
      },
    ],
    referralCodeInUse: ['KAMARAD'],
    memberById: [MEMBER],
    insertReferral: [{ referrerId: MEMBER, referredId: MEMBER, referralCodeId: 1 }],
    updateMember: [MEMBER, { name: 'Přezdívka', autoWithdraw: false }],
    deleteMemberActivity: [MEMBER],
    retireReferralCodes: [MEMBER],
    payoutAccountsOf: [MEMBER],
    setPayoutAccount: [1, '******145399/0800'],
  }),
  'user-consent.queries.ts': samples(userConsentQueries, {
    recordConsents: [MEMBER, { terms: true, marketing: false }],
    currentConsents: [MEMBER],
    standingWaiver: [MEMBER],
  }),
  'user.queries.ts': samples(userQueries, {
    loadMemberByFirebaseUid: ['firebase-uid'],
    markSeen: [MEMBER],
    firstReferralCode: [MEMBER],
  }),
};
