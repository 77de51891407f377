export { initFirebaseAuth } from './auth/firebase-auth';
export type { FirebaseClientConfig } from './auth/firebase-auth';
export { AuthProvider, useAuth } from './auth/AuthProvider';
export { signInErrorMessage } from './auth/sign-in-errors';
export { createApolloClient } from './apollo/create-apollo-client';
export { TIERS_QUERY } from './graphql/public.graphql';
export type { TierView } from './graphql/public.graphql';
export { VIEWER_QUERY } from './graphql/viewer.graphql';
export type { ViewerView } from './graphql/viewer.graphql';
