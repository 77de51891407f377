import { DomainError } from '@bonus/domain';
import type { AuthAccounts } from '../../integrations/auth/firebase-auth';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { FirebaseAccountChanges } from './firebase-account-changes';
import type { FirebaseAccountAction } from './firebase-account-change.queries';

/** Firebase as these tests need it: what it was asked to do, and an outage to switch on. */
class RecordingAccounts implements Pick<AuthAccounts, 'deleteAccount' | 'setDisabled'> {
  readonly made: Array<[string, FirebaseAccountAction]> = [];
  down = false;
  /** Runs while a call is in flight (another request's wish arriving mid-attempt). */
  during?: () => Promise<void>;

  async deleteAccount(uid: string) {
    await this.call(uid, 'delete');
  }
  async setDisabled(uid: string, disabled: boolean) {
    await this.call(uid, disabled ? 'disable' : 'enable');
  }
  private async call(uid: string, action: FirebaseAccountAction) {
    await this.during?.();
    if (this.down) throw new DomainError('AUTH_UNAVAILABLE', { code: 'app/network-error' });
    this.made.push([uid, action]);
  }
}

describe('FirebaseAccountChanges: what the database decided, Firebase is asked to make until it has', () => {
  let db: TestDatabase;
  let firebase: RecordingAccounts;
  let changes: FirebaseAccountChanges;
  const warnings: unknown[] = [];
  let counter = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());
  beforeEach(async () => {
    await db.dataSource.query(`DELETE FROM firebase_account_change`);
    firebase = new RecordingAccounts();
    warnings.length = 0;
    changes = new FirebaseAccountChanges(db.dataSource, firebase as unknown as AuthAccounts, { warn: (fields: unknown) => void warnings.push(fields) } as never);
  });

  const uid = () => `uid-${++counter}`;
  const wish = (firebaseUid: string, action: FirebaseAccountAction) => db.dataSource.transaction((manager) => FirebaseAccountChanges.markDue(manager, firebaseUid, action, new Date()));
  const due = (): Promise<Array<{ firebase_uid: string; action: string; attempts: number; last_error: string | null }>> =>
    db.dataSource.query(`SELECT firebase_uid, action, attempts, last_error FROM firebase_account_change ORDER BY firebase_uid`);

  it('makes a due change and then no longer holds it', async () => {
    const member = uid();
    await wish(member, 'disable');
    expect(await changes.runDue([member])).toEqual({ made: 1, failed: 0 });
    expect(firebase.made).toEqual([[member, 'disable']]);
    expect(await due()).toEqual([]);
    expect(await changes.oldestDueAt()).toBeNull();
  });

  it('keeps a change due, with its error and a warning, while Firebase is down, and makes it on a later run', async () => {
    const member = uid();
    await wish(member, 'delete');
    firebase.down = true;
    expect(await changes.runDue()).toEqual({ made: 0, failed: 1 });
    expect(await due()).toEqual([{ firebase_uid: member, action: 'delete', attempts: 1, last_error: expect.stringContaining('AUTH_UNAVAILABLE') }]);
    expect(await changes.oldestDueAt()).toBeInstanceOf(Date);
    expect(warnings).toEqual([expect.objectContaining({ firebaseUid: member, action: 'delete' })]);

    firebase.down = false;
    expect(await changes.runDue()).toEqual({ made: 1, failed: 0 });
    expect(firebase.made).toEqual([[member, 'delete']]);
    expect(await due()).toEqual([]);
  });

  it('stops a run at the first outage: the others would only wait out the same timeout', async () => {
    const [first, second] = [uid(), uid()];
    await wish(first, 'disable');
    await wish(second, 'disable');
    firebase.down = true;
    expect(await changes.runDue()).toEqual({ made: 0, failed: 1 });
    expect((await due()).map((row) => row.attempts)).toEqual([1, 0]);
  });

  it('lets the latest wish win: enabling again replaces a disable still due, a new wish starts afresh', async () => {
    const member = uid();
    await wish(member, 'disable');
    firebase.down = true;
    await changes.runDue();
    await wish(member, 'enable');
    expect(await due()).toEqual([{ firebase_uid: member, action: 'enable', attempts: 0, last_error: null }]);
    firebase.down = false;
    await changes.runDue();
    expect(firebase.made).toEqual([[member, 'enable']]);
  });

  it('keeps a deletion whatever is wished after it', async () => {
    const member = uid();
    await wish(member, 'delete');
    await wish(member, 'enable');
    expect((await due()).map((row) => row.action)).toEqual(['delete']);
    await changes.runDue();
    expect(firebase.made).toEqual([[member, 'delete']]);
  });

  it('keeps a wish that arrives while an older one is being made', async () => {
    const member = uid();
    await wish(member, 'disable');
    firebase.during = async () => {
      firebase.during = undefined;
      await wish(member, 'enable');
    };
    expect(await changes.runDue()).toEqual({ made: 1, failed: 0 });
    expect(await due()).toEqual([{ firebase_uid: member, action: 'enable', attempts: 0, last_error: null }]);
    await changes.runDue();
    expect(firebase.made).toEqual([[member, 'disable'], [member, 'enable']]);
  });

  it('only touches the accounts it is given', async () => {
    const [mine, other] = [uid(), uid()];
    await wish(mine, 'disable');
    await wish(other, 'disable');
    expect(await changes.runDue([mine])).toEqual({ made: 1, failed: 0 });
    expect((await due()).map((row) => row.firebase_uid)).toEqual([other]);
  });
});
