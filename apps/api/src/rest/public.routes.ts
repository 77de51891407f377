import type { RouteDefinition } from './route-table';

/** Public calls of spec section 7: tiers, the generation on sale and the home statistics. */
export const publicRoutes: RouteDefinition[] = [
  { method: 'get', path: '/tier_all', access: 'public', handler: ({ services }) => services.tiers.listTiers() },
  { method: 'get', path: '/generation', access: 'public', handler: ({ services }) => services.tiers.generation() },
  { method: 'get', path: '/user/get_stats', access: 'public', handler: ({ services }) => services.homeStats.getStats() },
];
