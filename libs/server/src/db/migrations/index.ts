import { InitialSchema1795000000000 } from './1795000000000-initial-schema';
import { RateLimit1795100000000 } from './1795100000000-rate-limit';
import { PaymentEvents1795200000000 } from './1795200000000-payment-events';
import { SubscriptionLifecycle1795300000000 } from './1795300000000-subscription-lifecycle';
import { BonusHistoryOnce1795400000000 } from './1795400000000-bonus-history-once';
import { ReferralLedger1795500000000 } from './1795500000000-referral-ledger';
import { AdminAudit1795600000000 } from './1795600000000-admin-audit';
import { SiteSettings1795700000000 } from './1795700000000-site-settings';
import { LastSeen1795800000000 } from './1795800000000-last-seen';
import { Newsletter1795900000000 } from './1795900000000-newsletter';
import { CalendarFeed1796000000000 } from './1796000000000-calendar-feed';
import { MonthlyReportDelivery1796100000000 } from './1796100000000-monthly-report-delivery';
import { Reminders1796200000000 } from './1796200000000-reminders';
import { MemberDataVersion1796300000000 } from './1796300000000-member-data-version';
import { PayoutBatches1796400000000 } from './1796400000000-payout-batches';
import { SettingsInForce1796500000000 } from './1796500000000-settings-in-force';
import { MembershipIntegrity1796600000000 } from './1796600000000-membership-integrity';
import { AccountConsents1796700000000 } from './1796700000000-account-consents';
import { OutgoingWebhooks1796800000000 } from './1796800000000-outgoing-webhooks';
import { ApiTokens1796900000000 } from './1796900000000-api-tokens';
import { WebhookRetention1797000000000 } from './1797000000000-webhook-retention';
import { OneLiveOrder1797100000000 } from './1797100000000-one-live-order';
import { BonusDrafts1797300000001 } from './1797300000001-bonus-drafts';
import { MemberMail1797400000001 } from './1797400000001-member-mail';
import { OnePublicClaim1797500000002 } from './1797500000002-one-public-claim';
import { EligibilityRules1797600000000 } from './1797600000000-eligibility-rules';

// Listed explicitly (not globbed) so the same list works under swc, jest and compiled builds.
export const MIGRATIONS = [InitialSchema1795000000000, RateLimit1795100000000, PaymentEvents1795200000000, SubscriptionLifecycle1795300000000, BonusHistoryOnce1795400000000, ReferralLedger1795500000000, AdminAudit1795600000000, SiteSettings1795700000000, LastSeen1795800000000, Newsletter1795900000000, CalendarFeed1796000000000, MonthlyReportDelivery1796100000000, Reminders1796200000000, MemberDataVersion1796300000000, PayoutBatches1796400000000, SettingsInForce1796500000000, MembershipIntegrity1796600000000, AccountConsents1796700000000, OutgoingWebhooks1796800000000, ApiTokens1796900000000, WebhookRetention1797000000000, OneLiveOrder1797100000000, BonusDrafts1797300000001, MemberMail1797400000001, OnePublicClaim1797500000002, EligibilityRules1797600000000];
