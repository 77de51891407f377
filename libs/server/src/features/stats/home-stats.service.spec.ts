import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { HomeStatsService } from './home-stats.service';
import { SharedCache } from '../../cache/shared-cache';

describe('HomeStatsService', () => {
  let db: TestDatabase;
  let service: HomeStatsService;

  beforeAll(async () => {
    db = await createTestDatabase();
    service = new HomeStatsService(db.dataSource, new SharedCache());
    const q = (text: string) => db.dataSource.query(text);
    await q(`INSERT INTO tier (id, code, name, subtitle, color, base_price_halere, button_text, max_return_czk, referral_reward_percent) VALUES (1, 'free', 'Free', '', '#000', 0, 'x', 2000, 5)`);
    await q(`INSERT INTO company (name) VALUES ('Air Bank')`);
    await q(`INSERT INTO bonus (name, description_html, start_at, end_at, expected_value_halere, needed_capital_halere, url_bonus_conditions, url_link, risk_rate, company_id, bonus_type)
             SELECT 'B' || n, '', now() - interval '1 year', now() + interval '1 day', 100000, 0, 'https://x.cz', 'https://x.cz', 1, 1, 'bank' FROM generate_series(1, 2) n`);
    await q(`INSERT INTO app_user (id, name, tier_id) VALUES
             ('00000000-0000-0000-0000-000000000001', 'A', 1), ('00000000-0000-0000-0000-000000000002', 'B', 1),
             ('00000000-0000-0000-0000-000000000003', 'Erased', 1)`);
    await q(`UPDATE app_user SET erased_at = now() WHERE name = 'Erased'`);
    // A bonus counts once per member. A earns 1 200 + 600 Kč recently, B 1 800 Kč recently and 5 000 Kč two years ago.
    await q(`INSERT INTO bonus_history_entry (user_id, bonus_id, reached_profit_halere, created_at) VALUES
             ('00000000-0000-0000-0000-000000000001', 1, 120000, now() - interval '10 days'),
             ('00000000-0000-0000-0000-000000000001', 2, 60000, now() - interval '3 months'),
             ('00000000-0000-0000-0000-000000000002', 1, 180000, now() - interval '1 month'),
             ('00000000-0000-0000-0000-000000000002', 2, 500000, now() - interval '2 years')`);
  });
  afterAll(() => db.drop());

  it('counts members, totals all earnings with their results, and the last 12 months per earning member and as a median, naming the results they come from', async () => {
    expect(await service.getStats()).toEqual({
      total_users: 2,
      total_made: 8600,
      // (1 200 + 600 + 1 800) Kč over 12 months and 2 earning members = 150 Kč, from 3 results of the window
      avg_month_revenue: 150,
      avg_month_window: 12,
      avg_month_results: 3,
      avg_month_earners: 2,
      // The median of 600, 1 200 and 1 800 Kč: the figure the public pages show, with total_results behind total_made.
      median_result: 1200,
      total_results: 4,
    });
  });
});
