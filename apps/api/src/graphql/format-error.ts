import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { errorMessage, isDomainError } from '@bonus/domain';
import { isDatabaseUnavailable } from '@bonus/server';
import { errorFields, errorReason, errorText } from '../validation';

/** GraphQL's own refusals of a request, introduced in Czech; the detail stays as GraphQL words it. */
const REQUEST_PROBLEMS: Record<string, string> = {
  GRAPHQL_PARSE_FAILED: 'Dotaz GraphQL nelze přečíst',
  GRAPHQL_VALIDATION_FAILED: 'Dotaz GraphQL je neplatný',
  BAD_USER_INPUT: 'Neplatné vstupní hodnoty dotazu',
  OPERATION_RESOLUTION_FAILURE: 'Dotaz GraphQL nelze provést',
};

/**
 * Domain errors keep their catalogue text and code; GraphQL's own errors (syntax, validation, limits)
 * pass through; anything else is hidden behind the generic server error.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (isDomainError(original)) {
    return { ...formatted, message: errorText(original), extensions: { code: original.code, status: original.status, fields: errorFields(original), reason: errorReason(original) } };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && code in REQUEST_PROBLEMS) return { ...formatted, message: `${REQUEST_PROBLEMS[code]}: ${formatted.message}` };
  if (code && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  // A GraphQLError of its own (not wrapping a thrown exception) is a problem with the request itself,
  // such as a variable of the wrong shape: the client must see it.
  if (isDatabaseUnavailable(original)) return { message: errorMessage('SERVICE_UNAVAILABLE'), path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } };
  if (original instanceof GraphQLError) return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT', status: 400 } };
  return { message: errorMessage('SERVER_ERROR'), path: formatted.path, extensions: { code: 'SERVER_ERROR', status: 500 } };
}
