import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { UserEntity } from './user.entity';
import { loadMemberByFirebaseUid } from './user.queries';

describe('the member record of every request', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    // One record with every optional field filled, so each column's type is compared too.
    await db.dataSource.query(
      `UPDATE app_user SET birth_date = '1985-12-31', picture_link = 'https://example.cz/p.png', bank_account = '19-2000145399/0800', auto_withdraw = true,
              last_seen_at = now(), deactivated_at = now(), approval_pending_since = now(), erased_at = now(), generation_id = (SELECT min(id) FROM generation),
              bonus_revenue_halere = 123456789, referral_revenue_halere = 2500, balance_halere = 1200, paid_out_halere = 1300, data_version = 42
        WHERE firebase_uid = 'demo-premium'`,
    );
  });
  afterAll(() => db.drop());

  it('is the same entity, with its tier, as TypeORM loads', async () => {
    const uids: string[] = (await db.dataSource.query('SELECT firebase_uid FROM app_user WHERE firebase_uid IS NOT NULL')).map((row: { firebase_uid: string }) => row.firebase_uid);
    expect(uids).toContain('demo-premium');
    for (const uid of uids) {
      const byTypeorm = await db.dataSource.getRepository(UserEntity).findOne({ where: { firebaseUid: uid }, relations: { tier: true } });
      expect(await loadMemberByFirebaseUid(db.dataSource, uid)).toStrictEqual(byTypeorm);
    }
  });

  it('is null for an account without a record', async () => {
    expect(await loadMemberByFirebaseUid(db.dataSource, 'no-such-account')).toBeNull();
  });
});
