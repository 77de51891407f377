import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import {
  addCalendarMonths,
  BANK_SYNC_DEFERRED_MESSAGE,
  BANK_SYNC_OVERLAP_DAYS,
  BANK_SYNC_RETRY_MESSAGE,
  BANK_TRANSACTION_RETENTION_MONTHS,
  type BankConnectionInput,
  type BankConnectionProviderId,
  type BankSyncOutcome,
  DomainError,
  FIO_TOKEN_REFUSED_MESSAGE,
  isoCalendarDate,
  pragueCalendarDate,
  serverErrorsMeanRefusal,
} from '@bonus/domain';
import type { UserEntity } from '../users/user.entity';
import type { BankStatementService } from './bank-statement.service';
import { type BankConnectionProvider, BankProviderError } from './bank-connection.provider';
import {
  claimTokenCall,
  connectedIds,
  ConnectionRow,
  connectionSecretOf,
  ConnectionSecretRow,
  connectionsOf,
  deleteConnection,
  markRefused,
  markRetrying,
  markServerError,
  markSynced,
  pruneTokenCalls,
  saveConnection,
} from './bank-connection.queries';
import { ForeignCurrencyError } from './fio-api-statement';
import type { ParsedStatement } from './parsed-statement';
import type { TokenCipher } from './token-cipher';

export interface BankSyncResult {
  connection: ConnectionRow;
  outcome: BankSyncOutcome;
  /** Czech, when the outcome is not synced. */
  message: string | null;
  imported: number;
  duplicates: number;
}

export interface BankSyncRun {
  synced: number;
  deferred: number;
  refused: number;
  /** Called within the 30 seconds before (a member's "Načíst teď"): the next run takes them. */
  skipped: number;
  failed: number;
  imported: number;
}

/** The first day a fetch may ask for: statements are kept 13 months, so nothing older is fetched. */
const retentionStart = (today: string) => isoCalendarDate(addCalendarMonths(pragueCalendarDate(new Date(`${today}T12:00:00Z`)), -BANK_TRANSACTION_RETENTION_MONTHS));
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const todayInPrague = () => isoCalendarDate(pragueCalendarDate(new Date()));

/**
 * Members' bank connections (issue #55 part 4): a read-only token pasted once, checked by the first fetch, kept
 * encrypted; the entries fetched are stored as an import (format fio_api) through BankStatementService, so they
 * are deduplicated and classified as uploads are. Each fetch asks for a period (see FioProvider) from a few days
 * before the last synced day, and stores the entries and the new cursor in one transaction: a failed store
 * leaves the cursor where it was, a repeated period adds nothing. One call per token in 30 seconds, noted in
 * the database before the call (bank_token_call), whichever api copy or job makes it.
 */
export class BankConnectionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly statements: BankStatementService,
    private readonly providers: Readonly<Record<BankConnectionProviderId, BankConnectionProvider>>,
    private readonly cipher: TokenCipher,
    private readonly log?: Pick<Logger, 'info' | 'warn'>,
  ) {}

  /** The member's connections, oldest first (never with their tokens). */
  connections(user: UserEntity): Promise<ConnectionRow[]> {
    return connectionsOf(this.dataSource.manager, user.id);
  }

  /**
   * Checks the token with one fetch of the retention period and stores the connection with what it fetched; a
   * refused token stores nothing. Pasting a token for an account already connected replaces that one's token.
   */
  async connect(user: UserEntity, input: BankConnectionInput, today = todayInPrague()): Promise<BankSyncResult> {
    const provider = this.providers[input.provider];
    const tokenHash = this.cipher.hash(input.token);
    if (!(await claimTokenCall(this.dataSource.manager, tokenHash))) throw new DomainError('BANK_SYNC_TOO_SOON');
    let fetched: { statement: ParsedStatement; cursor: string };
    try {
      fetched = await provider.fetchSince(input.token, retentionStart(today), today);
    } catch (error) {
      // A 500 counts as a refusal here: nothing is stored yet, and the member, there to paste the token, can try again.
      if (error instanceof BankProviderError && (error.kind === 'refused' || error.kind === 'ambiguous')) {
        this.log?.info({ userId: user.id, provider: provider.id }, 'bank connection refused: the bank refused the pasted token');
        throw new DomainError('BANK_TOKEN_REFUSED', { provider: provider.id });
      }
      throw this.fetchFailure(error, provider.id);
    }
    const { statement, cursor } = fetched;
    const account = { ...statement.account, bankCode: statement.account.bankCode ?? '' };
    const { id, stored } = await this.dataSource.transaction(async (manager) => {
      const connectionId = await saveConnection(manager, user.id, { provider: provider.id, account, tokenCiphertext: this.cipher.encrypt(input.token), tokenHash, syncedThrough: cursor });
      return { id: connectionId, stored: await this.statements.store(user, statement, null, manager) };
    });
    this.log?.info({ userId: user.id, connectionId: id, provider: provider.id, imported: stored.imported }, 'bank connection created');
    return { connection: await this.reload(user.id, id), outcome: 'synced', message: null, imported: stored.imported, duplicates: stored.duplicates };
  }

  /** "Načíst teď": a sync of one of the member's connections; 404 for anyone else's. */
  async sync(user: UserEntity, id: number, today = todayInPrague()): Promise<BankSyncResult> {
    const connection = await connectionSecretOf(this.dataSource.manager, user.id, id);
    if (!connection) throw new DomainError('NOT_FOUND', { bankConnectionId: id });
    return this.syncConnection(connection, today);
  }

  async remove(user: UserEntity, id: number): Promise<void> {
    if (!(await deleteConnection(this.dataSource.manager, user.id, id))) throw new DomainError('NOT_FOUND', { bankConnectionId: id });
    this.log?.info({ userId: user.id, connectionId: id }, 'bank connection removed');
  }

  /** The daily job: every connected account once; one that was called within 30 seconds is left to the next run. */
  async syncAll(today = todayInPrague()): Promise<BankSyncRun> {
    const run: BankSyncRun = { synced: 0, deferred: 0, refused: 0, skipped: 0, failed: 0, imported: 0 };
    for (const { id, userId } of await connectedIds(this.dataSource.manager)) {
      const connection = await connectionSecretOf(this.dataSource.manager, userId, id);
      if (!connection || connection.status !== 'connected') continue;
      try {
        const result = await this.syncConnection(connection, today);
        run[result.outcome] += 1;
        run.imported += result.imported;
      } catch (error) {
        if (error instanceof DomainError && error.code === 'BANK_SYNC_TOO_SOON') run.skipped += 1;
        else {
          run.failed += 1;
          this.log?.warn({ connectionId: id, code: error instanceof DomainError ? error.code : undefined }, 'bank connection sync failed');
        }
      }
    }
    await pruneTokenCalls(this.dataSource.manager);
    return run;
  }

  private async syncConnection(connection: ConnectionSecretRow, today: string): Promise<BankSyncResult> {
    if (connection.status === 'refused') throw new DomainError('BANK_CONNECTION_REFUSED', { bankConnectionId: connection.id });
    if (!(await claimTokenCall(this.dataSource.manager, connection.tokenHash))) throw new DomainError('BANK_SYNC_TOO_SOON', { bankConnectionId: connection.id });
    const provider = this.providers[connection.provider];
    const oldest = retentionStart(today);
    const since = connection.syncedThrough ? daysBefore(connection.syncedThrough, BANK_SYNC_OVERLAP_DAYS) : oldest;
    let fetched: { statement: ParsedStatement; cursor: string };
    try {
      fetched = await provider.fetchSince(this.cipher.decrypt(connection.tokenCiphertext), since > oldest ? since : oldest, today);
    } catch (error) {
      const kind = error instanceof BankProviderError ? error.kind : null;
      const now = new Date();
      if (kind === 'refused' || (kind === 'ambiguous' && serverErrorsMeanRefusal(connection.serverErrorsSince, now))) {
        await markRefused(this.dataSource.manager, connection.id, FIO_TOKEN_REFUSED_MESSAGE);
        this.log?.info({ userId: connection.userId, connectionId: connection.id, provider: connection.provider }, 'bank connection refused: the bank no longer accepts its token');
        return { connection: await this.reload(connection.userId, connection.id), outcome: 'refused', message: FIO_TOKEN_REFUSED_MESSAGE, imported: 0, duplicates: 0 };
      }
      if (kind === 'throttled') {
        return { connection: await this.reload(connection.userId, connection.id), outcome: 'deferred', message: BANK_SYNC_DEFERRED_MESSAGE, imported: 0, duplicates: 0 };
      }
      const failure = this.fetchFailure(error, connection.provider);
      // Nothing of the failed fetch is stored and the cursor stays: the member sees why, and the next sync (theirs or the daily job's)
      // asks again. An ambiguous answer also starts (or continues) the run of them that turns into a refusal.
      if (kind === 'ambiguous') await markServerError(this.dataSource.manager, connection.id, BANK_SYNC_RETRY_MESSAGE, now);
      else if (failure.code === 'BANK_PROVIDER_UNAVAILABLE') await markRetrying(this.dataSource.manager, connection.id, BANK_SYNC_RETRY_MESSAGE);
      throw failure;
    }
    const { statement, cursor } = fetched;
    const stored = await this.dataSource.transaction(async (manager: EntityManager) => {
      const result = await this.statements.store({ id: connection.userId }, { ...statement, account: { ...statement.account, bankCode: statement.account.bankCode ?? connection.account.bankCode } }, null, manager);
      await markSynced(manager, connection.id, cursor);
      return result;
    });
    return { connection: await this.reload(connection.userId, connection.id), outcome: 'synced', message: null, imported: stored.imported, duplicates: stored.duplicates };
  }

  /** What a fetch that brought no statement means for the member (the token is never part of it). */
  private fetchFailure(error: unknown, provider: BankConnectionProviderId): DomainError {
    if (error instanceof ForeignCurrencyError) return new DomainError('BANK_CONNECTION_CURRENCY', { userMessage: error.message, currency: error.currency });
    if (error instanceof BankProviderError && error.kind === 'throttled') return new DomainError('BANK_PROVIDER_BUSY', { provider });
    if (error instanceof DomainError) return error;
    this.log?.warn({ provider, reason: error instanceof Error ? error.message : 'unknown' }, 'bank provider did not answer with a statement');
    return new DomainError('BANK_PROVIDER_UNAVAILABLE', { provider });
  }

  private async reload(userId: string, id: number): Promise<ConnectionRow> {
    const row = (await connectionsOf(this.dataSource.manager, userId)).find((connection) => connection.id === id);
    if (!row) throw new DomainError('NOT_FOUND', { bankConnectionId: id });
    return row;
  }
}
