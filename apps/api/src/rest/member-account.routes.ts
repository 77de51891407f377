import { z } from 'zod';
import { idInputSchema, memberAccountCreateInputSchema, memberAccountDtoSchema, memberAccountUpdateInputSchema } from '@bonus/domain';
import { currentUser } from '../auth/identity';
import { route } from './route-table';
import { toMemberAccountWire } from './wire/member-account.wire';

/** "Moje účty" (issue #36 §2): the member's own accounts at banks and casinos; others' ids answer 404. */
export const memberAccountRoutes = [
  route({
    method: 'get',
    path: '/account_all',
    access: 'member',
    summary: "The member's accounts at banks and casinos, open ones first",
    response: z.array(memberAccountDtoSchema),
    handler: async ({ identity, services }) => (await services.memberAccounts.list(currentUser(identity))).map(toMemberAccountWire),
  }),
  route({
    method: 'post',
    path: '/account',
    access: 'member',
    summary: 'Records an account the member holds or held',
    status: 201,
    body: memberAccountCreateInputSchema,
    response: memberAccountDtoSchema,
    handler: async ({ identity, services, body }) => toMemberAccountWire(await services.memberAccounts.create(currentUser(identity), body)),
  }),
  route({
    method: 'put',
    path: '/account',
    access: 'member',
    summary: "Corrects an account's dates (closed_timestamp null reopens it)",
    body: memberAccountUpdateInputSchema,
    response: memberAccountDtoSchema,
    handler: async ({ identity, services, body }) => toMemberAccountWire(await services.memberAccounts.update(currentUser(identity), body)),
  }),
  route({
    method: 'delete',
    path: '/account',
    access: 'member',
    summary: 'Deletes an account record',
    status: 204,
    query: idInputSchema,
    handler: ({ identity, services, query }) => services.memberAccounts.remove(currentUser(identity), query.id),
  }),
];
