import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { testServices } from '../../testing/test-services';
import { UserEntity } from './user.entity';

describe("members' last-seen time", () => {
  let db: TestDatabase;
  let services: ReturnType<typeof testServices>;
  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    services = testServices(db.dataSource);
  });
  afterAll(() => db.drop());

  const member = async (uid: string, lastSeenAt: Date | null) => db.dataSource.getRepository(UserEntity).save({ name: uid, tierId: 1, firebaseUid: uid, lastSeenAt });
  const lastSeen = async (id: string): Promise<Date | null> => (await db.dataSource.query('SELECT last_seen_at FROM app_user WHERE id = $1', [id]))[0].last_seen_at;

  it('sends nothing while the loaded record says they were seen in the last minute', async () => {
    const seen = new Date(Date.now() - 30_000);
    const user = await member('seen-recently', seen);
    const query = jest.spyOn(db.dataSource, 'query');
    await services.presence.touch(user);
    expect(query).not.toHaveBeenCalled();
    query.mockRestore();
    expect(await lastSeen(user.id)).toEqual(seen);
  });

  it('writes the time once after a minute, however many requests come at once', async () => {
    const user = await member('seen-long-ago', new Date(Date.now() - 5 * 60_000));
    const never = await member('never-seen', null);
    const query = jest.spyOn(db.dataSource, 'query');
    await Promise.all([...Array.from({ length: 5 }, () => services.presence.touch(user)), services.presence.touch(never), services.presence.touch(never)]);
    expect(query).toHaveBeenCalledTimes(2);
    query.mockRestore();
    for (const id of [user.id, never.id]) expect(Date.now() - (await lastSeen(id))!.getTime()).toBeLessThan(10_000);
  });
});
