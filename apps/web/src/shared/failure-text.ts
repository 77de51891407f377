import { graphqlError } from '@bonus/client';
import { ErrorCode, errorMessage } from '@bonus/domain';

/** The server's Czech text of a failed request, or the catalogue's text for what was being done. */
export const failureText = (error: unknown, fallback: ErrorCode): string => graphqlError(error)?.message ?? errorMessage(fallback);
