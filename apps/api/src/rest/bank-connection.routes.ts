import { bankConnectionDtoSchema, bankConnectionInputSchema, bankSyncDtoSchema, idInputSchema } from '@bonus/domain';
import { z } from 'zod';
import { currentUser } from '../auth/identity';
import { route } from './route-table';
import { toBankConnectionWire, toBankSyncWire } from './wire/bank-connection.wire';

/**
 * Issue #55 part 4: statements fetched from the member's bank with a read-only token (Fio banka). A token is
 * used at most once in 30 seconds: a sync asked sooner is refused with 429 (BANK_SYNC_TOO_SOON) before the bank is called.
 */
export const bankConnectionRoutes = [
  route({
    method: 'get',
    path: '/bank_connection_all',
    access: 'member',
    summary: "The member's bank connections (account, status, last sync); tokens are never returned",
    response: z.array(bankConnectionDtoSchema),
    handler: async ({ identity, services }) => (await services.bankConnections.connections(currentUser(identity))).map(toBankConnectionWire),
  }),
  route({
    method: 'post',
    path: '/bank_connection',
    access: 'member',
    summary: "Connects an account with the bank's read-only token: checked with one call that also fetches the last 13 months; a refused token stores nothing",
    body: bankConnectionInputSchema,
    status: 201,
    response: bankSyncDtoSchema,
    refusals: ['BANK_TOKEN_REFUSED', 'BANK_CONNECTION_CURRENCY', 'BANK_PROVIDER_BUSY', 'BANK_PROVIDER_UNAVAILABLE'],
    handler: async ({ identity, services, body }) => toBankSyncWire(await services.bankConnections.connect(currentUser(identity), body)),
  }),
  route({
    method: 'delete',
    path: '/bank_connection',
    access: 'member',
    summary: 'Removes a connection and its token (the entries fetched stay among the imports)',
    status: 204,
    query: idInputSchema,
    handler: ({ identity, services, query }) => services.bankConnections.remove(currentUser(identity), query.id),
  }),
  route({
    method: 'post',
    path: '/bank_connection_sync',
    access: 'member',
    summary: 'Fetches what is new now ("Načíst teď"); 429 within 30 seconds of the last call with the token; outcome deferred when the bank asks to wait',
    query: idInputSchema,
    response: bankSyncDtoSchema,
    refusals: ['BANK_CONNECTION_REFUSED', 'BANK_SYNC_TOO_SOON', 'BANK_PROVIDER_UNAVAILABLE'],
    neverKept: true,
    handler: async ({ identity, services, query }) => toBankSyncWire(await services.bankConnections.sync(currentUser(identity), query.id)),
  }),
];
