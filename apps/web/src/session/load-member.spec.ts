import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorMessage, type ErrorCode } from '@bonus/domain';
import { loadMember } from './load-member';

/** A client whose `me` query the api refuses with `code`, as its GraphQL answer carries it. */
const refusingClient = (code: ErrorCode) =>
  ({
    query: async () => {
      throw new CombinedGraphQLErrors({ errors: [{ message: errorMessage(code), extensions: { code } }] });
    },
  }) as unknown as ApolloClient;

describe('loadMember', () => {
  it('keeps the session and waits when sign-in (Firebase) is unreachable, as for maintenance', async () => {
    expect(await loadMember(refusingClient('AUTH_UNAVAILABLE'))).toEqual({ kind: 'unavailable', reason: 'sign-in' });
    expect(await loadMember(refusingClient('MAINTENANCE'))).toEqual({ kind: 'unavailable', reason: 'maintenance' });
    expect(await loadMember(refusingClient('ACCOUNT_PENDING_APPROVAL'))).toEqual({ kind: 'unavailable', reason: 'pending' });
  });

  it('ends the session only on a verdict about it', async () => {
    expect(await loadMember(refusingClient('SESSION_EXPIRED'))).toEqual({ kind: 'ended', code: 'SESSION_EXPIRED' });
  });
});
