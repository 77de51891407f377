import { ensureReferenceDataIn } from '../seed/reference-data';
import { MIGRATIONS } from './index';
import { PayoutBatches1796400000000 } from './1796400000000-payout-batches';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';

describe('migration PayoutBatches: paid_out counts paid payouts only', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureReferenceDataIn(db.dataSource);
  });
  afterAll(() => db.drop());

  /** Reverts PayoutBatches and every migration after it. */
  const revertPayoutBatches = async () => {
    for (let i = MIGRATIONS.indexOf(PayoutBatches1796400000000); i < MIGRATIONS.length; i++) await db.dataSource.undoLastMigration({ transaction: 'each' });
  };

  it('takes pending payouts out of paid_out, dates paid ones, and puts them back when reverted', async () => {
    await revertPayoutBatches();
    // The old model: a payout moved its amount from balance to paid_out when it was made.
    const [member] = await db.dataSource.query(
      `INSERT INTO app_user (name, tier_id, referral_revenue_halere, balance_halere, paid_out_halere) VALUES ('Starý', 1, 100000, 10000, 90000) RETURNING id`,
    );
    await db.dataSource.query(
      `INSERT INTO payout_transaction (user_id, amount_halere, status, bank_account, created_at) VALUES
         ($1, 50000, 'paid', '19-2000145399/0800', '2026-10-31T23:30:00Z'), ($1, 30000, 'pending', '19-2000145399/0800', now()),
         ($1, 10000, 'pending', '19-2000145399/0800', now())`,
      [member.id],
    );
    const paidOut = async () => Number((await db.dataSource.query(`SELECT paid_out_halere FROM app_user WHERE id = $1`, [member.id]))[0].paid_out_halere);

    await db.dataSource.runMigrations({ transaction: 'each' });
    expect(await paidOut()).toBe(50000);
    expect(await db.dataSource.query(`SELECT status, to_char(paid_on, 'YYYY-MM-DD') AS paid_on FROM payout_transaction WHERE status = 'paid'`)).toEqual([{ status: 'paid', paid_on: '2026-11-01' }]);

    await revertPayoutBatches();
    expect(await paidOut()).toBe(90000);
    await db.dataSource.runMigrations({ transaction: 'each' });
  });
});
