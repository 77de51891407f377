import { DataSource } from 'typeorm';
import type { AuthAccounts } from './integrations/auth/firebase-auth';
import type { PaymentProvider } from './integrations/payments/payment-provider';
import { MembershipService } from './features/orders/membership.service';
import { OrderService, OrderUrls } from './features/orders/order.service';
import { RateLimiter } from './features/rate-limit/rate-limiter';
import { HomeStatsService } from './features/stats/home-stats.service';
import { TierService } from './features/tiers/tier.service';
import { UserService } from './features/users/user.service';

export interface ServiceDependencies {
  accounts: AuthAccounts;
  payments: PaymentProvider;
  urls: OrderUrls;
}

/** Every service of the api, built once per process around one DataSource. */
export function createServices(dataSource: DataSource, { accounts, payments, urls }: ServiceDependencies) {
  const rateLimiter = new RateLimiter(dataSource);
  return {
    tiers: new TierService(dataSource),
    homeStats: new HomeStatsService(dataSource),
    users: new UserService(dataSource, accounts, rateLimiter),
    orders: new OrderService(dataSource, payments, urls),
    membership: new MembershipService(dataSource),
  };
}

export type Services = ReturnType<typeof createServices>;
