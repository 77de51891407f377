import { ComponentType, lazy } from 'react';

import { PAGE_MODULES_BY_PATH } from './page-modules';

/** How to fetch each page's module ahead of rendering, by its path under src/. */
const LOADERS = new Map<string, () => Promise<unknown>>();

/** A lazily loaded page, `name` exported by the module at `modulePath` (under src/, as in PAGE_MODULES_BY_PATH). */
function lazyPage<M, K extends keyof M>(modulePath: string, load: () => Promise<M>, name: K) {
  LOADERS.set(modulePath, load);
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

// Everything behind the home page loads on demand, so the public landing stays small.
export const LoginPage = lazyPage('features/auth/LoginPage', () => import('./features/auth/LoginPage'), 'LoginPage');
export const RegisterPage = lazyPage('features/auth/RegisterPage', () => import('./features/auth/RegisterPage'), 'RegisterPage');
export const PendingApprovalPage = lazyPage('features/auth/PendingApprovalPage', () => import('./features/auth/PendingApprovalPage'), 'PendingApprovalPage');
export const ForgotPasswordPage = lazyPage('features/auth/ForgotPasswordPage', () => import('./features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
export const DashboardLayout = lazyPage('features/dashboard/DashboardLayout', () => import('./features/dashboard/DashboardLayout'), 'DashboardLayout');
export const OverviewPage = lazyPage('features/overview/OverviewPage', () => import('./features/overview/OverviewPage'), 'OverviewPage');
export const BonusesPage = lazyPage('features/bonuses/BonusesPage', () => import('./features/bonuses/BonusesPage'), 'BonusesPage');
export const BonusHistoryPage = lazyPage('features/bonus-history/BonusHistoryPage', () => import('./features/bonus-history/BonusHistoryPage'), 'BonusHistoryPage');
export const ReferralLandingPage = lazyPage('features/auth/ReferralLandingPage', () => import('./features/auth/ReferralLandingPage'), 'ReferralLandingPage');
export const ReferralsPage = lazyPage('features/referrals/ReferralsPage', () => import('./features/referrals/ReferralsPage'), 'ReferralsPage');
export const FaqPage = lazyPage('features/faq/FaqPage', () => import('./features/faq/FaqPage'), 'FaqPage');
export const InvestmentsPage = lazyPage('features/investments/InvestmentsPage', () => import('./features/investments/InvestmentsPage'), 'InvestmentsPage');
export const ReportsPage = lazyPage('features/reports/ReportsPage', () => import('./features/reports/ReportsPage'), 'ReportsPage');
export const SettingsPage = lazyPage('features/settings/SettingsPage', () => import('./features/settings/SettingsPage'), 'SettingsPage');

/** Starts fetching the modules of the page at `pathname` while the member app itself loads (one round trip less). */
export function preloadPagesOf(pathname: string): void {
  for (const modulePath of PAGE_MODULES_BY_PATH[pathname] ?? []) void LOADERS.get(modulePath)?.();
}
