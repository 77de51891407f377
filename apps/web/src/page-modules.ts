/**
 * The page modules (under src/) each path opens with, besides the member app. The production build
 * preloads them with the entry (apps/web/vite.config.mts), and leaving the home page preloads them
 * with the member app (pages.ts), so a page never waits for one chunk to learn of the next.
 */
export const PAGE_MODULES_BY_PATH: Record<string, string[]> = {
  '/login': ['features/auth/LoginPage'],
  '/register': ['features/auth/RegisterPage'],
  '/forgot-password': ['features/auth/ForgotPasswordPage'],
  '/faq': ['features/faq/FaqPage'],
  '/referral': ['features/auth/ReferralLandingPage'],
  '/dashboard': ['features/dashboard/DashboardLayout', 'features/overview/OverviewPage'],
};
