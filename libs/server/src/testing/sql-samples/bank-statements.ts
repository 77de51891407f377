import type { ParsedStatement } from '../../features/bank-statements/parsed-statement';
import * as bankStatementQueries from '../../features/bank-statements/bank-statement.queries';
import * as bankConnectionQueries from '../../features/bank-statements/bank-connection.queries';
import { AT, MEMBER, samples } from './sample-values';

/** Sample arguments of the bank-statements query modules (sql-snapshots.spec.ts). */

const STATEMENT: ParsedStatement = {
  format: 'gpc',
  account: { prefix: '', number: '2000145399', bankCode: null },
  from: '2031-03-01',
  to: '2031-03-31',
  entries: [
    {
      reference: 'ref-1',
      bookedOn: '2031-03-02',
      amountHalere: -10000,
      currency: 'CZK',
      bankTransactionCode: null,
      counterpartyName: 'Obchod',
      counterpartyAccount: null,
      symbols: { variable: null, constant: null, specific: null },
      description: 'Platba kartou',
      merchantCategoryCode: null,
    },
  ],
  skipped: [],
};

export const SQL_SAMPLES = {
  'bank-statement.queries.ts': samples(bankStatementQueries, {
    knownBankCode: [MEMBER, { prefix: '', number: '2000145399', bankCode: '0800' }],
    insertStatement: [MEMBER, STATEMENT, null],
    statementsOf: [MEMBER],
    transactionsOf: [MEMBER],
    operatorNames: [],
    deleteStatement: [MEMBER, 1],
    deleteStatementsOf: [MEMBER],
    pruneTransactionsBefore: ['2030-02-01'],
    startedRequirementOffers: [MEMBER],
  }),
  'bank-connection.queries.ts': samples(bankConnectionQueries, {
    connectionsOf: [MEMBER],
    connectionSecretOf: [MEMBER, 1],
    connectedIds: [],
    claimTokenCall: ['token-hash'],
    pruneTokenCalls: [],
    saveConnection: [MEMBER, { provider: 'fio', account: { prefix: '', number: '2000145399', bankCode: '2010' }, tokenCiphertext: 'v1:iv:tag:ciphertext', tokenHash: 'token-hash', syncedThrough: '2031-03-31' }],
    markSynced: [1, '2031-03-31'],
    markRetrying: [1, 'Fio banka při posledním načtení neodpověděla.'],
    markServerError: [1, 'Fio banka při posledním načtení neodpověděla.', AT],
    markRefused: [1, 'Fio banka token odmítla.'],
    deleteConnection: [MEMBER, 1],
    deleteConnectionsOf: [MEMBER],
  }),
};
