import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { GraphQLContext } from './context';

/** Codes that say a service the api depends on is unreachable (the database, Firebase Authentication): the call answers 503 like every REST call. */
const UNAVAILABLE_CODES = new Set(['SERVICE_UNAVAILABLE', 'AUTH_UNAVAILABLE']);

/** Whether an answer's errors say a service it needs is unreachable. */
export const serviceWasUnavailable = (errors: readonly GraphQLFormattedError[] | undefined): boolean =>
  Boolean(errors?.some((error) => UNAVAILABLE_CODES.has(String(error.extensions?.code))));

/** A GraphQL call that failed because the database or Firebase Authentication is unreachable answers 503 like every REST call. */
export const unavailableStatusPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind === 'single' && serviceWasUnavailable(response.body.singleResult.errors)) response.http.status = 503;
      },
    };
  },
};
