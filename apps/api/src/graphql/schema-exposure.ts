import type { ApolloServerOptions, BaseContext } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { ApiConfig } from '@bonus/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { isDomainError } from '@bonus/domain';
import { formatGraphQLError } from './format-error';

/**
 * Production's words for GraphQL's own refusals, whose detail names the schema's types, fields and
 * arguments ("Field ApiTokenInput.name of required type String! was not provided", "Did you mean …").
 * Where the problem is stays in `locations` and `path`.
 */
const WITHOUT_SCHEMA_NAMES: Record<string, string> = {
  GRAPHQL_VALIDATION_FAILED: 'Dotaz GraphQL je neplatný: odkazuje na pole, argument nebo typ, který neexistuje nebo tam nepatří.',
  BAD_USER_INPUT: 'Neplatné vstupní hodnoty dotazu: proměnná chybí nebo nemá správný typ.',
};
const INTROSPECTION_REFUSED = 'Introspekce schématu (introspection) je v produkci vypnutá.';

/**
 * What a client may learn of the schema beyond its own query: everything in development; in
 * production neither introspection nor error messages that name the schema's types, fields, arguments
 * and enum values (a stranger could map it one misspelling at a time).
 */
export function schemaExposure(config: Pick<ApiConfig, 'NODE_ENV'>): Required<Pick<ApolloServerOptions<BaseContext>, 'introspection' | 'formatError'>> {
  if (config.NODE_ENV !== 'production') return { introspection: true, formatError: formatGraphQLError };
  return {
    introspection: false,
    formatError: (formatted, error): GraphQLFormattedError => {
      const shown = formatGraphQLError(formatted, error);
      const generic = WITHOUT_SCHEMA_NAMES[String(shown.extensions?.code)];
      if (!generic || isDomainError(unwrapResolverError(error))) return shown;
      return { ...shown, message: /introspection/i.test(formatted.message) ? INTROSPECTION_REFUSED : generic };
    },
  };
}
