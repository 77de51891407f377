import * as apiTokenQueries from '../../features/api-tokens/api-token.queries';
import { AT, MEMBER, samples } from './sample-values';

/** Sample arguments of the api-tokens query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'api-token.queries.ts': samples(apiTokenQueries, {
    tokenBySecretHash: ['hash'],
    validTokensOf: [MEMBER],
    insertToken: [{ userId: MEMBER, name: 'CI', secretHash: 'hash', secretStart: 'bk_', scopes: ['read'], expiresAt: AT }],
    countValidTokensLocked: [MEMBER],
    revokeToken: [MEMBER, 1],
    markTokenUsed: [1],
  }),
};
