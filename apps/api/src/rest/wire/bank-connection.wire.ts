import { BankConnectionDto, BankSyncDto, toUnixSeconds, writtenStatementAccount } from '@bonus/domain';
import type { BankConnectionRow, BankSyncResult } from '@bonus/server';

/** A connection on the wire: never its token, which no answer carries. */
export const toBankConnectionWire = (connection: BankConnectionRow): BankConnectionDto => ({
  id: connection.id,
  provider: connection.provider,
  account: writtenStatementAccount(connection.account),
  status: connection.status,
  status_message: connection.statusMessage,
  connected_timestamp: toUnixSeconds(connection.connectedAt),
  last_synced_timestamp: connection.lastSyncedAt ? toUnixSeconds(connection.lastSyncedAt) : null,
});

export const toBankSyncWire = (result: BankSyncResult): BankSyncDto => ({
  connection: toBankConnectionWire(result.connection),
  outcome: result.outcome,
  message: result.message,
  imported: result.imported,
  duplicates: result.duplicates,
});
