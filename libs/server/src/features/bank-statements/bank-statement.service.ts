import type { DataSource, EntityManager } from 'typeorm';
import { AccountKey, BANK_STATEMENT_MAX_ENTRIES, BANK_TRANSACTION_RETENTION_MONTHS, addCalendarMonths, DomainError, isoCalendarDate, pragueCalendarDate, transactionVerdict } from '@bonus/domain';
import type { UserEntity } from '../users/user.entity';
import { parseCamt053 } from './camt053-statement';
import { parseGpc } from './gpc-statement';
import { ParsedStatement, SkippedEntry, StatementFormatError } from './parsed-statement';
import { deleteStatement, insertStatement, knownBankCode, pruneTransactionsBefore, startedRequirementOffers, StatementRow, statementsOf } from './bank-statement.queries';
import { ClassifiedRow, classifiedTransactionsOf, requirementContext } from './counted-transactions';

export interface ImportedStatement {
  /** Null when the statement added nothing: an import with no new entries is not kept. */
  id: number | null;
  account: AccountKey;
  from: string;
  to: string;
  imported: number;
  duplicates: number;
  skipped: SkippedEntry[];
}

export interface ClassifiedTransaction extends ClassifiedRow {
  /** Per started offer with requirements on its steps: whether this counts (toward any of them), and why not. */
  countsFor: { bonusId: number; counts: boolean; reason: string | null }[];
}

/**
 * XML is CAMT.053; anything else is read as GPC (banks serve it as text/plain or octet-stream). A file with
 * far more entries than the limit is refused before it is parsed: the count of closing entry tags or lines
 * is a cheap upper bound, and parsing 50 000 CAMT entries would take hundreds of MB.
 */
function parse(bytes: Buffer, contentType: string | undefined): ParsedStatement {
  const xml = /xml/i.test(contentType ?? '') || bytes.subarray(0, 64).toString('utf8').trimStart().startsWith('<');
  const text = xml ? bytes.toString('utf8') : null;
  const roughEntries = text === null ? bytes.filter((byte) => byte === 0x0a).length : (text.match(/<\/(?:[\w-]+:)?Ntry>/g) ?? []).length;
  if (roughEntries > BANK_STATEMENT_MAX_ENTRIES + 10) throw new DomainError('BANK_STATEMENT_TOO_LARGE', { entries: roughEntries });
  return text === null ? parseGpc(bytes) : parseCamt053(text);
}

/**
 * Members' bank statements (issue #37): import (CAMT.053 or GPC), list and delete. An import is one
 * transaction: a refused file stores nothing, an overlapping one adds only the entries not there yet.
 */
export class BankStatementService {
  constructor(private readonly dataSource: DataSource) {}

  async import(user: UserEntity, bytes: Buffer, contentType: string | undefined, namedBankCode: string | null): Promise<ImportedStatement> {
    let statement: ParsedStatement;
    try {
      statement = parse(bytes, contentType);
    } catch (error) {
      if (error instanceof StatementFormatError) throw new DomainError('BANK_STATEMENT_INVALID', { userMessage: error.message, userReason: error.message });
      throw error;
    }
    return this.store(user, statement, namedBankCode);
  }

  /**
   * Stores a read statement (an uploaded file or what a bank connection fetched) in one transaction: the entries
   * not there yet, and the import itself only when it added some. Given a manager, it stores in that transaction
   * (a bank connection moves its cursor in the same one).
   */
  async store(user: Pick<UserEntity, 'id'>, statement: ParsedStatement, namedBankCode: string | null, inTransaction?: EntityManager): Promise<ImportedStatement> {
    if (statement.entries.length > BANK_STATEMENT_MAX_ENTRIES) throw new DomainError('BANK_STATEMENT_TOO_LARGE', { entries: statement.entries.length });
    const run = async (manager: EntityManager): Promise<ImportedStatement> => {
      const bankCode = statement.account.bankCode ?? namedBankCode ?? (await knownBankCode(manager, user.id, statement.account));
      const { id, imported } = await insertStatement(manager, user.id, statement, bankCode);
      const duplicates = statement.entries.length - imported;
      return { id, account: { ...statement.account, bankCode }, from: statement.from, to: statement.to, imported, duplicates, skipped: statement.skipped };
    };
    return inTransaction ? run(inTransaction) : this.dataSource.transaction(run);
  }

  /** The member's imports, newest first. */
  statements(user: UserEntity): Promise<StatementRow[]> {
    return statementsOf(this.dataSource.manager, user.id);
  }

  async remove(user: UserEntity, id: number): Promise<void> {
    if (!(await deleteStatement(this.dataSource.manager, user.id, id))) throw new DomainError('NOT_FOUND', { statementId: id });
  }

  /** Every entry of the member's imports with its kind, whether it went to a casino, and what it counts for among the offers they started. */
  async transactions(user: UserEntity): Promise<ClassifiedTransaction[]> {
    const [rows, offers] = await Promise.all([classifiedTransactionsOf(this.dataSource.manager, user.id), startedRequirementOffers(this.dataSource.manager, user.id)]);
    const contexts = offers.map((offer) => ({ offer, context: requirementContext(offer) }));
    return rows.map((row) => ({
      ...row,
      countsFor: contexts.map(({ offer, context }) => {
        const verdicts = offer.requirements.map((requirement) => transactionVerdict(row, requirement, context));
        return { bonusId: offer.bonusId, ...(verdicts.find((verdict) => verdict.counts) ?? verdicts[0]) };
      }),
    }));
  }

  /** The retention job: entries older than 13 months go. */
  prune(now = new Date()): Promise<number> {
    return pruneTransactionsBefore(this.dataSource.manager, isoCalendarDate(addCalendarMonths(pragueCalendarDate(now), -BANK_TRANSACTION_RETENTION_MONTHS)));
  }
}
