import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphqlError } from './graphql-error';

describe('graphqlError', () => {
  it("reads the api's first refusal: message, code and details", () => {
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: 'Nejdříve vyplňte bankovní účet.', extensions: { code: 'BANK_ACCOUNT_MISSING', reason: 'no_account' } }, { message: 'druhá' }],
    });
    expect(graphqlError(refused)).toEqual({ message: 'Nejdříve vyplňte bankovní účet.', code: 'BANK_ACCOUNT_MISSING', extensions: { code: 'BANK_ACCOUNT_MISSING', reason: 'no_account' } });
  });

  it('has no code when the error carries none', () => {
    expect(graphqlError(new CombinedGraphQLErrors({ errors: [{ message: 'Chyba' }] }))).toEqual({ message: 'Chyba', code: undefined, extensions: {} });
  });

  it('is null for failures that are not refusals, so screens show their own text', () => {
    expect(graphqlError(new TypeError('Failed to fetch'))).toBeNull();
    expect(graphqlError(undefined)).toBeNull();
    expect(graphqlError(new CombinedGraphQLErrors({ errors: [] }))).toBeNull();
  });
});
