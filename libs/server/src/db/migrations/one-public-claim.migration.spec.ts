import { formatCzk } from '@bonus/domain';
import { ensureReferenceDataIn } from '../seed/reference-data';
import { OnePublicClaim1797500000002 } from './1797500000002-one-public-claim';
import { NoIncomeWording1797900000100 } from './1797900000100-no-income-wording';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';

describe('migration OnePublicClaim: the seeded tier texts stop promising earnings and a second scarcity', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureReferenceDataIn(db.dataSource);
    // The texts as they were before the later rewording (NoIncomeWording), as a rollback to this migration leaves them.
    const runner = db.dataSource.createQueryRunner();
    try {
      await new NoIncomeWording1797900000100().down(runner);
    } finally {
      await runner.release();
    }
  });
  afterAll(() => db.drop());

  const run = async (step: 'up' | 'down') => {
    const runner = db.dataSource.createQueryRunner();
    try {
      await new OnePublicClaim1797500000002()[step](runner);
    } finally {
      await runner.release();
    }
  };
  const premium = async () => (await db.dataSource.query(`SELECT features, special_mark FROM tier WHERE code = 'premium'`))[0] as { features: string[]; special_mark: string | null };

  it('rewords the old seeded texts when reverted and applied again, and leaves an admin’s own wording alone', async () => {
    const fresh = await premium();
    expect(fresh.special_mark).toBeNull();
    expect(fresh.features).toContain(`Bonusy s očekávaným výnosem do ${formatCzk(15000)} měsíčně`);

    await run('down');
    const old = await premium();
    expect(old.special_mark).toBe('Limitováno na 500 členů');
    expect(old.features).toContain(`Výdělek až ${formatCzk(15000)} měsíčně`);
    await db.dataSource.query(`UPDATE tier SET features = features || ARRAY['Vlastní text admina'] WHERE code = 'premium'`);

    await run('up');
    const again = await premium();
    expect(again.special_mark).toBeNull();
    expect(again.features).toEqual([...fresh.features, 'Vlastní text admina']);
  });
});
