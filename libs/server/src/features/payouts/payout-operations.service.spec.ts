import { seedDemoData } from '../../db/seed/seed';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { testServices } from '../../testing/test-services';
import { UserEntity } from '../users/user.entity';

describe('payout operations and the members’ e-mails', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await seedDemoData(db.dataSource);
  });
  afterAll(() => db.drop());

  const pendingPayout = async () => {
    const users = db.dataSource.getRepository(UserEntity);
    const member = await users.save({ name: 'Výplata', tierId: 2, firebaseUid: `payout-${Date.now()}`, email: `vyplata-${Date.now()}@example.cz`, balanceHalere: 0, referralRevenueHalere: 20000 });
    const [payout] = await db.dataSource.query(
      `INSERT INTO payout_transaction (user_id, amount_halere, note, status, bank_account) VALUES ($1, 20000, 'Výběr na žádost', 'pending', '19-2000145399/0800') RETURNING id`,
      [member.id],
    );
    const admin = await users.findOneByOrFail({ admin: true });
    return { member, payoutId: payout.id as number, admin };
  };
  const stateOf = async (payoutId: number) =>
    (await db.dataSource.query(`SELECT p.status, u.balance_halere::int AS balance FROM payout_transaction p JOIN app_user u ON u.id = p.user_id WHERE p.id = $1`, [payoutId]))[0];

  it('sends after the commit, and a mail that fails leaves the return in place', async () => {
    const { payoutId, admin } = await pendingPayout();
    const seenBySender: unknown[] = [];
    const services = testServices(db.dataSource, {
      mailer: {
        send: async () => {
          // Another connection already sees the change: the transaction has committed.
          seenBySender.push(await stateOf(payoutId));
          throw new Error('SMTP 451 try later');
        },
      },
    });
    const result = await services.payoutOperations.markFailed(admin, { payout_id: payoutId, reason: 'Účet neexistuje' });
    expect(result).toMatchObject({ mailsSent: 0, mailsFailed: 1, payout: { status: 'failed' } });
    expect(seenBySender).toEqual([{ status: 'failed', balance: 20000 }]);
    expect(await stateOf(payoutId)).toEqual({ status: 'failed', balance: 20000 });
  });

  it('pays a batch even when every mail fails, and says how many did not go', async () => {
    const { payoutId, admin } = await pendingPayout();
    const services = testServices(db.dataSource, { mailer: { send: () => Promise.reject(new Error('SMTP down')) } });
    const month = (await db.dataSource.query(`SELECT to_char(created_at AT TIME ZONE 'Europe/Prague', 'YYYY-MM') AS month FROM payout_transaction WHERE id = $1`, [payoutId]))[0].month;
    const file = await services.payoutOperations.exportBatch(admin, { month, payout_ids: [payoutId] });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
    const result = await services.payoutOperations.markBatchPaid(admin, { batch_id: file.batch.id, paid_on: today });
    expect(result).toMatchObject({ mailsSent: 0, mailsFailed: 1, batch: { paidOn: today, paid: { count: 1, amountHalere: 20000 } } });
    expect((await stateOf(payoutId)).status).toBe('paid');
  });
});
