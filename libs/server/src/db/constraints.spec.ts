import { DataSource } from 'typeorm';
import { createTestDatabase, TestDatabase } from '../testing/test-database';

/** The database itself refuses values outside the spec's fixed sets. */
describe('check constraints', () => {
  let db: TestDatabase;
  let sql: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = db.dataSource;
    await sql.query(`INSERT INTO tier (id, code, name, subtitle, color, base_price_halere, button_text, max_return_czk, referral_reward_percent)
                     VALUES (1, 'free', 'Free', '', '#000', 0, 'x', 2000, 5)`);
    await sql.query(`INSERT INTO generation (number, name, "limit", current_load, in_use) VALUES (1, 'G1', 10, 0, true)`);
    await sql.query(`INSERT INTO company (name) VALUES ('Air Bank')`);
    await sql.query(`INSERT INTO app_user (name, tier_id) VALUES ('Test', 1)`);
  });
  afterAll(() => db.drop());

  const insertBonus = (overrides: Record<string, string>) => {
    const values: Record<string, string> = {
      name: `'B'`, description_html: `''`, start_at: 'now()', end_at: `now() + interval '1 day'`,
      expected_value_halere: '100', needed_capital_halere: '0', url_bonus_conditions: `'https://x.cz'`, url_link: `'https://x.cz'`,
      risk_rate: '1', company_id: '1', bonus_type: `'bank'`, ...overrides,
    };
    return sql.query(`INSERT INTO bonus (${Object.keys(values).join(', ')}) VALUES (${Object.values(values).join(', ')})`);
  };

  it('accept a valid bonus', async () => {
    await expect(insertBonus({ special_mark: `'VIP'`, renewing_days: `'{0,6}'` })).resolves.toBeDefined();
  });

  it.each([
    ['an unknown bonus type', { bonus_type: `'lottery'` }, 'bonus_type_check'],
    ['an unknown special mark', { special_mark: `'gold'` }, 'bonus_special_mark_check'],
    ['risk 0', { risk_rate: '0' }, 'bonus_risk_check'],
    ['risk 6', { risk_rate: '6' }, 'bonus_risk_check'],
    ['an end before the start', { end_at: `now() - interval '1 day'` }, 'bonus_validity_check'],
    ['a weekday 7', { renewing_days: `'{7}'` }, 'bonus_renewing_days_check'],
  ])('refuse a bonus with %s', async (_label, overrides, constraint) => {
    await expect(insertBonus(overrides)).rejects.toThrow(constraint);
  });

  it('refuse an unknown order status', async () => {
    await expect(
      sql.query(`INSERT INTO subscription_order (user_id, tier_id, generation_id, amount_halere, status, subscription_scope, provider)
                 SELECT id, 1, 1, 89900, 'paid', 'registration', 'local' FROM app_user LIMIT 1`),
    ).rejects.toThrow('order_status_check');
  });

  it('refuse a generation loaded past its limit', async () => {
    await expect(sql.query(`UPDATE generation SET current_load = 11`)).rejects.toThrow('generation_load_check');
  });

  it('allow only one generation on sale', async () => {
    await expect(sql.query(`INSERT INTO generation (number, name, "limit", in_use) VALUES (2, 'G2', 10, true)`)).rejects.toThrow(
      'generation_single_in_use',
    );
  });
});
