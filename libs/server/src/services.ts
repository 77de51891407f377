import { DataSource } from 'typeorm';
import type { AuthAccounts } from './integrations/auth/firebase-auth';
import { RateLimiter } from './features/rate-limit/rate-limiter';
import { HomeStatsService } from './features/stats/home-stats.service';
import { TierService } from './features/tiers/tier.service';
import { UserService } from './features/users/user.service';

export interface ServiceDependencies {
  accounts: AuthAccounts;
}

/** Every service of the api, built once per process around one DataSource. */
export function createServices(dataSource: DataSource, { accounts }: ServiceDependencies) {
  const rateLimiter = new RateLimiter(dataSource);
  return {
    tiers: new TierService(dataSource),
    homeStats: new HomeStatsService(dataSource),
    users: new UserService(dataSource, accounts, rateLimiter),
  };
}

export type Services = ReturnType<typeof createServices>;
