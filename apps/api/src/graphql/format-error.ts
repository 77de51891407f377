import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { errorMessage, isDomainError } from '@bonus/domain';

/**
 * Domain errors keep their catalogue text and code; GraphQL's own errors (syntax, validation, limits)
 * pass through; anything else is hidden behind the generic server error.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (isDomainError(original)) {
    return { ...formatted, message: original.message, extensions: { code: original.code, status: original.status } };
  }
  const code = formatted.extensions?.code;
  if (code && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  return { message: errorMessage('SERVER_ERROR'), path: formatted.path, extensions: { code: 'SERVER_ERROR', status: 500 } };
}
