import { Banknote, Building2, ChartColumn, CircleHelp, Gift, LayoutDashboard, ScrollText, Settings, TicketPercent, TrendingUp, Users, Webhook } from 'lucide-react';
import { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminGuard } from './features/auth/AdminGuard';
import type { AdminNavSection } from './features/auth/AdminLayout';
import { AdminLoginPage } from './features/auth/AdminLoginPage';
import { AdminAnalyticsPage } from './features/analytics/AdminAnalyticsPage';
import { AuditLogPage } from './features/audit/AuditLogPage';
import { AdminBonusesPage } from './features/bonuses/AdminBonusesPage';
import { BonusEditorPage } from './features/bonuses/BonusEditorPage';
import { AdminCompaniesPage } from './features/companies/AdminCompaniesPage';
import { AdminFaqPage } from './features/content/AdminFaqPage';
import { AdminInvestmentsPage } from './features/content/AdminInvestmentsPage';
import { NewsletterSection } from './features/newsletter/NewsletterSection';
import { AdminPromoCodesPage } from './features/promo-codes/AdminPromoCodesPage';
import { OverviewPage } from './features/overview/OverviewPage';
import { PayoutsPage } from './features/payouts/PayoutsPage';
import { AdminSettingsPage } from './features/settings/AdminSettingsPage';
import { AdminUserRecordPage } from './features/users/AdminUserRecordPage';
import { AdminUsersPage } from './features/users/AdminUsersPage';
import { AdminWebhooksPage } from './features/webhooks/AdminWebhooksPage';

/** The overview with the newsletter composer in it: the app composes the two features. */
const Overview = () => <OverviewPage newsletter={(props) => <NewsletterSection {...props} />} />;

/** Every page under /admin in navigation order, grouped as the sidebar shows them: it drives both the routes and the navigation. */
const SECTIONS: AdminNavSection<{ Page: ComponentType }>[] = [
  { title: null, items: [{ path: '', label: 'Přehled', icon: LayoutDashboard, Page: Overview }] },
  {
    title: 'Obsah',
    items: [
      { path: 'bonuses', label: 'Bonusy', icon: Gift, Page: AdminBonusesPage },
      { path: 'companies', label: 'Provozovatelé', icon: Building2, Page: AdminCompaniesPage },
      { path: 'investments', label: 'Investice', icon: TrendingUp, Page: AdminInvestmentsPage },
      { path: 'faq', label: 'FAQ', icon: CircleHelp, Page: AdminFaqPage },
    ],
  },
  {
    title: 'Členové',
    items: [
      { path: 'users', label: 'Uživatelé', icon: Users, Page: AdminUsersPage },
      { path: 'payouts', label: 'Výplaty', icon: Banknote, Page: PayoutsPage },
      { path: 'promo-codes', label: 'Slevové kódy', icon: TicketPercent, Page: AdminPromoCodesPage },
      { path: 'analytics', label: 'Analytika', icon: ChartColumn, Page: AdminAnalyticsPage },
    ],
  },
  {
    title: 'Systém',
    items: [
      { path: 'webhooks', label: 'Webhooky', icon: Webhook, Page: AdminWebhooksPage },
      { path: 'audit', label: 'Audit', icon: ScrollText, Page: AuditLogPage },
      { path: 'settings', label: 'Nastavení', icon: Settings, Page: AdminSettingsPage },
    ],
  },
];

const PAGES = SECTIONS.flatMap((section) => section.items);

export function App() {
  return (
    <Routes>
      <Route path="/login" element={<AdminLoginPage />} />
      <Route path="/admin" element={<AdminGuard nav={SECTIONS} />}>
        {PAGES.map(({ path, Page }) => (path ? <Route key={path} path={path} element={<Page />} /> : <Route key="index" index element={<Page />} />))}
        <Route path="bonuses/:id" element={<BonusEditorPage />} />
        <Route path="users/:id" element={<AdminUserRecordPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
