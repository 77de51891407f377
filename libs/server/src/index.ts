import 'reflect-metadata';

export { createDataSource, withDataSource } from './db/data-source';
export { checkDatabase } from './db/database-check';
export { ensureReferenceDataIn } from './db/seed/reference-data';
export type { DatabaseCheck } from './db/database-check';
export type { DataSourceOptions } from './db/data-source';
export { isDatabaseUnavailable } from './db/database-unavailable';
export { afterCommit } from './db/unit-of-work';
export { seedDemoData } from './db/seed/seed';
export { DEMO_USERS } from './db/seed/demo-users';
export type { DemoUser } from './db/seed/demo-users';
export { API_CONFIG_VARIABLES, loadApiConfig, ConfigError, paymentsConfig, payoutSourceConfig } from './config/api-config';
export type { ApiConfig } from './config/api-config';
export { createServices } from './services';
export { CACHE_CHANNEL } from './cache/shared-cache';
export type { PaymentsConfig, Services } from './services';
export { createJobQueue, startJobRunner, MEMBERSHIP_LIFECYCLE_QUEUE, AUTO_PAYOUT_QUEUE, NEWSLETTER_DELIVERY_QUEUE } from './integrations/jobs/job-runner';
export type { JobQueue, JobRunner } from './integrations/jobs/job-runner';
export { HANDLED_STRIPE_EVENTS } from './integrations/payments/stripe/stripe-webhooks';
export { createMailer } from './integrations/mail/mailer';
export { escapeHtml } from './escape-html';
export type { Mailer, MailMessage } from './integrations/mail/mailer';
export { createFirebaseAuth } from './integrations/auth/firebase-auth';
export type { PaymentProvider } from './integrations/payments/payment-provider';
export { createEmulatorAccounts } from './integrations/auth/demo-accounts';
export type { AuthAccounts, RevocationCheck, TokenVerifier, VerifiedToken } from './integrations/auth/firebase-auth';
export type { UserEntity } from './features/users/user.entity';
export { memberContext } from './features/users/member-context';
export type { MemberContext } from './features/users/member-context';
export { readDirectly } from './cache/member-data-cache';
export type { MemberReads } from './cache/member-data-cache';
/** The member-row statement of every signed-in request; the load benchmark's least-work reference sends the same. */
export { MEMBER_BY_FIREBASE_UID } from './features/users/user.queries';
export { poolOf } from './db/prepared-statement';
export { createTestDatabase } from './testing/test-database';
export { FakeStripeApi } from './testing/fake-stripe-api';
export type { TestDatabase } from './testing/test-database';
export { taxReportPdf } from './features/insights/tax-report-pdf';
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
