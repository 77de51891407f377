import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createEmulatorAccounts, type DemoUser } from '@bonus/server';

/**
 * Members whose writes the benchmark loads, one per connection so that no request waits on another's
 * row lock, each with a valid write to repeat: a started bonus whose second step they complete and
 * undo in turn (PUT /bonus_progress), and every other open bonus with its steps done, to complete one
 * after another (POST /bonus_history) until `reset` returns them.
 */
export interface Writers {
  tokens: string[];
  /** The bonus whose second step is completed and undone. */
  progressBonus: number;
  /** Bonuses each writer can complete, in the order each connection completes them. */
  completable: number[];
  /** Back to the prepared state (after writes, or once the catalogue grew): no history, the progress bonus at step 1, the others' steps done. */
  reset: () => Promise<void>;
}

/** The autocannon connection setup (a file, as autocannon workers need) that gives each connection its own writer. */
export const WRITER_CONNECTION = path.join(__dirname, 'writer-connection.cjs');

const writerUid = (i: number) => `writer-${i}`;

export async function prepareWriters(dataSource: DataSource, projectId: string, count: number, idToken: (email: string) => Promise<string>): Promise<Writers> {
  const accounts: DemoUser[] = Array.from({ length: count }, (_, i) => ({
    uid: writerUid(i),
    email: `writer${i}@bench.cz`,
    password: 'Demo1234!',
    nickname: `Zapisovatel ${i}`,
    firstName: 'Zapisovatel',
    lastName: String(i),
    tier: 'premium',
    admin: false,
  }));
  await createEmulatorAccounts(projectId, accounts);
  await dataSource.query(
    `INSERT INTO app_user (firebase_uid, email, name, tier_id) SELECT uid, email, name, (SELECT id FROM tier WHERE code = 'premium')
       FROM unnest($1::text[], $2::text[], $3::text[]) AS w(uid, email, name) ON CONFLICT (firebase_uid) DO NOTHING`,
    [accounts.map((a) => a.uid), accounts.map((a) => a.email), accounts.map((a) => a.nickname)],
  );
  const tokens = [];
  for (const account of accounts) tokens.push(await idToken(account.email));
  const uids = accounts.map((a) => a.uid);
  const writers: Writers = {
    tokens,
    progressBonus: 0,
    completable: [],
    reset: async () => {
      // Requests of the load may still be running in the api after the load generator stopped; this reset must not race them.
      while ((await dataSource.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state NOT IN ('idle') AND query NOT LIKE 'LISTEN%'`)).length) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Running, shown, not VIP; the first with two steps or more is the progress bonus.
      const open: { id: number; steps: number }[] = await dataSource.query(
        `SELECT b.id, (SELECT count(*)::int FROM bonus_step s WHERE s.bonus_id = b.id) AS steps FROM bonus b
          WHERE b.visible AND (b.visibility_start_at IS NULL OR b.visibility_start_at <= now()) AND coalesce(b.visibility_end_at, b.end_at) > now() + interval '1 hour'
            AND b.start_at <= now() AND b.special_mark IS DISTINCT FROM 'VIP' ORDER BY b.id`,
      );
      writers.progressBonus = open.find((bonus) => bonus.steps >= 2)!.id;
      writers.completable = open.filter((bonus) => bonus.id !== writers.progressBonus && bonus.steps >= 1).map((bonus) => bonus.id);
      await dataSource.query(`DELETE FROM bonus_history_entry WHERE user_id IN (SELECT id FROM app_user WHERE firebase_uid = ANY($1))`, [uids]);
      await dataSource.query(`UPDATE app_user SET bonus_revenue_halere = 0, completed_bonus_count = 0 WHERE firebase_uid = ANY($1)`, [uids]);
      await dataSource.query(
        `INSERT INTO user_bonus_progress (user_id, bonus_id, step_idx, started_at)
         SELECT u.id, b.id, CASE WHEN b.id = $2 THEN 1 ELSE (SELECT count(*) FROM bonus_step s WHERE s.bonus_id = b.id) END, now()
           FROM app_user u CROSS JOIN bonus b WHERE u.firebase_uid = ANY($1) AND (b.id = $2 OR b.id = ANY($3))
         ON CONFLICT (user_id, bonus_id) DO UPDATE SET step_idx = excluded.step_idx`,
        [uids, writers.progressBonus, writers.completable],
      );
    },
  };
  await writers.reset();
  return writers;
}
