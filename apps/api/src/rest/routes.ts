import { adminBonusRoutes } from './admin-bonus.routes';
import { bonusRoutes } from './bonus.routes';
import { calendarRoutes } from './calendar.routes';
import { contentRoutes } from './content.routes';
import { localGatewayRoutes } from './local-gateway.routes';
import { memberAccountRoutes } from './member-account.routes';
import { bankStatementRoutes } from './bank-statement.routes';
import { bonusValueRoutes } from './bonus-value.routes';
import { responsiblePlayRoutes } from './responsible-play.routes';
import { orderRoutes } from './order.routes';
import { referralRoutes } from './referral.routes';
import { publicRoutes } from './public.routes';
import { userRoutes } from './user.routes';
import { webhookRoutes } from './webhook.routes';
import { taxRoutes } from './tax.routes';
import type { RouteDefinition } from './route-table';

/** Every REST route of the api; tests walk this list to prove each declares its access. */
export const ROUTES: readonly RouteDefinition[] = [...publicRoutes, ...userRoutes, ...orderRoutes, ...bonusRoutes, ...adminBonusRoutes, ...referralRoutes, ...contentRoutes, ...localGatewayRoutes, ...webhookRoutes, ...calendarRoutes, ...memberAccountRoutes, ...bankStatementRoutes, ...taxRoutes, ...bonusValueRoutes, ...responsiblePlayRoutes];
