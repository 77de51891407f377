import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { MEMBER_DATA_TABLES } from './1796300000000-member-data-version';
import { NEW_MEMBER_DATA_TABLES } from './1797700000000-claim-planner';
import { STATEMENT_MEMBER_DATA_TABLES } from './1797800000001-step-requirements';
import { PLAY_MEMBER_DATA_TABLES } from './1797900000200-responsible-play';
import { MEMBER_ROW_TABLES, SITE_TABLES, UNVERSIONED_TABLES } from './1798300000000-answer-versions';
import { MAIL_QUEUE_TABLES } from './1798400000000-unversioned-mail-queues';
import { FIREBASE_ACCOUNT_CHANGE_TABLES } from './1798500000400-firebase-account-changes';

/** The versions the response cache keys members' answers by (issue #56): every table is accounted for. */
describe('answer versions', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
  });
  afterAll(() => db.drop());

  const siteVersion = async () => Number((await db.dataSource.query('SELECT version FROM site_data_version'))[0].version);
  const memberVersion = async (id: string) => Number((await db.dataSource.query('SELECT data_version FROM app_user WHERE id = $1', [id]))[0].data_version);

  it('classifies every table: rows of one member, the site, or read by no member answer (a new table must be added to one)', async () => {
    const tables: string[] = (await db.dataSource.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`)).map(
      (row: { table_name: string }) => row.table_name,
    );
    const member = [...MEMBER_DATA_TABLES, ...NEW_MEMBER_DATA_TABLES, ...STATEMENT_MEMBER_DATA_TABLES, ...PLAY_MEMBER_DATA_TABLES, ...MEMBER_ROW_TABLES];
    const classified = new Set<string>([...member, ...SITE_TABLES, ...UNVERSIONED_TABLES, ...MAIL_QUEUE_TABLES, ...FIREBASE_ACCOUNT_CHANGE_TABLES, 'app_user', 'site_data_version', 'migrations']);
    expect(tables.filter((table) => !classified.has(table))).toEqual([]);
  });

  it('moves the site version with the catalogue, and a member only with their own record, not their presence note', async () => {
    const [{ id }] = await db.dataSource.query(`SELECT id FROM app_user WHERE email = 'premium@demo.cz'`);
    const site = await siteVersion();
    const own = await memberVersion(id);
    await db.dataSource.query(`UPDATE app_user SET last_seen_at = now() WHERE id = $1`, [id]);
    expect([await siteVersion(), await memberVersion(id)]).toEqual([site, own]);
    await db.dataSource.query(`UPDATE app_user SET name = name || '!' WHERE id = $1`, [id]);
    expect([await siteVersion(), await memberVersion(id)]).toEqual([site, own + 1]);
    await db.dataSource.query(`UPDATE bonus SET name = name WHERE id = (SELECT min(id) FROM bonus)`);
    await db.dataSource.query(`UPDATE site_settings SET site_name = site_name`);
    expect([await siteVersion(), await memberVersion(id)]).toEqual([site + 2, own + 1]);
  });

  it('leaves the member\'s record alone when their mail is queued or settled, so a mail run never waits on it', async () => {
    const [{ id }] = await db.dataSource.query(`SELECT id FROM app_user WHERE email = 'basic@demo.cz'`);
    const own = await memberVersion(id);
    const [{ id: mailId }] = await db.dataSource.query(`INSERT INTO member_mail (user_id, subject, text, html) VALUES ($1, 'Výplata', 'x', '<p>x</p>') RETURNING id`, [id]);
    // The member's own record is locked (a write of theirs in flight): settling their mail does not wait for it.
    const runner = db.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query('SELECT 1 FROM app_user WHERE id = $1 FOR UPDATE', [id]);
      await db.dataSource.transaction(async (manager) => {
        await manager.query(`SET LOCAL lock_timeout = '2s'`);
        await manager.query(`UPDATE member_mail SET status = 'sent', sent_at = now() WHERE id = $1`, [mailId]);
      });
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect(await memberVersion(id)).toBe(own);
  });
});
