import { ComponentType, lazy } from 'react';

/** A lazily loaded page whose chunk can also be fetched ahead of rendering. */
function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] as ComponentType }))),
    { preload: () => void load() },
  );
}

// Everything behind the home page loads on demand, so the public landing stays small.
export const LoginPage = lazyPage(() => import('./features/auth/LoginPage'), 'LoginPage');
export const RegisterPage = lazyPage(() => import('./features/auth/RegisterPage'), 'RegisterPage');
export const ForgotPasswordPage = lazyPage(() => import('./features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
export const DashboardLayout = lazyPage(() => import('./features/dashboard/DashboardLayout'), 'DashboardLayout');
export const OverviewPage = lazyPage(() => import('./features/overview/OverviewPage'), 'OverviewPage');
export const BonusesPage = lazyPage(() => import('./features/bonuses/BonusesPage'), 'BonusesPage');
export const BonusHistoryPage = lazyPage(() => import('./features/bonus-history/BonusHistoryPage'), 'BonusHistoryPage');
export const ReferralLandingPage = lazyPage(() => import('./features/referral/ReferralLandingPage'), 'ReferralLandingPage');
export const ReferralsPage = lazyPage(() => import('./features/referrals/ReferralsPage'), 'ReferralsPage');
export const FaqPage = lazyPage(() => import('./features/faq/FaqPage'), 'FaqPage');
export const InvestmentsPage = lazyPage(() => import('./features/investments/InvestmentsPage'), 'InvestmentsPage');
export const ReportsPage = lazyPage(() => import('./features/reports/ReportsPage'), 'ReportsPage');
export const SettingsPage = lazyPage(() => import('./features/settings/SettingsPage'), 'SettingsPage');

const PAGES_BY_PATH: Record<string, { preload: () => void }[]> = {
  '/login': [LoginPage],
  '/register': [RegisterPage],
  '/forgot-password': [ForgotPasswordPage],
  '/faq': [FaqPage],
  '/referral': [ReferralLandingPage],
  '/dashboard': [DashboardLayout, OverviewPage],
};

/** Starts fetching the chunks of the page at `pathname` while the member app itself loads (one round trip less). */
export function preloadPagesOf(pathname: string): void {
  for (const page of PAGES_BY_PATH[pathname] ?? []) page.preload();
}
