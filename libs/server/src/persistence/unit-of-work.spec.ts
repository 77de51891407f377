import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { CompanyEntity } from '../features/catalogue/company.entity';
import { afterCommit, inUnitOfWork } from './unit-of-work';

describe('unit of work', () => {
  let db: TestDatabase;
  let sql: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase();
    sql = db.dataSource;
  });
  afterAll(() => db.drop());

  const names = async () => (await sql.query(`SELECT name FROM company ORDER BY name`)).map((row: { name: string }) => row.name);

  /** A service's ways of writing: raw SQL, a repository, its own transaction. */
  const writeEveryWay = async (prefix: string) => {
    await sql.query(`INSERT INTO company (name) VALUES ($1)`, [`${prefix} sql`]);
    await sql.getRepository(CompanyEntity).insert({ name: `${prefix} repository` });
    await sql.transaction((manager) => manager.query(`INSERT INTO company (name) VALUES ($1)`, [`${prefix} own transaction`]));
  };

  it('commits everything the work wrote, however it wrote it, and only then runs its outside effects', async () => {
    const seen: string[][] = [];
    await inUnitOfWork(sql, async () => {
      await writeEveryWay('A');
      await afterCommit(async () => seen.push(await names()));
    });
    expect(seen).toEqual([['A own transaction', 'A repository', 'A sql']]);
  });

  it('rolls back everything, nested transactions included, and runs no effect when the work fails', async () => {
    const effects: string[] = [];
    await expect(
      inUnitOfWork(sql, async () => {
        await writeEveryWay('B');
        await afterCommit(async () => effects.push('ran'));
        throw new Error('audit failed');
      }),
    ).rejects.toThrow('audit failed');
    expect(await names()).not.toContain('B sql');
    expect(effects).toEqual([]);
  });

  it('keeps other work running at the same time out of the unit', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const unit = inUnitOfWork(sql, async () => {
      await sql.query(`INSERT INTO company (name) VALUES ('C unit')`);
      await held;
      throw new Error('rolled back');
    });
    await sql.query(`INSERT INTO company (name) VALUES ('C outside')`);
    release();
    await expect(unit).rejects.toThrow('rolled back');
    expect(await names()).toEqual(expect.arrayContaining(['C outside']));
    expect(await names()).not.toContain('C unit');
  });

  it("sends the reads a unit starts at once one after another on its connection (pg deprecates queueing on a busy client)", async () => {
    const original = Client.prototype.query;
    const inFlight = new WeakMap<Client, number>();
    let sentToBusyClient = 0;
    const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const busy = inFlight.get(this) ?? 0;
      if (busy > 0) sentToBusyClient++;
      inFlight.set(this, busy + 1);
      const answer = (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      const settled = () => void inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
      void answer.then(settled, settled);
      return answer;
    } as typeof Client.prototype.query);
    try {
      const answers = await inUnitOfWork(sql, () => Promise.all([sql.query(`SELECT pg_sleep(0.02), 1 AS n`), sql.query(`SELECT 2 AS n`), names()]));
      expect(answers[0][0].n).toBe(1);
      expect(answers[1][0].n).toBe(2);
      expect(sentToBusyClient).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('runs effects at once outside a unit', async () => {
    const effects: string[] = [];
    await afterCommit(async () => effects.push('now'));
    expect(effects).toEqual(['now']);
  });
});
