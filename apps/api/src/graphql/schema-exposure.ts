import type { ApolloServerOptions, BaseContext } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { ApiConfig } from '@bonus/server';
import { formatGraphQLError } from './format-error';

/** graphql-js ends validation and variable errors with ` Did you mean "name"?` (or the enum value …). */
const SUGGESTION = / ?Did you mean [^?]*\?$/;

/**
 * What a client may learn of the schema beyond its own query: everything in development; in
 * production neither introspection nor the suggestions in error messages, which would list the
 * names of fields, arguments and enum values one by one.
 */
export function schemaExposure(config: Pick<ApiConfig, 'NODE_ENV'>): Pick<ApolloServerOptions<BaseContext>, 'introspection' | 'formatError'> {
  if (config.NODE_ENV !== 'production') return { introspection: true, formatError: formatGraphQLError };
  return {
    introspection: false,
    formatError: (formatted, error): GraphQLFormattedError => {
      const shown = formatGraphQLError(formatted, error);
      return { ...shown, message: shown.message.replace(SUGGESTION, '') };
    },
  };
}
