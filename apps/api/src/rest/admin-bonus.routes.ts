import { adminBonusPageQuerySchema, bonusWriteInputSchema } from '@bonus/domain';
import { parseInput } from '../validation';
import type { RouteDefinition } from './route-table';

/** The admin's bonus calls of spec section 7 (admin only). */
export const adminBonusRoutes: RouteDefinition[] = [
  {
    method: 'get',
    path: '/bonus_all_admin',
    access: 'admin',
    handler: ({ req, services }) => services.adminBonuses.page(parseInput(adminBonusPageQuerySchema, req.query).current_page),
  },
  { method: 'post', path: '/bonus', access: 'admin', status: 201, handler: ({ req, services }) => services.adminBonuses.create(parseInput(bonusWriteInputSchema, req.body)) },
  { method: 'put', path: '/bonus', access: 'admin', handler: ({ req, services }) => services.adminBonuses.update(parseInput(bonusWriteInputSchema, req.body)) },
];
