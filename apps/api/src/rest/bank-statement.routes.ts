import { BANK_STATEMENT_MAX_BYTES, bankStatementDtoSchema, bankStatementQuerySchema, bankTransactionDtoSchema, idInputSchema } from '@bonus/domain';
import { z } from 'zod';
import { currentUser } from '../auth/identity';
import { route } from './route-table';
import { toBankTransactionWire, toImportedStatementWire } from './wire/bank-statement.wire';

/** Issue #37: a member's bank statements (CAMT.053 or GPC as the request body) and their transactions. */
export const bankStatementRoutes = [
  route({
    method: 'post',
    path: '/bank_statement',
    access: 'member',
    rateLimit: 'strict',
    summary: 'Imports a statement sent as the body (application/xml: CAMT.053; text/plain: GPC); entries imported before are not added again',
    query: bankStatementQuerySchema,
    body: 'raw',
    bodyLimit: BANK_STATEMENT_MAX_BYTES,
    rawBody: { contentTypes: ['application/xml', 'text/plain'], description: 'The statement file as the bank exports it: CAMT.053 XML, or GPC text in CP1250 or UTF-8 (at most 20 MB, 20 000 entries)' },
    status: 201,
    response: bankStatementDtoSchema,
    refusals: ['BANK_STATEMENT_INVALID', 'BANK_STATEMENT_TOO_LARGE'],
    handler: async ({ identity, services, body, query, request }) => {
      const contentType = request.headers['content-type'];
      const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      return toImportedStatementWire(await services.bankStatements.import(currentUser(identity), bytes, contentType, query.bank_code ?? null));
    },
  }),
  route({
    method: 'delete',
    path: '/bank_statement',
    access: 'member',
    summary: 'Deletes an import and its transactions',
    status: 204,
    query: idInputSchema,
    handler: ({ identity, services, query }) => services.bankStatements.remove(currentUser(identity), query.id),
  }),
  route({
    method: 'get',
    path: '/bank_transaction_all',
    access: 'member',
    summary: "The transactions of the member's imports, newest first, with their kind, gambling and what they count for",
    response: z.array(bankTransactionDtoSchema),
    handler: async ({ identity, services }) => (await services.bankStatements.transactions(currentUser(identity))).map(toBankTransactionWire),
  }),
];
