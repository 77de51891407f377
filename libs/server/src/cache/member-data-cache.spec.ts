import { MEMBER_DATA_TABLES as FIRST_TABLES } from '../db/migrations/1796300000000-member-data-version';
import { NEW_MEMBER_DATA_TABLES } from '../db/migrations/1797700000000-claim-planner';
import { STATEMENT_MEMBER_DATA_TABLES } from '../db/migrations/1797800000001-step-requirements';
import { PLAY_MEMBER_DATA_TABLES } from '../db/migrations/1797900000200-responsible-play';
import { MEMBER_ROW_TABLES } from '../db/migrations/1798300000000-answer-versions';
import { MAIL_QUEUE_TABLES } from '../db/migrations/1798400000000-unversioned-mail-queues';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { MemberDataCache, readDirectly } from './member-data-cache';
import { SharedCache } from './shared-cache';

const MEMBER_DATA_TABLES = [...FIRST_TABLES, ...NEW_MEMBER_DATA_TABLES, ...STATEMENT_MEMBER_DATA_TABLES, ...PLAY_MEMBER_DATA_TABLES];
/** Every table of members' rows, those the response cache added (issue #56) too, but the mail queues: the seed has rows in the first ones. */
const ALL_MEMBER_TABLES = [...MEMBER_DATA_TABLES, ...MEMBER_ROW_TABLES].filter((table) => !(MAIL_QUEUE_TABLES as readonly string[]).includes(table));

describe('MemberDataCache', () => {
  it("serves a member's cached reads per data_version", async () => {
    const cache = new MemberDataCache(new SharedCache());
    let loads = 0;
    const load = async () => ++loads;
    const reads = cache.cachedReadsOf({ id: 'm1', dataVersion: '7' });
    expect([await reads('states', load), await reads('states', load)]).toEqual([1, 1]);
    expect(await reads('usage:2026-11', load)).toBe(2);
    // Another record object of the same version (the next request) reads the same entries.
    expect(await cache.cachedReadsOf({ id: 'm1', dataVersion: '7' })('states', load)).toBe(1);
    // The same member after a change: a new version, so a new read.
    expect(await cache.cachedReadsOf({ id: 'm1', dataVersion: '8' })('states', load)).toBe(3);
  });

  it('reads afresh through readDirectly (writes, jobs)', async () => {
    let loads = 0;
    await readDirectly('states', async () => ++loads);
    expect(await readDirectly('states', async () => ++loads)).toBe(2);
  });

  describe('data_version', () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase({ seeded: true });
    });
    afterAll(() => db.drop());

    const versions = async (): Promise<Map<string, number>> =>
      new Map((await db.dataSource.query('SELECT id, data_version FROM app_user')).map((row: { id: string; data_version: string }) => [row.id, Number(row.data_version)]));
    /** Runs a statement and returns by how much each member's version grew (members left alone are absent). */
    const bumpsOf = async (sql: string, params: unknown[]) => {
      const before = await versions();
      await db.dataSource.query(sql, params);
      const after = await versions();
      return Object.fromEntries([...after].filter(([id, version]) => version !== before.get(id)).map(([id, version]) => [id, version - before.get(id)!]));
    };

    it('is bumped by a trigger on insert, update and delete of every cached table', async () => {
      const triggers: { table: string; name: string }[] = await db.dataSource.query(
        `SELECT c.relname AS table, t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgfoid = 'bump_member_data_version'::regproc`,
      );
      expect(triggers.map((t) => t.name).sort()).toEqual(ALL_MEMBER_TABLES.flatMap((table) => ['insert', 'update', 'delete'].map((event) => `${table}_data_version_${event}`)).sort());
    });

    it('grows once per statement for each member whose rows it changed, and for no one else', async () => {
      for (const table of MEMBER_DATA_TABLES) {
        const [{ user_id: owner }] = await db.dataSource.query(`SELECT user_id FROM ${table} GROUP BY user_id ORDER BY count(*) DESC LIMIT 1`);
        expect(await bumpsOf(`UPDATE ${table} SET user_id = user_id WHERE user_id = $1`, [owner])).toEqual({ [owner]: 1 });
      }
      const [first, second] = (await db.dataSource.query(`SELECT id FROM app_user WHERE email IS NOT NULL ORDER BY email LIMIT 2`)).map((row: { id: string }) => row.id);
      const bonuses = (await db.dataSource.query('SELECT id FROM bonus ORDER BY id LIMIT 3')).map((row: { id: number }) => row.id);
      await db.dataSource.query('DELETE FROM hidden_bonus WHERE user_id IN ($1, $2)', [first, second]);
      expect(await bumpsOf('INSERT INTO hidden_bonus (user_id, bonus_id) SELECT $1::uuid, unnest($2::int[]) UNION ALL SELECT $3::uuid, $4', [first, bonuses, second, bonuses[0]])).toEqual({ [first]: 1, [second]: 1 });
      expect(await bumpsOf('DELETE FROM hidden_bonus WHERE user_id = $1', [first])).toEqual({ [first]: 1 });
      expect(await bumpsOf('DELETE FROM hidden_bonus WHERE user_id = $1', [first])).toEqual({});
    });
  });
});
