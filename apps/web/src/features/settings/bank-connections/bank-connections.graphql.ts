import { graphql } from '../../../shared/gql';
import type { BankConnectionsQuery } from '../../../shared/gql/graphql';

/** Nastavení → Napojení banky: the member's bank connections (never their tokens). */
export const BANK_CONNECTIONS_QUERY = graphql(`
  query BankConnections {
    bankConnections {
      id
      provider
      account
      status
      statusMessage
      connectedAt
      lastSyncedAt
    }
  }
`);

export type BankConnectionView = BankConnectionsQuery['bankConnections'][number];

export const CONNECT_BANK_MUTATION = graphql(`
  mutation ConnectBank($input: BankConnectionInput!) {
    connectBank(input: $input) {
      outcome
      message
      imported
      duplicates
      connection {
        id
        account
      }
    }
  }
`);

export const SYNC_BANK_CONNECTION_MUTATION = graphql(`
  mutation SyncBankConnection($id: Int!) {
    syncBankConnection(id: $id) {
      outcome
      message
      imported
      duplicates
      connection {
        id
        account
      }
    }
  }
`);

export const REMOVE_BANK_CONNECTION_MUTATION = graphql(`
  mutation RemoveBankConnection($id: Int!) {
    removeBankConnection(id: $id)
  }
`);
