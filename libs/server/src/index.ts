import 'reflect-metadata';

export { createDataSource, withDataSource } from './db/data-source';
export { checkDatabase } from './db/database-check';
export { ensureReferenceDataIn } from './db/seed/reference-data';
export type { DatabaseCheck } from './db/database-check';
export type { DataSourceOptions } from './db/data-source';
export { isDatabaseUnavailable } from './persistence/database-unavailable';
export { afterCommit } from './persistence/unit-of-work';
export { seedDemoData } from './db/seed/seed';
export { DEMO_USERS } from './db/seed/demo-users';
export type { DemoUser } from './db/seed/demo-users';
export { API_CONFIG_VARIABLES, loadApiConfig, ConfigError, paymentsConfig, payoutSourceConfig } from './config/api-config';
export type { ApiConfig } from './config/api-config';
export { createServices } from './services';
export { CACHE_CHANNEL } from './cache/shared-cache';
export type { PaymentsConfig, Services } from './services';
export { createJobQueue, startJobRunner } from './integrations/jobs/job-runner';
export type { JobQueue, JobRunner, ScheduledJob } from './integrations/jobs/job-runner';
export { HANDLED_STRIPE_EVENTS } from './integrations/payments/stripe/stripe-webhooks';
export { createMailer } from './integrations/mail/mailer';
export { escapeHtml } from './escape-html';
export type { Mailer, MailMessage } from './integrations/mail/mailer';
export { createFirebaseAuth } from './integrations/auth/firebase-auth';
export type { PaymentProvider } from './features/orders/payment-provider';
export { createEmulatorAccounts } from './integrations/auth/demo-accounts';
export type { AuthAccounts, RevocationCheck, TokenVerifier, VerifiedToken } from './integrations/auth/firebase-auth';
export type { UserEntity } from './features/users/user.entity';
export { memberContext } from './features/users/member-context';
export type { MemberContext } from './features/users/member-context';
export { readDirectly } from './cache/member-data-cache';
export type { MemberReads } from './cache/member-data-cache';
/** The member-row statement of every signed-in request; the load benchmark's least-work reference sends the same. */
export { MEMBER_BY_FIREBASE_UID } from './features/users/user.queries';
export { poolOf } from './persistence/prepared-statement';
export { taxReportPdf } from './features/insights/tax-report-pdf';
export { recordWebhookEvent } from './features/webhooks/webhook.service';
export { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from './features/webhooks/webhook-signature';
export type { WebhookDelivery, WebhookDeliveryRun, WebhookEndpoint, WebhookSendResult } from './features/webhooks/webhook.read-model';
export { ApiTokenService } from './features/api-tokens/api-token.service';
export { WebhookService } from './features/webhooks/webhook.service';
export type { ApiToken, CreatedApiToken, TokenPrincipal } from './features/api-tokens/api-token.read-model';
export type {
  AdminBonusPageReadModel,
  BonusLockReadModel,
  BonusProgressReadModel,
  BonusReadModel,
  BonusStepReadModel,
  CompanyReadModel,
  GameReadModel,
} from './features/bonuses/bonus.read-model';
export type { BonusHistoryEntryReadModel, BonusHistoryPageReadModel, MonthlyStatsReadModel } from './features/bonuses/bonus-history.read-model';
export type { Faq } from './features/faq/faq.read-model';
export type { InvestmentCategory, InvestmentProduct, InvestmentStep } from './features/investments/investment.read-model';
export type { Newsletter } from './features/newsletter/newsletter.read-model';
export type { ReferralCode, ReferralMonth, ReferralPage, ReferredMember } from './features/referrals/referral.read-model';
export type { MemberPayout } from './features/payouts/payout.read-model';
export type { AdminPromoCode, PromoCodeOffer } from './features/orders/promo-code.read-model';
export type { ActivityEvent, AdminAnalytics, AdminOverview, GenerationFill, MonthAmount, MonthCount, TierShare } from './features/admin/admin-stats.read-model';
export type { AdminUserDetail, AdminUserOrder, AdminUserPage, AdminUserPayout, AuditEntry } from './features/admin/admin-user.read-model';
