import * as memberAccountQueries from '../../features/member-accounts/member-account.queries';
import { AT, MEMBER, samples } from './sample-values';

/** Sample arguments of the member-accounts query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'member-account.queries.ts': samples(memberAccountQueries, {
    accountsOf: [MEMBER],
    accountOf: [MEMBER, 1],
    companyExists: [1],
    insertAccount: [{ userId: MEMBER, companyId: 1, openedAt: AT, closedAt: null, source: 'manual' }],
    lockAccount: [MEMBER, 1],
    updateAccountDates: [1, { openedAt: AT, closedAt: null }],
    deleteAccount: [MEMBER, 1],
    deleteAccountsOf: [MEMBER],
    recordAccountFromBonus: [{ userId: MEMBER, companyId: 1, openedAt: AT }],
    heldAccountsOf: [MEMBER],
  }),
};
