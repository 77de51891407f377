import { graphqlError } from '@bonus/client';
import { errorMessage } from '@bonus/domain';

/** The server's Czech text of a failed mutation, or the generic one. */
export const failureText = (error: unknown): string => graphqlError(error)?.message ?? errorMessage('SERVER_ERROR');
