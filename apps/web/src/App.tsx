import { LoadingState } from '@bonus/ui';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from './features/home/HomePage';
import { AdminRedirect, RequireMember } from './session/guards';

// Everything behind the home page loads on demand, so the public landing stays small.
const LoginPage = lazy(() => import('./features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => import('./features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const DashboardLayout = lazy(() => import('./features/dashboard/DashboardLayout').then((m) => ({ default: m.DashboardLayout })));
const OverviewPage = lazy(() => import('./features/overview/OverviewPage').then((m) => ({ default: m.OverviewPage })));
const BonusesPage = lazy(() => import('./features/bonuses/BonusesPage').then((m) => ({ default: m.BonusesPage })));
const BonusHistoryPage = lazy(() => import('./features/bonus-history/BonusHistoryPage').then((m) => ({ default: m.BonusHistoryPage })));
const ReferralLandingPage = lazy(() => import('./features/referral/ReferralLandingPage').then((m) => ({ default: m.ReferralLandingPage })));
const ReferralsPage = lazy(() => import('./features/referrals/ReferralsPage').then((m) => ({ default: m.ReferralsPage })));
const FaqPage = lazy(() => import('./features/faq/FaqPage').then((m) => ({ default: m.FaqPage })));
const InvestmentsPage = lazy(() => import('./features/investments/InvestmentsPage').then((m) => ({ default: m.InvestmentsPage })));
const SettingsPage = lazy(() => import('./features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));

export function App() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/faq" element={<FaqPage />} />
        <Route path="/referral" element={<ReferralLandingPage />} />
        <Route
          path="/dashboard"
          element={
            <RequireMember>
              <DashboardLayout />
            </RequireMember>
          }
        >
          <Route index element={<OverviewPage />} />
          <Route path="bonuses" element={<BonusesPage />} />
          <Route path="bonus-history" element={<BonusHistoryPage />} />
          <Route path="investments" element={<InvestmentsPage />} />
          <Route path="investments/:categoryId" element={<InvestmentsPage />} />
          <Route path="referrals" element={<ReferralsPage />} />
          <Route path="settings" element={<SettingsPage />} />
        </Route>
        <Route path="/admin/*" element={<AdminRedirect />} />
        {/* Unknown paths go home (spec section 2). */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
