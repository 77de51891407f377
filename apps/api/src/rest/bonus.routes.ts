import {
  bonusHistoryQuerySchema,
  bonusProgressInputSchema,
  bonusStatsQuerySchema,
  completeBonusInputSchema,
  idInputSchema,
  updateBonusHistoryInputSchema,
} from '@bonus/domain';
import { currentUser } from '../auth/identity';
import { parseInput } from '../validation';
import type { RouteDefinition } from './route-table';

/** The member's bonus calls of spec section 7: catalogue, progress, history and stats. */
export const bonusRoutes: RouteDefinition[] = [
  { method: 'get', path: '/bonus_all', access: 'member', handler: ({ identity, services }) => services.bonuses.list(currentUser(identity)) },
  {
    method: 'get',
    path: '/bonus',
    access: 'member',
    handler: ({ req, identity, services }) => services.bonuses.get(currentUser(identity), parseInput(idInputSchema, req.query).id),
  },
  {
    method: 'put',
    path: '/bonus_hide',
    access: 'member',
    handler: ({ req, identity, services }) => services.bonuses.hide(currentUser(identity), parseInput(idInputSchema, req.body).id),
  },
  {
    method: 'put',
    path: '/bonus_progress',
    access: 'member',
    handler: ({ req, identity, services }) => services.bonuses.recordProgress(currentUser(identity), parseInput(bonusProgressInputSchema, req.body)),
  },
  {
    method: 'post',
    path: '/bonus_history',
    access: 'member',
    status: 201,
    handler: ({ req, identity, services }) => services.bonusHistory.complete(currentUser(identity), parseInput(completeBonusInputSchema, req.body)),
  },
  {
    method: 'post',
    path: '/bonus_history_all',
    access: 'member',
    handler: ({ req, identity, services }) => services.bonusHistory.list(currentUser(identity), parseInput(bonusHistoryQuerySchema, req.body)),
  },
  {
    method: 'put',
    path: '/bonus_history',
    access: 'member',
    handler: ({ req, identity, services }) => services.bonusHistory.update(currentUser(identity), parseInput(updateBonusHistoryInputSchema, req.body)),
  },
  {
    method: 'delete',
    path: '/bonus_history',
    access: 'member',
    status: 204,
    handler: ({ req, identity, services }) => services.bonusHistory.remove(currentUser(identity), parseInput(idInputSchema, req.query).id),
  },
  {
    method: 'get',
    path: '/bonus_history_stats',
    access: 'member',
    handler: ({ req, identity, services }) => services.bonusHistory.stats(currentUser(identity), parseInput(bonusStatsQuerySchema, req.query).time_period),
  },
  { method: 'get', path: '/company_all', access: 'member', handler: ({ services }) => services.bonuses.companies() },
  { method: 'get', path: '/game_all', access: 'member', handler: ({ services }) => services.bonuses.games() },
];
