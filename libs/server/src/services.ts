import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { MemberDataCache } from './cache/member-data-cache';
import { SharedCache } from './cache/shared-cache';
import type { AuthAccounts } from './integrations/auth/firebase-auth';
import type { Mailer } from './integrations/mail/mailer';
import { siteMailer } from './integrations/mail/site-mailer';
import { createLocalGateway } from './integrations/payments/local/local-gateway';
import { createStripeClient, StripeProvider } from './integrations/payments/stripe/stripe-provider';
import { StripeWebhooks } from './integrations/payments/stripe/stripe-webhooks';
import { AdminBonusService } from './features/bonuses/admin-bonus.service';
import { AdminStatsService } from './features/admin/admin-stats.service';
import { AdminUserService } from './features/admin/admin-user.service';
import { AuditService } from './features/admin/audit.service';
import { SiteSettingsService } from './features/settings/site-settings.service';
import { BonusHistoryService } from './features/bonuses/bonus-history.service';
import { EarningsReviewService } from './features/bonuses/earnings-review';
import { BonusCatalogue } from './features/bonuses/bonus-catalogue';
import { BonusService } from './features/bonuses/bonus.service';
import { BonusValueService } from './features/bonuses/bonus-value.service';
import { InsightsService } from './features/insights/insights.service';
import { MonthlyReportMailing } from './features/insights/monthly-report-mailing';
import { CalendarService } from './features/calendar/calendar.service';
import { MemberAccountService } from './features/member-accounts/member-account.service';
import { ResponsiblePlayService } from './features/responsible-play/responsible-play.service';
import { CompanyService } from './features/catalogue/company.service';
import { BankStatementService } from './features/bank-statements/bank-statement.service';
import { BankConnectionService } from './features/bank-statements/bank-connection.service';
import { FioProvider } from './features/bank-statements/fio-provider';
import { TokenCipher } from './features/bank-statements/token-cipher';
import { ReminderService } from './features/reminders/reminder.service';
import { FaqService } from './features/faq/faq.service';
import { NewsletterService } from './features/newsletter/newsletter.service';
import { MemberMailService } from './features/member-mail/member-mail.service';
import { InvestmentService } from './features/investments/investment.service';
import { MembershipService } from './features/orders/membership.service';
import { OrderService, OrderUrls } from './features/orders/order.service';
import { PromoCodeService } from './features/orders/promo-code.service';
import { ProviderFollowUps } from './features/orders/provider-follow-ups';
import { MembershipPlanService } from './features/orders/membership-plan.service';
import { PayoutOperationsService, PayoutSource } from './features/payouts/payout-operations.service';
import { PayoutService } from './features/payouts/payout.service';
import { bankConnectionsConfig, DEFAULT_PAYOUT_SOURCE, payoutSourceConfig } from './config/api-config';
import type { BankConnectionsConfig, PaymentsConfig } from './config/api-config';
import { ReferralService } from './features/referrals/referral.service';
import { RateLimiter } from './features/rate-limit/rate-limiter';
import { HomeStatsService } from './features/stats/home-stats.service';
import { TierService } from './features/tiers/tier.service';
import { UserService } from './features/users/user.service';
import { FirebaseAccountChanges } from './features/users/firebase-account-changes';
import { WebhookService } from './features/webhooks/webhook.service';
import { ApiTokenService } from './features/api-tokens/api-token.service';
import { Presence } from './features/users/presence';
import { AdminSignInService } from './features/admin/admin-sign-in.service';

export interface ServiceDependencies {
  accounts: AuthAccounts;
  payments: PaymentsConfig;
  /** Public addresses: the web app (gateway returns, links in e-mails) and the api (calendar feeds). */
  urls: OrderUrls & { apiUrl: string };
  /** Sends as it is told; the services get it wrapped in the admin's sender name, Reply-To and footer (siteMailer). */
  mailer: Mailer;
  /** Our account the payout batches pay from (configuration; the development default when left out). */
  payoutSource?: PayoutSource;
  /** Where services report trouble they recover from by themselves (the process's pino logger). */
  log?: Pick<Logger, 'warn' | 'info'>;
  /** Members' bank connections: the key of their tokens and the banks' API addresses (the development key and Fio's real API when left out). */
  bankConnections?: BankConnectionsConfig;
  /** NODE_ENV=production: stricter rules for what admins configure (webhooks only to https). */
  production?: boolean;
}

/** Every service of the api, built once per process around one DataSource. */
export function createServices(dataSource: DataSource, { accounts, payments, urls, mailer: transport, payoutSource = defaultPayoutSource(), log, production = false, bankConnections = bankConnectionsConfig({ FIO_API_URL: 'https://fioapi.fio.cz/v1/rest' }) }: ServiceDependencies) {
  const cache = new SharedCache();
  const memberCache = new MemberDataCache(cache);
  const rateLimiter = new RateLimiter(dataSource);
  const settings = new SiteSettingsService(dataSource, cache);
  const membership = new MembershipService(dataSource, cache, settings);
  const promoCodes = new PromoCodeService(dataSource, rateLimiter);
  const localGateway = payments.provider === 'local' ? createLocalGateway({ apiPublicUrl: payments.apiPublicUrl, secret: payments.secret }) : null;
  const stripe = payments.provider === 'stripe' ? new StripeProvider(createStripeClient(payments)) : null;
  const provider = (localGateway ?? stripe)!;
  const providerFollowUps = new ProviderFollowUps(dataSource, provider, log);
  const orders = new OrderService(dataSource, provider, membership, promoCodes, urls, providerFollowUps, log);
  const providerCancellations = providerFollowUps.cancellations;
  const mailer = siteMailer(transport, settings);
  const bonusCatalogue = new BonusCatalogue(dataSource, cache, memberCache);
  const bonuses = new BonusService(dataSource, bonusCatalogue, settings);
  const insights = new InsightsService(dataSource, bonuses);
  const bankStatements = new BankStatementService(dataSource);
  const firebaseAccountChanges = new FirebaseAccountChanges(dataSource, accounts, log);
  const users = new UserService(dataSource, accounts, rateLimiter, settings, bonusCatalogue, providerCancellations, firebaseAccountChanges);
  return {
    /** Shared reads of this process; `server.ts` connects it to the other copies' invalidations. */
    cache,
    /** Members' own reads, cached under their data_version; the identity resolver lets read-only requests' member contexts use it. */
    memberCache,
    tiers: new TierService(dataSource, cache),
    homeStats: new HomeStatsService(dataSource, cache),
    users,
    /** Members' last-seen time, noted by the identity resolver on every signed-in request. */
    presence: new Presence(dataSource, cache),
    adminUsers: new AdminUserService(dataSource, users, providerCancellations, firebaseAccountChanges),
    /** Carries an admin's sign-in from the member app over to the admin app. */
    adminSignIn: new AdminSignInService(accounts),
    audit: new AuditService(dataSource),
    adminStats: new AdminStatsService(dataSource),
    rateLimiter,
    bonuses,
    /** What casino offers are worth (issue #38), memoised by their terms and game. */
    bonusValues: new BonusValueService(bonuses),
    bonusHistory: new BonusHistoryService(dataSource, settings),
    /** Unusually large earnings wait for an admin before they count in public figures. */
    earningsReviews: new EarningsReviewService(dataSource, cache),
    adminBonuses: new AdminBonusService(dataSource, bonusCatalogue),
    referrals: new ReferralService(dataSource, rateLimiter, settings, urls.webUrl),
    payouts: new PayoutService(dataSource, settings),
    payoutOperations: new PayoutOperationsService(dataSource, settings, payoutSource),
    settings,
    newsletters: new NewsletterService(dataSource, mailer, settings, urls.webUrl),
    /** One-off e-mails of members that services queue in their transactions (payouts paid or returned, referral invitations); the member-mail job sends them. */
    memberMails: new MemberMailService(dataSource, mailer),
    faqs: new FaqService(dataSource, cache),
    investments: new InvestmentService(dataSource),
    insights,
    monthlyReports: new MonthlyReportMailing(dataSource, insights, settings, urls.webUrl),
    calendar: new CalendarService(dataSource, settings, urls),
    reminders: new ReminderService(dataSource, settings, urls.webUrl),
    webhooks: new WebhookService(dataSource, { publicOnly: production }),
    apiTokens: new ApiTokenService(dataSource, cache, rateLimiter),
    /** The accounts members hold or held at banks and casinos (claim planner). */
    memberAccounts: new MemberAccountService(dataSource),
    /** Members' imported bank statements and what their payments count for. */
    bankStatements,
    /** Members' bank API connections (Fio banka): statements fetched daily and on request (issue #55 part 4). */
    bankConnections: new BankConnectionService(dataSource, bankStatements, { fio: new FioProvider(bankConnections.fioApiUrl) }, new TokenCipher(bankConnections.tokenKey), log),
    /** Self-exclusion declaration, casino pause and operator statuses (issue #38). */
    responsiblePlay: new ResponsiblePlayService(dataSource),
    /** The admin's company form: kind and a casino's licence (issue #38). */
    companies: new CompanyService(dataSource, bonusCatalogue),
    orders,
    membership,
    /** Nastavení → Členství: the member's plan card and the receipts of their payments. */
    membershipPlans: new MembershipPlanService(dataSource, settings),
    /** Refunds, cancellations and new prices still due at the payment provider; done right away, retried by the lifecycle job. */
    providerFollowUps,
    /** Firebase accounts still to be disabled, enabled or deleted (deactivation, erasure); the lifecycle job retries them. */
    firebaseAccountChanges,
    promoCodes,
    /** The built-in gateway's pages exist only when it is the configured provider. */
    localGateway,
    stripeWebhooks: stripe && payments.provider === 'stripe' ? new StripeWebhooks(dataSource, stripe, payments.webhookSecret, orders) : null,
  };
}

export type Services = ReturnType<typeof createServices>;

const defaultPayoutSource = () => payoutSourceConfig({ PAYOUT_SOURCE_ACCOUNT: DEFAULT_PAYOUT_SOURCE.account, PAYOUT_SOURCE_NAME: DEFAULT_PAYOUT_SOURCE.name });
