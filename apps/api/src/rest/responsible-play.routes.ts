import { z } from 'zod';
import { casinoDeclarationDtoSchema, casinoPauseDtoSchema, casinoPauseInputSchema, operatorStatusDtoSchema, operatorStatusInputSchema, toUnixSeconds } from '@bonus/domain';
import { currentUser } from '../auth/identity';
import { route } from './route-table';
import { toOperatorStatusWire } from './wire/responsible-play.wire';

/** Issue #38 §4: the self-exclusion declaration, the casino pause and the member's standing with operators (their own only). */
export const responsiblePlayRoutes = [
  route({
    method: 'post',
    path: '/casino_declaration',
    access: 'member',
    summary: 'Declares that the member is not in the register of excluded persons (rejstřík vyloučených osob); once, a repeated call keeps the first time',
    status: 201,
    response: casinoDeclarationDtoSchema,
    handler: async ({ identity, services }) => ({ declared_timestamp: toUnixSeconds((await services.responsiblePlay.declare(currentUser(identity))).declaredAt) }),
  }),
  route({
    method: 'post',
    path: '/casino_pause',
    access: 'member',
    summary: 'Pauses casino offers for days × 24 hours from now (2–365); a running pause is only ever lengthened, never shortened',
    status: 201,
    body: casinoPauseInputSchema,
    response: casinoPauseDtoSchema,
    handler: async ({ identity, services, body }) => ({ until_timestamp: toUnixSeconds((await services.responsiblePlay.pause(currentUser(identity), body.days)).until) }),
  }),
  route({
    method: 'delete',
    path: '/casino_pause',
    access: 'member',
    summary: 'Refused: a running pause cannot be lifted (409 CASINO_PAUSE_LOCKED); without a running pause there is nothing to lift (404 CASINO_PAUSE_NOT_FOUND)',
    refusals: ['CASINO_PAUSE_LOCKED', 'CASINO_PAUSE_NOT_FOUND'],
    status: 204,
    handler: ({ identity, services }) => services.responsiblePlay.liftPause(currentUser(identity)),
  }),
  route({
    method: 'post',
    path: '/operator_status',
    access: 'member',
    summary: "Records the member's standing with an operator since a day; bonus_restricted, closed and self_excluded make its offers ineligible (OPERATOR_RESTRICTED)",
    status: 201,
    body: operatorStatusInputSchema,
    response: operatorStatusDtoSchema,
    handler: async ({ identity, services, body }) => toOperatorStatusWire(await services.responsiblePlay.recordOperatorStatus(currentUser(identity), body)),
  }),
  route({
    method: 'get',
    path: '/operator_status_all',
    access: 'member',
    summary: "The member's recorded operator statuses, newest first",
    response: z.array(operatorStatusDtoSchema),
    handler: async ({ identity, services }) => (await services.responsiblePlay.operatorStatuses(currentUser(identity))).map(toOperatorStatusWire),
  }),
];
