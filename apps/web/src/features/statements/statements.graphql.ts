import { graphql } from '../../shared/gql';
import type { BankStatementsQuery, BankTransactionsQuery } from '../../shared/gql/graphql';

export const BANK_STATEMENTS_QUERY = graphql(`
  query BankStatements {
    bankStatements {
      id
      format
      account
      from
      to
      entryCount
      importedCount
      importedAt
    }
  }
`);

export const BANK_TRANSACTIONS_QUERY = graphql(`
  query BankTransactions {
    bankTransactions {
      id
      statementId
      account
      bookedTimestamp
      amount
      kind
      counterparty
      description
      gambling
      countsFor {
        bonusId
        counts
        reason
      }
    }
  }
`);

/** The names of the offers the transactions' verdicts refer to (asked for only once there are verdicts). */
export const OFFER_NAMES_QUERY = graphql(`
  query StatementOfferNames {
    bonuses {
      id
      name
    }
  }
`);

export const DELETE_BANK_STATEMENT_MUTATION = graphql(`
  mutation DeleteBankStatement($id: Int!) {
    deleteBankStatement(id: $id)
  }
`);

export type StatementView = BankStatementsQuery['bankStatements'][number];
export type TransactionView = BankTransactionsQuery['bankTransactions'][number];
