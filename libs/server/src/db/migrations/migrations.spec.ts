import { MIGRATIONS } from './index';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';

describe('migrations', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(() => db.drop());

  it('build the whole schema from zero, exactly matching the entities', async () => {
    const applied = await db.dataSource.runMigrations({ transaction: 'each' });
    expect(applied.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => new m().name));
    const diff = await db.dataSource.driver.createSchemaBuilder().log();
    expect(diff.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('keep synchronize off', () => {
    expect(db.dataSource.options.synchronize).toBe(false);
  });

  it('create a table for every entity of the data model', async () => {
    const rows: { table_name: string }[] = await db.dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'app_user', 'bonus', 'bonus_game', 'bonus_history_entry', 'bonus_step', 'company', 'faq', 'faq_category',
        'game', 'game_studio', 'generation', 'hidden_bonus', 'investment_category', 'investment_product',
        'payout_transaction', 'referral', 'referral_code', 'referral_reward', 'subscription_order', 'tier',
        'user_bonus_progress', 'rate_limit_hit', 'payment_event', 'promo_code', 'subscription_payment', 'audit_log', 'site_settings', 'newsletter', 'newsletter_delivery',
      ]),
    );
  });

  it('revert cleanly', async () => {
    for (let i = 0; i < MIGRATIONS.length; i++) await db.dataSource.undoLastMigration({ transaction: 'each' });
    const rows = await db.dataSource.query(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
    );
    expect(rows[0].n).toBe(0);
    await db.dataSource.runMigrations({ transaction: 'each' });
  });
});
