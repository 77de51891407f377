import type { DataSource } from 'typeorm';
import { CACHE_CHANNEL } from '@bonus/server';

export const SCALE = { members: 10_000, bonuses: 500, historyEntries: 100_000 };

/** Statements that grow the seeded demo data to SCALE by copying its own rows, so every row stays valid. */
const STATEMENTS = [
  // Bonuses: copies of the demo bonuses (with their steps), numbered '#n'.
  `INSERT INTO bonus (name, description_html, start_at, end_at, visibility_start_at, visibility_end_at, visible, expected_value_halere, needed_capital_halere,
                      special_mark, url_bonus_conditions, url_link, risk_rate, company_id, bonus_type, renewing_days)
   SELECT b.name || ' #' || g, b.description_html, b.start_at, b.end_at, b.visibility_start_at, b.visibility_end_at, b.visible, b.expected_value_halere,
          b.needed_capital_halere, b.special_mark, b.url_bonus_conditions, b.url_link, b.risk_rate, b.company_id, b.bonus_type, b.renewing_days
     FROM generate_series(1, ${SCALE.bonuses} - (SELECT count(*) FROM bonus)) g
     JOIN LATERAL (SELECT * FROM bonus WHERE name !~ ' #[0-9]+$' ORDER BY id OFFSET g % (SELECT count(*) FROM bonus WHERE name !~ ' #[0-9]+$') LIMIT 1) b ON true`,
  `INSERT INTO bonus_step (bonus_id, position, title, subtitle, description_html, icon, category)
   SELECT copy.id, s.position, s.title, s.subtitle, s.description_html, s.icon, s.category
     FROM bonus copy
     JOIN bonus original ON original.name = regexp_replace(copy.name, ' #[0-9]+$', '') AND original.name !~ ' #[0-9]+$'
     JOIN bonus_step s ON s.bonus_id = original.id
    WHERE copy.name ~ ' #[0-9]+$'`,
  // Members: free members registered over the last weeks.
  `INSERT INTO app_user (firebase_uid, email, name, first_name, last_name, birth_date, tier_id, created_at)
   SELECT 'bench-' || g, 'clen' || g || '@example.cz', 'Člen ' || g, 'Jan', 'Novák', date '1990-01-01', (SELECT id FROM tier WHERE code = 'free'), now() - make_interval(mins => g::int)
     FROM generate_series(1, ${SCALE.members} - (SELECT count(*) FROM app_user)) g`,
  // The measured premium member has completed every bonus once (the longest possible history).
  `INSERT INTO bonus_history_entry (user_id, bonus_id, reached_profit_halere, created_at)
   SELECT u.id, b.id, 80000, now() - make_interval(hours => b.id)
     FROM app_user u CROSS JOIN bonus b
    WHERE u.firebase_uid = 'demo-premium'
   ON CONFLICT (user_id, bonus_id) DO NOTHING`,
  // Everyone else: ten different bonuses each until the total is reached.
  `WITH b AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM bonus),
        u AS (SELECT id, row_number() OVER (ORDER BY id)::int AS rn FROM app_user WHERE firebase_uid LIKE 'bench-%')
   INSERT INTO bonus_history_entry (user_id, bonus_id, reached_profit_halere, created_at)
   SELECT u.id, b.ids[1 + (u.rn * 7 + k) % b.n], 50000 + k * 100, now() - make_interval(days => k)
     FROM u, b, generate_series(1, 10) k
    WHERE (u.rn - 1) * 10 + k <= ${SCALE.historyEntries} - (SELECT count(*) FROM bonus_history_entry)
   ON CONFLICT (user_id, bonus_id) DO NOTHING`,
  // Totals stay equal to the history, as the services keep them.
  `UPDATE app_user u SET completed_bonus_count = h.n, bonus_revenue_halere = h.total
     FROM (SELECT user_id, count(*)::int AS n, sum(reached_profit_halere) AS total FROM bonus_history_entry GROUP BY user_id) h
    WHERE h.user_id = u.id`,
  `ANALYZE`,
  // As an admin change would: every api copy drops its cached catalogue and admin pages.
  `SELECT pg_notify('${CACHE_CHANNEL}', 'bonuses:')`,
];

/** Grows the demo data and returns the resulting counts. */
export async function scaleUpDemoData(dataSource: DataSource): Promise<Record<string, number>> {
  for (const statement of STATEMENTS) await dataSource.query(statement);
  const [counts] = await dataSource.query(
    `SELECT (SELECT count(*) FROM app_user)::int AS members, (SELECT count(*) FROM bonus)::int AS bonuses, (SELECT count(*) FROM bonus_history_entry)::int AS history_entries`,
  );
  return counts;
}
