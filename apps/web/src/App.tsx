import { LoadingState } from '@bonus/ui';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from './features/home/HomePage';
import {
  BonusesPage,
  BonusHistoryPage,
  DashboardLayout,
  FaqPage,
  ForgotPasswordPage,
  InvestmentsPage,
  LoginPage,
  OverviewPage,
  ReferralLandingPage,
  ReferralsPage,
  RegisterPage,
  ReportsPage,
  SettingsPage,
} from './pages';
import { AdminRedirect, RequireMember } from './session/guards';

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
          <Route path="reports" element={<ReportsPage />} />
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
