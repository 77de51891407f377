import {
  bonusHistoryQuerySchema,
  bonusProgressInputSchema,
  bonusStatsQuerySchema,
  completeBonusInputSchema,
  idInputSchema,
  updateBonusHistoryInputSchema,
} from '@bonus/domain';
import { currentUser } from '../auth/identity';
import { route } from './route-table';

/** The member's bonus calls of spec section 7: catalogue, progress, history and stats. */
export const bonusRoutes = [
  route({
    method: 'get',
    path: '/bonus_all',
    access: 'member',
    summary: "Bonuses shown now that the member has not hidden or completed, with their step and lock",
    handler: ({ identity, services }) => services.bonuses.list(currentUser(identity)),
  }),
  route({
    method: 'get',
    path: '/bonus',
    access: 'member',
    summary: 'One bonus shown now',
    query: idInputSchema,
    handler: ({ identity, services, query }) => services.bonuses.get(currentUser(identity), query.id),
  }),
  route({
    method: 'put',
    path: '/bonus_hide',
    access: 'member',
    summary: 'Hides a bonus for the member (irreversible)',
    body: idInputSchema,
    handler: ({ identity, services, body }) => services.bonuses.hide(currentUser(identity), body.id),
  }),
  route({
    method: 'put',
    path: '/bonus_progress',
    access: 'member',
    summary: "Completes the next step of a bonus or undoes a completed one",
    body: bonusProgressInputSchema,
    handler: ({ identity, services, body }) => services.bonuses.recordProgress(currentUser(identity), body),
  }),
  route({
    method: 'post',
    path: '/bonus_history',
    access: 'member',
    summary: 'Records a completed bonus and what it earned',
    status: 201,
    body: completeBonusInputSchema,
    handler: ({ identity, services, body }) => services.bonusHistory.complete(currentUser(identity), body),
  }),
  route({
    method: 'post',
    path: '/bonus_history_all',
    access: 'member',
    summary: "A page of the member's completed bonuses",
    body: bonusHistoryQuerySchema,
    handler: ({ identity, services, body }) => services.bonusHistory.list(currentUser(identity), body),
  }),
  route({
    method: 'put',
    path: '/bonus_history',
    access: 'member',
    summary: 'Corrects what a completed bonus earned',
    body: updateBonusHistoryInputSchema,
    handler: ({ identity, services, body }) => services.bonusHistory.update(currentUser(identity), body),
  }),
  route({
    method: 'delete',
    path: '/bonus_history',
    access: 'member',
    summary: 'Deletes a completed-bonus record',
    status: 204,
    query: idInputSchema,
    handler: ({ identity, services, query }) => services.bonusHistory.remove(currentUser(identity), query.id),
  }),
  route({
    method: 'get',
    path: '/bonus_history_stats',
    access: 'member',
    summary: "The member's earnings and success rate per month",
    query: bonusStatsQuerySchema,
    handler: ({ identity, services, query }) => services.bonusHistory.stats(currentUser(identity), query.time_period),
  }),
  route({ method: 'get', path: '/company_all', access: 'member', summary: 'Companies offering bonuses', handler: ({ services }) => services.bonuses.companies() }),
  route({ method: 'get', path: '/game_all', access: 'member', summary: 'Casino games used in bonus steps', handler: ({ services }) => services.bonuses.games() }),
];
