import { GraphQLSchema } from 'graphql';
import { buildSchema, UseMiddleware } from 'type-graphql';
import { authChecker } from './access';
import { checkArgumentText } from './argument-text';
import { auditAdminMutations } from './audit';
import { PublicResolver } from './resolvers/public.resolver';
import { AdminBonusResolver } from './resolvers/admin-bonus.resolver';
import { AdminPayoutResolver } from './resolvers/admin-payout.resolver';
import { AdminUserResolver } from './resolvers/admin-user.resolver';
import { AdminSignInResolver } from './resolvers/admin-sign-in.resolver';
import { NewsletterResolver } from './resolvers/newsletter.resolver';
import { SiteSettingsResolver } from './resolvers/site-settings.resolver';
import { AdminStatsResolver } from './resolvers/admin-stats.resolver';
import { BonusResolver } from './resolvers/bonus.resolver';
import { ReferralResolver } from './resolvers/referral.resolver';
import { ContentResolver } from './resolvers/content.resolver';
import { OrderResolver } from './resolvers/order.resolver';
import { UserResolver } from './resolvers/user.resolver';
import { InsightsResolver } from './resolvers/insights.resolver';
import { CalendarResolver } from './resolvers/calendar.resolver';
import { RemindersResolver } from './resolvers/reminders.resolver';
import { PromoCodeResolver } from './resolvers/promo-code.resolver';
import { EarningsReviewResolver } from './resolvers/earnings-review.resolver';
import { WebhookResolver } from './resolvers/webhook.resolver';
import { ApiTokenResolver } from './resolvers/api-token.resolver';
import { MemberAccountResolver } from './resolvers/member-account.resolver';
import { BankStatementResolver } from './resolvers/bank-statement.resolver';
import { BankConnectionResolver } from './resolvers/bank-connection.resolver';
import { BonusValueResolver } from './resolvers/bonus-value.resolver';
import { ResponsiblePlayResolver } from './resolvers/responsible-play.resolver';
import { AdminCompanyResolver } from './resolvers/admin-company.resolver';

export const RESOLVERS = [PublicResolver, UserResolver, OrderResolver, BonusResolver, AdminBonusResolver, AdminUserResolver, AdminSignInResolver, AdminPayoutResolver, ReferralResolver, ContentResolver, SiteSettingsResolver, AdminStatsResolver, NewsletterResolver, InsightsResolver, CalendarResolver, RemindersResolver, PromoCodeResolver, EarningsReviewResolver, WebhookResolver, ApiTokenResolver, MemberAccountResolver, BankStatementResolver, BankConnectionResolver, BonusValueResolver, ResponsiblePlayResolver, AdminCompanyResolver] as const;

// Every operation and field resolver checks its argument text and audits admin mutations, after its
// access rule. Not as global middlewares: type-graphql would wrap every field of every object in an
// async chain for them (each field of each listed bonus), a large share of a dashboard query.
for (const resolver of RESOLVERS) UseMiddleware(checkArgumentText, auditAdminMutations)(resolver);

export async function buildApiSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({ resolvers: RESOLVERS, authChecker, validate: false, emitSchemaFile: false });
  // type-graphql names the root types but takes no description for them.
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) query.description = 'The reads of the web and admin apps; each operation is public, for members or for admins.';
  if (mutation) mutation.description = 'The changes the web and admin apps make; each operation is public, for members or for admins.';
  return schema;
}
