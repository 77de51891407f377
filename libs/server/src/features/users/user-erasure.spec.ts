import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { createServices } from '../../services';
import type { VerifiedToken } from '../../integrations/auth/firebase-auth';
import { UserEntity } from './user.entity';

describe('deleting your own account', () => {
  let db: TestDatabase;
  let services: ReturnType<typeof createServices>;
  const deleted: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    const accounts = { deleteAccount: async (uid: string) => void deleted.push(uid), setDisabled: async () => undefined, sendPasswordResetEmail: async () => undefined, accountEmail: async () => null, createSignInToken: async () => 'unused' };
    services = createServices(db.dataSource, {
      accounts,
      payments: { provider: 'local', apiPublicUrl: 'http://api.test', secret: 'test-secret-of-the-local-gateway' },
      urls: { webUrl: 'http://web.test', apiUrl: 'http://api.test' },
      mailer: { send: async () => undefined },
    });
  });
  afterAll(() => db.drop());

  const member = async (uid: string) => db.dataSource.getRepository(UserEntity).save({ name: 'Mazaný', tierId: 2, firebaseUid: uid, email: `${uid}@example.cz` });
  const token = (uid: string, signedInSecondsAgo: number, now: Date): VerifiedToken => ({ uid, email: `${uid}@example.cz`, signInProvider: 'password', picture: null, authTime: now.getTime() / 1000 - signedInSecondsAgo });

  it('refuses without a sign-in in the last five minutes, changing nothing', async () => {
    const now = new Date();
    const user = await member('erase-stale');
    await expect(services.users.eraseSelf(user, token('erase-stale', 301, now), now)).rejects.toMatchObject({ code: 'REAUTHENTICATION_REQUIRED', status: 403 });
    expect(await db.dataSource.getRepository(UserEntity).findOneByOrFail({ id: user.id })).toMatchObject({ erasedAt: null, email: 'erase-stale@example.cz', tierId: 2 });
    expect(deleted).not.toContain('erase-stale');
  });

  it('erases right after a sign-in: personal data gone, tier reset, the Firebase account deleted', async () => {
    const now = new Date();
    const user = await member('erase-fresh');
    await services.responsiblePlay.pause(user, 30, now);
    await services.responsiblePlay.recordOperatorStatus(user, { company_id: 1, status: 'closed', since_timestamp: 1_700_000_000 });
    await services.users.eraseSelf(user, token('erase-fresh', 30, now), now);
    const erased = await db.dataSource.getRepository(UserEntity).findOneByOrFail({ id: user.id });
    expect(erased).toMatchObject({ email: null, firebaseUid: null, tierId: 1, name: 'Smazaný uživatel', casinoPauseUntil: null });
    expect(await services.responsiblePlay.operatorStatuses(user)).toEqual([]);
    expect(erased.erasedAt).toBeInstanceOf(Date);
    expect(deleted).toContain('erase-fresh');
  });
});
