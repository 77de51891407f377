import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorMessage } from '@bonus/domain';

/** The server's Czech text of a failed mutation, or the generic one. */
export const failureText = (error: unknown): string => (CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined) ?? errorMessage('SERVER_ERROR');
