import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from './context';

/** Queries accept a session check from the last minute; mutations (and anything unknown) ask Firebase afresh. */
export const revocationCheckPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        contextValue.sessionCheck.revocation = operation?.operation === 'query' ? 'recent' : 'fresh';
      },
    };
  },
};
