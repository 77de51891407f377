import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { GraphQLContext } from './context';

/** Whether an answer's errors say the database is unreachable: such a call answers 503 like every REST call. */
export const databaseWasUnavailable = (errors: readonly GraphQLFormattedError[] | undefined): boolean => Boolean(errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE'));

/** A GraphQL call that failed because the database is unreachable answers 503 like every REST call. */
export const unavailableStatusPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind === 'single' && databaseWasUnavailable(response.body.singleResult.errors)) response.http.status = 503;
      },
    };
  },
};
