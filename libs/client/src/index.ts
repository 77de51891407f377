export { configureCspSafeValidation } from './csp-safe-validation';
export { safely } from './storage/safe-storage';
export { createFirebaseAuthLoader, currentUid } from './auth/firebase-auth';
export type { FirebaseAuthLoader, FirebaseClientConfig } from './auth/firebase-auth';
export { AuthContext, AuthProvider, useAuth } from './auth/AuthProvider';
export type { AuthContextValue } from './auth/AuthProvider';
export { isWrongPassword, signInErrorMessage } from './auth/sign-in-errors';
export { createApolloClient } from './apollo/create-apollo-client';
export { GENERATION_QUERY, REGISTRATION_STATUS_QUERY, TIERS_QUERY } from './graphql/public.graphql';
export { FAQS_DOCUMENT, GENERATION_DOCUMENT, HOME_STATS_DOCUMENT, TIERS_DOCUMENT } from './public/public-documents';
export type { FaqView, GenerationView, HomeStatsView, PublicDocument, TierView } from './public/public-documents';
export { PublicApiUrl, usePublicQuery } from './public/use-public-query';
export {
  CONSENTS_QUERY,
  DELETE_UNREGISTERED_ACCOUNT_MUTATION,
  DELETE_USER_MUTATION,
  ME_QUERY,
  REGISTER_USER_MUTATION,
  REQUEST_PASSWORD_RESET_MUTATION,
  UPDATE_USER_MUTATION,
} from './graphql/user.graphql';
export type { ConsentView, MeView, RegisterUserVariables } from './graphql/user.graphql';
export { ClientProviders } from './ClientProviders';
export {
  CREATE_ORDER_MUTATION,
  ORDER_MANAGING_URL_QUERY,
  ORDER_PAYWALL_URL_QUERY,
  ORDER_QUERY,
  ORDER_STATUS_QUERY,
  PROMO_CODE_QUERY,
} from './graphql/order.graphql';
export type { CreateOrderVariables, OrderView, PromoCodeView } from './graphql/order.graphql';
export {
  BONUS_DEPENDENT_QUERIES,
  BONUS_HISTORY_QUERY,
  BONUS_STATS_QUERY,
  BONUSES_QUERY,
  COMPLETE_BONUS_MUTATION,
  EARNINGS_SUMMARY_QUERY,
  HIDE_BONUS_MUTATION,
  RECORD_BONUS_PROGRESS_MUTATION,
  RETURN_BONUS_MUTATION,
  UPDATE_BONUS_HISTORY_MUTATION,
} from './graphql/bonus.graphql';
export type { BonusHistoryEntryView, BonusHistoryQueryVariables, BonusStepView, BonusView, EarningsSummaryView, GameView, MonthlyStatsView } from './graphql/bonus.graphql';
export {
  CREATE_REFERRAL_CODE_MUTATION,
  REFERRAL_PAGE_QUERY,
  REFERRALS_QUERY,
  SEND_REFERRAL_EMAIL_MUTATION,
  TRANSACTION_STATS_QUERY,
  UPDATE_PAYOUT_SETTINGS_MUTATION,
  WITHDRAW_MUTATION,
} from './graphql/referral.graphql';
export type { ReferralAccountView, ReferralCodeView, ReferredUserView, TransactionView } from './graphql/referral.graphql';
export { FAQS_QUERY, HOME_STATS_QUERY, INVESTMENT_CATEGORIES_QUERY, INVESTMENTS_QUERY } from './graphql/content.graphql';
export type { InvestmentCategoryView, InvestmentProductView } from './graphql/content.graphql';
export { ADMIN_BONUSES_QUERY, CATALOGUE_OPTIONS_QUERY, CREATE_BONUS_MUTATION, SET_BONUS_VISIBILITY_MUTATION, UPDATE_BONUS_MUTATION } from './graphql/admin-bonus.graphql';
export type { AdminBonusView, BonusWriteVariables } from './graphql/admin-bonus.graphql';
export { ADMIN_USER_QUERY, ADMIN_USERS_CSV_QUERY, ADMIN_USERS_QUERY, APPROVE_ADMIN_USER_MUTATION, AUDIT_LOG_QUERY, DELETE_ADMIN_USER_MUTATION, UPDATE_ADMIN_USER_MUTATION } from './graphql/admin-user.graphql';
export type { AdminUserDetailView, AdminUserView, AuditEntryView } from './graphql/admin-user.graphql';
export { NEWSLETTERS_QUERY, SEND_NEWSLETTER_MUTATION } from './graphql/newsletter.graphql';
export type { NewsletterView } from './graphql/newsletter.graphql';
export {
  ADMIN_FAQS_QUERY,
  ADMIN_INVESTMENT_CATEGORIES_QUERY,
  ADMIN_INVESTMENTS_QUERY,
  REORDER_FAQS_MUTATION,
  REORDER_INVESTMENTS_MUTATION,
  SAVE_FAQ_MUTATION,
  SAVE_INVESTMENT_CATEGORY_MUTATION,
  SAVE_INVESTMENT_PRODUCT_MUTATION,
} from './graphql/admin-content.graphql';
export type { AdminFaqView, AdminInvestmentCategoryView, AdminInvestmentProductView, FaqWrite, InvestmentCategoryWrite, InvestmentProductWrite } from './graphql/admin-content.graphql';
export { MIN_WITHDRAWAL_QUERY, SAVE_SITE_SETTINGS_MUTATION, SITE_SETTINGS_QUERY } from './graphql/site-settings.graphql';
export { ADMIN_ANALYTICS_QUERY, ADMIN_OVERVIEW_QUERY } from './graphql/admin-stats.graphql';
export {
  ADMIN_PAYOUTS_QUERY,
  EXPORT_PAYOUT_BATCH_MUTATION,
  MARK_PAYOUT_BATCH_PAID_MUTATION,
  MARK_PAYOUT_FAILED_MUTATION,
  PAYOUT_BATCH_FILE_QUERY,
  PAYOUT_BATCHES_QUERY,
} from './graphql/admin-payout.graphql';
export type { AdminPayoutView, PayoutBatchView, PayoutTotalView } from './graphql/admin-payout.graphql';
export type { AdminAnalyticsView, AdminOverviewView } from './graphql/admin-stats.graphql';
export {
  CALENDAR_FEED_QUERY,
  CREATE_CALENDAR_FEED_MUTATION,
  MONTHLY_REPORT_QUERY,
  REMINDER_SETTINGS_QUERY,
  REVOKE_CALENDAR_FEED_MUTATION,
  SAVE_REMINDER_SETTINGS_MUTATION,
  RISK_OVERVIEW_QUERY,
  TAX_REPORT_CSV_QUERY,
  TAX_REPORT_PDF_QUERY,
  TAX_REPORT_QUERY,
  WEEKLY_ANALYSIS_QUERY,
} from './graphql/insights.graphql';
export type { MonthlyReportView, MonthSummaryView, RankedBonusView, ReminderSettingsView, RiskOverviewView, TaxReportSummaryView, WeeklyAnalysisView } from './graphql/insights.graphql';
export { ADMIN_PROMO_CODES_QUERY, CREATE_PROMO_CODE_MUTATION, END_PROMO_CODE_MUTATION } from './graphql/promo-code.graphql';
export type { AdminPromoCodeView, PromoCodeInputView } from './graphql/promo-code.graphql';
export { PENDING_EARNINGS_QUERY, REVIEW_EARNINGS_MUTATION } from './graphql/earnings-review.graphql';
export type { PendingEarningsView } from './graphql/earnings-review.graphql';
export { connectivity } from './apollo/connectivity';
export { restoreSavedCopy } from './apollo/offline-copy';
