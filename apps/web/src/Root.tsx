import { LoadingState } from '@bonus/ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { HomePage } from './features/home/HomePage';
import { preloadPagesOf } from './pages';
import { sessionFlag } from './session/session-storage';

const MemberApp = lazy(() => import('./MemberApp').then((m) => ({ default: m.MemberApp })));

/**
 * A first-time visitor on the home page gets only the home page: no sign-in SDK, no GraphQL client.
 * Any other path, or a browser that keeps a session, loads the member app, which then stays mounted
 * (going back home keeps the session and the cache).
 */
export function Root() {
  const { pathname } = useLocation();
  const needsMemberApp = pathname !== '/' || sessionFlag.isSet();
  const startMemberApp = () => {
    preloadPagesOf(pathname);
    return true;
  };
  const [memberAppLoaded, setMemberAppLoaded] = useState(() => needsMemberApp && startMemberApp());
  if (needsMemberApp && !memberAppLoaded) setMemberAppLoaded(startMemberApp());
  if (!memberAppLoaded && !needsMemberApp) return <HomePage />;
  return (
    <Suspense fallback={<LoadingState />}>
      <MemberApp />
    </Suspense>
  );
}
