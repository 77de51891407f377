import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import { DomainError } from '@bonus/domain';
import type { AuthAccounts } from '../../integrations/auth/firebase-auth';
import {
  accountChangeFailed,
  accountChangeMade,
  accountChangesDue,
  type DueAccountChange,
  type FirebaseAccountAction,
  markAccountChangeDue,
  oldestAccountChangeDueAt,
} from './firebase-account-change.queries';

/** How many due changes one run asks Firebase to make. */
const BATCH = 100;

/**
 * Keeps Firebase Authentication in step with the database when a member is deactivated, reactivated or
 * erased. The change is marked due inside the transaction that makes it in the database; Firebase is asked
 * after commit (right away, and again from the lifecycle job until it has made it), never inside the
 * transaction, so an outage of Firebase neither fails the request nor leaves the two disagreeing for good.
 */
export class FirebaseAccountChanges {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AuthAccounts,
    private readonly log?: Pick<Logger, 'warn'>,
  ) {}

  /** In the caller's transaction: Firebase is to disable, enable or delete this account (the latest wish wins). */
  static async markDue(manager: EntityManager, firebaseUid: string, action: FirebaseAccountAction, now: Date): Promise<void> {
    await markAccountChangeDue(manager, firebaseUid, action, now);
  }

  /**
   * Asks Firebase to make the due changes (only those of `firebaseUids` when given; making one twice is
   * harmless); what fails stays due, with its error, for the next run. Firebase unreachable ends the run:
   * the rest would only wait out the same timeout.
   */
  async runDue(firebaseUids?: readonly string[]): Promise<{ made: number; failed: number }> {
    const due = await accountChangesDue(this.dataSource.manager, BATCH, firebaseUids);
    let made = 0;
    let failed = 0;
    for (const change of due) {
      try {
        await this.make(change);
        await accountChangeMade(this.dataSource.manager, change);
        made++;
      } catch (error) {
        failed++;
        this.log?.warn({ err: error, firebaseUid: change.firebaseUid, action: change.action }, 'Firebase account change not made; retried by the lifecycle job');
        await accountChangeFailed(this.dataSource.manager, change, describe(error));
        if (error instanceof DomainError && error.code === 'AUTH_UNAVAILABLE') break;
      }
    }
    return { made, failed };
  }

  /** Since when the longest-due change has waited (null when Firebase has them all), for /health. */
  oldestDueAt(): Promise<Date | null> {
    return oldestAccountChangeDueAt(this.dataSource.manager);
  }

  private make({ firebaseUid, action }: DueAccountChange): Promise<void> {
    return action === 'delete' ? this.accounts.deleteAccount(firebaseUid) : this.accounts.setDisabled(firebaseUid, action === 'disable');
  }
}

/** The error as kept with the change: a domain error's code and details (Firebase's own code, the timeout) say more than its Czech text. */
function describe(error: unknown): string {
  return error instanceof DomainError ? `${error.code} ${JSON.stringify(error.details ?? {})}` : String(error);
}
