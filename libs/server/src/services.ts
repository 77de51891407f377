import { DataSource } from 'typeorm';
import { HomeStatsService } from './features/stats/home-stats.service';
import { TierService } from './features/tiers/tier.service';
import { UserService } from './features/users/user.service';

/** Every service of the api, built once per process around one DataSource. */
export function createServices(dataSource: DataSource) {
  return {
    tiers: new TierService(dataSource),
    homeStats: new HomeStatsService(dataSource),
    users: new UserService(dataSource),
  };
}

export type Services = ReturnType<typeof createServices>;
