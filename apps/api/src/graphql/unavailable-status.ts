import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from './context';

/** A GraphQL call that failed because the database is unreachable answers 503 like every REST call. */
export const unavailableStatusPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        if (response.body.singleResult.errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) response.http.status = 503;
      },
    };
  },
};
