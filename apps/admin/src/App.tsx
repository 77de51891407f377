import { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminGuard } from './features/auth/AdminGuard';
import { AdminLoginPage } from './features/auth/AdminLoginPage';
import { AdminAnalyticsPage } from './features/analytics/AdminAnalyticsPage';
import { AuditLogPage } from './features/audit/AuditLogPage';
import { AdminBonusesPage } from './features/bonuses/AdminBonusesPage';
import { AdminFaqPage } from './features/content/AdminFaqPage';
import { AdminInvestmentsPage } from './features/content/AdminInvestmentsPage';
import { NewsletterSection } from './features/newsletter/NewsletterSection';
import { AdminPromoCodesPage } from './features/promo-codes/AdminPromoCodesPage';
import { OverviewPage } from './features/overview/OverviewPage';
import { PayoutsPage } from './features/payouts/PayoutsPage';
import { AdminSettingsPage } from './features/settings/AdminSettingsPage';
import { AdminUsersPage } from './features/users/AdminUsersPage';
import { AdminWebhooksPage } from './features/webhooks/AdminWebhooksPage';

/** The overview with the newsletter composer in it: the app composes the two features. */
const Overview = () => <OverviewPage newsletter={(props) => <NewsletterSection {...props} />} />;

/** Every page under /admin in navigation order: it drives both the routes and the navigation. */
const PAGES: Array<{ path: string; label: string; Page: ComponentType }> = [
  { path: '', label: 'Přehled', Page: Overview },
  { path: 'bonuses', label: 'Bonusy', Page: AdminBonusesPage },
  { path: 'users', label: 'Uživatelé', Page: AdminUsersPage },
  { path: 'payouts', label: 'Výplaty', Page: PayoutsPage },
  { path: 'faq', label: 'FAQ', Page: AdminFaqPage },
  { path: 'investments', label: 'Investice', Page: AdminInvestmentsPage },
  { path: 'promo-codes', label: 'Slevové kódy', Page: AdminPromoCodesPage },
  { path: 'analytics', label: 'Analytika', Page: AdminAnalyticsPage },
  { path: 'webhooks', label: 'Webhooky', Page: AdminWebhooksPage },
  { path: 'audit', label: 'Audit', Page: AuditLogPage },
  { path: 'settings', label: 'Nastavení', Page: AdminSettingsPage },
];

const NAV = PAGES.map(({ path, label }) => ({ to: path ? `/admin/${path}` : '/admin', label }));

export function App() {
  return (
    <Routes>
      <Route path="/login" element={<AdminLoginPage />} />
      <Route path="/admin" element={<AdminGuard nav={NAV} />}>
        {PAGES.map(({ path, Page }) => (path ? <Route key={path} path={path} element={<Page />} /> : <Route key="index" index element={<Page />} />))}
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
