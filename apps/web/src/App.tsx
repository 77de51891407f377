import { LoadingState } from '@bonus/ui';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from './features/home/HomePage';
import { pageComponent, PendingApprovalPage } from './pages';
import { PageRoute, ROUTES } from './route-table';
import { AdminRedirect } from './session/AdminRedirect';
import { RequireMember } from './session/guards';

function renderRoute(route: PageRoute) {
  const Page = pageComponent(route.page);
  const page = route.member ? (
    <RequireMember pending={<PendingApprovalPage />}>
      <Page />
    </RequireMember>
  ) : (
    <Page />
  );
  return route.path === undefined ? (
    <Route key={route.page} index element={page} />
  ) : (
    <Route key={route.path} path={route.path} element={page}>
      {route.children?.map(renderRoute)}
    </Route>
  );
}

export function App() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        {ROUTES.map(renderRoute)}
        <Route path="/admin/*" element={<AdminRedirect />} />
        {/* Unknown paths go home (spec section 2). */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
