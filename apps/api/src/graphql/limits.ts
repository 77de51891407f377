import type { ApolloServerPlugin } from '@apollo/server';
import depthLimit from 'graphql-depth-limit';
import { GraphQLError, GraphQLSchema } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export const MAX_QUERY_DEPTH = 8;
export const MAX_QUERY_COMPLEXITY = 500;

export const depthLimitRule = depthLimit(MAX_QUERY_DEPTH);

/** Rejects operations whose estimated cost (1 per field unless a field declares more) is too high. */
export function complexityLimitPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const complexity = getComplexity({
            schema,
            query: document,
            operationName: request.operationName ?? undefined,
            variables: request.variables,
            estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
          });
          if (complexity > MAX_QUERY_COMPLEXITY) {
            throw new GraphQLError(`Dotaz je příliš složitý (${complexity} > ${MAX_QUERY_COMPLEXITY}).`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
