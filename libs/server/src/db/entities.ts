import { OperatorStatusEntity } from '../features/responsible-play/operator-status.entity';
import { SiteSettingsEntity } from '../features/settings/site-settings.entity';
import { AuditLogEntity } from '../features/admin/audit-log.entity';
import { NewsletterDeliveryEntity } from '../features/newsletter/newsletter-delivery.entity';
import { NewsletterEntity } from '../features/newsletter/newsletter.entity';
import { MemberMailEntity } from '../features/member-mail/member-mail.entity';
import { MemberAccountEntity } from '../features/member-accounts/member-account.entity';
import { BankStatementEntity } from '../features/bank-statements/bank-statement.entity';
import { BankTransactionEntity } from '../features/bank-statements/bank-transaction.entity';
import { BankConnectionEntity, BankTokenCallEntity } from '../features/bank-statements/bank-connection.entity';
import { BonusHistoryEntryEntity } from '../features/bonuses/bonus-history-entry.entity';
import { BonusStepEntity } from '../features/bonuses/bonus-step.entity';
import { BonusEntity } from '../features/bonuses/bonus.entity';
import { HiddenBonusEntity } from '../features/bonuses/hidden-bonus.entity';
import { EligibilityReminderEntity } from '../features/bonuses/eligibility-reminder.entity';
import { BonusTermsVersionEntity } from '../features/bonuses/bonus-terms-version.entity';
import { UserBonusProgressEntity } from '../features/bonuses/user-bonus-progress.entity';
import { CompanyEntity } from '../features/catalogue/company.entity';
import { GameStudioEntity } from '../features/catalogue/game-studio.entity';
import { GameEntity } from '../features/catalogue/game.entity';
import { FaqCategoryEntity } from '../features/faq/faq-category.entity';
import { FaqEntity } from '../features/faq/faq.entity';
import { InvestmentCategoryEntity } from '../features/investments/investment-category.entity';
import { InvestmentProductEntity } from '../features/investments/investment-product.entity';
import { OrderEntity } from '../features/orders/order.entity';
import { PaymentEventEntity } from '../features/orders/payment-event.entity';
import { PromoCodeEntity } from '../features/orders/promo-code.entity';
import { PromoCodeRedemptionEntity } from '../features/orders/promo-code-redemption.entity';
import { SubscriptionPaymentEntity } from '../features/orders/subscription-payment.entity';
import { PayoutBatchEntity } from '../features/payouts/payout-batch.entity';
import { PayoutTransactionEntity } from '../features/payouts/payout-transaction.entity';
import { ReferralCodeEntity } from '../features/referrals/referral-code.entity';
import { ReferralRewardEntity } from '../features/referrals/referral-reward.entity';
import { ReferralEntity } from '../features/referrals/referral.entity';
import { GenerationEntity } from '../features/tiers/generation.entity';
import { TierEntity } from '../features/tiers/tier.entity';
import { RateLimitHitEntity } from '../features/rate-limit/rate-limit-hit.entity';
import { UserEntity } from '../features/users/user.entity';
import { UserConsentEntity } from '../features/users/user-consent.entity';
import { CalendarFeedEntity } from '../features/calendar/calendar-feed.entity';
import { MonthlyReportDeliveryEntity } from '../features/insights/monthly-report-delivery.entity';
import { ReminderDeliveryEntity } from '../features/reminders/reminder-delivery.entity';
import { ReminderSettingsEntity } from '../features/reminders/reminder-settings.entity';

import { ApiTokenEntity } from '../features/api-tokens/api-token.entity';
import { WebhookDeliveryEntity } from '../features/webhooks/webhook-delivery.entity';
import { WebhookEndpointEntity } from '../features/webhooks/webhook-endpoint.entity';
import { WebhookEventEntity } from '../features/webhooks/webhook-event.entity';
export const ENTITIES = [
  TierEntity,
  GenerationEntity,
  UserEntity,
  UserConsentEntity,
  OrderEntity,
  CompanyEntity,
  GameStudioEntity,
  GameEntity,
  BonusEntity,
  BonusStepEntity,
  UserBonusProgressEntity,
  HiddenBonusEntity,
  EligibilityReminderEntity,
  BonusTermsVersionEntity,
  BonusHistoryEntryEntity,
  InvestmentCategoryEntity,
  InvestmentProductEntity,
  FaqCategoryEntity,
  FaqEntity,
  ReferralCodeEntity,
  ReferralEntity,
  ReferralRewardEntity,
  PayoutBatchEntity,
  PayoutTransactionEntity,
  RateLimitHitEntity,
  PaymentEventEntity,
  PromoCodeEntity,
  PromoCodeRedemptionEntity,
  SubscriptionPaymentEntity,
  AuditLogEntity,
  SiteSettingsEntity,
  NewsletterEntity,
  NewsletterDeliveryEntity,
  CalendarFeedEntity,
  MonthlyReportDeliveryEntity,
  ReminderSettingsEntity,
  ReminderDeliveryEntity,
  WebhookEndpointEntity,
  WebhookEventEntity,
  WebhookDeliveryEntity,
  ApiTokenEntity,
  MemberMailEntity,
  MemberAccountEntity,
  BankStatementEntity,
  BankTransactionEntity,
  BankConnectionEntity,
  BankTokenCallEntity,
  OperatorStatusEntity,
];
