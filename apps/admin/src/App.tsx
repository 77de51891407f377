import { Navigate, Route, Routes } from 'react-router';
import { AdminGuard } from './features/auth/AdminGuard';
import { AdminLoginPage } from './features/auth/AdminLoginPage';
import { AdminAnalyticsPage } from './features/analytics/AdminAnalyticsPage';
import { AuditLogPage } from './features/audit/AuditLogPage';
import { AdminBonusesPage } from './features/bonuses/AdminBonusesPage';
import { AdminFaqPage } from './features/content/AdminFaqPage';
import { AdminInvestmentsPage } from './features/content/AdminInvestmentsPage';
import { AdminPromoCodesPage } from './features/promo-codes/AdminPromoCodesPage';
import { OverviewPage } from './features/overview/OverviewPage';
import { PayoutsPage } from './features/payouts/PayoutsPage';
import { AdminSettingsPage } from './features/settings/AdminSettingsPage';
import { AdminUsersPage } from './features/users/AdminUsersPage';

export function App() {
  return (
    <Routes>
      <Route path="/login" element={<AdminLoginPage />} />
      <Route path="/admin" element={<AdminGuard />}>
        <Route index element={<OverviewPage />} />
        <Route path="bonuses" element={<AdminBonusesPage />} />
        <Route path="users" element={<AdminUsersPage />} />
        <Route path="payouts" element={<PayoutsPage />} />
        <Route path="settings" element={<AdminSettingsPage />} />
        <Route path="analytics" element={<AdminAnalyticsPage />} />
        <Route path="faq" element={<AdminFaqPage />} />
        <Route path="investments" element={<AdminInvestmentsPage />} />
        <Route path="promo-codes" element={<AdminPromoCodesPage />} />
        <Route path="audit" element={<AuditLogPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
