import { DASHBOARD_PAGES } from './shared/dashboard/dashboard-pages';

/**
 * Every page of the web app behind the home page, in one table: App renders its routes from it,
 * pages.ts loads each page's module lazily from it, and the routes marked `preload` have their
 * modules fetched with the entry (vite.config.mts) and when the home page is left (pages.ts), so a
 * page never waits for one chunk to learn of the next. Plain data: vite.config.mts reads it in Node.
 * The dashboard's pages are their own list (shared/dashboard/dashboard-pages.ts), which the sidebar's links share.
 */
export interface PageRoute {
  /** The path, relative under a parent; absent for a parent's index page. */
  path?: string;
  /** The page's module under src/, which exports a component of the same name as the file. */
  page: string;
  /** Only for signed-in, approved members. */
  member?: true;
  /** Fetched with the entry when the app opens at this path (and at its index page). */
  preload?: true;
  children?: PageRoute[];
}

export const ROUTES: PageRoute[] = [
  { path: '/login', page: 'features/auth/LoginPage', preload: true },
  { path: '/register', page: 'features/auth/RegisterPage', preload: true },
  { path: '/forgot-password', page: 'features/auth/ForgotPasswordPage', preload: true },
  { path: '/faq', page: 'features/faq/FaqPage', preload: true },
  { path: '/referral', page: 'features/auth/ReferralLandingPage', preload: true },
  {
    path: '/dashboard',
    page: 'features/dashboard/DashboardLayout',
    member: true,
    preload: true,
    children: [...DASHBOARD_PAGES],
  },
];

/** The page shown instead of the dashboard while an account waits for approval; not a route of its own. */
export const PENDING_APPROVAL_PAGE = 'features/auth/PendingApprovalPage';

/** The page modules each top-level path opens with: the route's own and its preloaded index page's. */
export function preloadedModulesByPath(routes: PageRoute[] = ROUTES): Record<string, string[]> {
  const preloaded = routes.filter((route) => route.preload && route.path);
  return Object.fromEntries(
    preloaded.map((route) => [route.path, [route.page, ...(route.children ?? []).filter((child) => child.preload && !child.path).map((child) => child.page)]]),
  );
}
