import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The api's refusal of a GraphQL operation: its Czech message, its error code and the rest of its extensions. */
export interface GraphQLRefusal {
  message: string;
  code: string | undefined;
  extensions: Readonly<Record<string, unknown>>;
}

/**
 * The one way screens read a failed operation: the api's first error when it refused the operation,
 * null for anything else (no connection, a crash), which screens answer with their own Czech text.
 */
export function graphqlError(error: unknown): GraphQLRefusal | null {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  if (!first) return null;
  const extensions = first.extensions ?? {};
  return { message: first.message, code: typeof extensions.code === 'string' ? extensions.code : undefined, extensions };
}
