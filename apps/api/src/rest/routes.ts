import { adminBonusRoutes } from './admin-bonus.routes';
import { bonusRoutes } from './bonus.routes';
import { calendarRoutes } from './calendar.routes';
import { contentRoutes } from './content.routes';
import { localGatewayRoutes } from './local-gateway.routes';
import { memberAccountRoutes } from './member-account.routes';
import { bankStatementRoutes } from './bank-statement.routes';
import { bankConnectionRoutes } from './bank-connection.routes';
import { bonusValueRoutes } from './bonus-value.routes';
import { responsiblePlayRoutes } from './responsible-play.routes';
import { orderRoutes } from './order.routes';
import { referralRoutes } from './referral.routes';
import { publicRoutes } from './public.routes';
import { userRoutes } from './user.routes';
import { webhookRoutes } from './webhook.routes';
import { taxRoutes } from './tax.routes';
import type { RouteDefinition } from './route-table';

/** The REST routes by the tag the API document groups them under. */
export const ROUTE_GROUPS: readonly { tag: string; description: string; routes: readonly RouteDefinition[] }[] = [
  { tag: 'Public', description: 'What anyone may read: tiers, statistics, the registration e-mail.', routes: publicRoutes },
  { tag: 'Account', description: "The signed-in member's own record, consents and sign-up.", routes: userRoutes },
  { tag: 'Membership', description: 'Orders of a paid tier and their payment.', routes: orderRoutes },
  { tag: 'Bonuses', description: 'The catalogue as the member sees it, their progress, results and reminders.', routes: bonusRoutes },
  { tag: 'Admin: bonuses', description: 'The back office: offers, companies and games.', routes: adminBonusRoutes },
  { tag: 'Referrals', description: 'Referral codes, rewards and payouts.', routes: referralRoutes },
  { tag: 'Content', description: 'FAQ and investment guidance.', routes: contentRoutes },
  { tag: 'Payment gateway', description: 'The local payment gateway of development and tests (HTML pages and forms).', routes: localGatewayRoutes },
  { tag: 'Webhooks', description: 'Incoming notifications of the payment provider.', routes: webhookRoutes },
  { tag: 'Calendar', description: "The member's iCalendar feed.", routes: calendarRoutes },
  { tag: 'Member accounts', description: 'Accounts the member holds or held at banks and casinos.', routes: memberAccountRoutes },
  { tag: 'Bank statements', description: 'Imported statements (CAMT.053, GPC) and what counts toward each offer.', routes: bankStatementRoutes },
  { tag: 'Bank connections', description: "Statements fetched from the member's bank with a read-only token (Fio banka); one call per token in 30 seconds.", routes: bankConnectionRoutes },
  { tag: 'Tax', description: "The member's Czech tax position.", routes: taxRoutes },
  { tag: 'Bonus value', description: 'What a casino offer is worth.', routes: bonusValueRoutes },
  { tag: 'Responsible play', description: 'Self-exclusion declaration, casino pause and the standing with each operator.', routes: responsiblePlayRoutes },
];

/** Every REST route of the api; tests walk this list to prove each declares its access. */
export const ROUTES: readonly RouteDefinition[] = ROUTE_GROUPS.flatMap((group) => group.routes);
