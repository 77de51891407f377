import { formatCzk } from '@bonus/domain';
import { ensureReferenceDataIn } from '../seed/reference-data';
import { BASIC_SUBTITLE, monthlyCapText, NoIncomeWording1797900000100 } from './1797900000100-no-income-wording';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';

describe('migration NoIncomeWording: the seeded tier texts imply no steady income', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureReferenceDataIn(db.dataSource);
  });
  afterAll(() => db.drop());

  const run = async (step: 'up' | 'down') => {
    const runner = db.dataSource.createQueryRunner();
    try {
      await new NoIncomeWording1797900000100()[step](runner);
    } finally {
      await runner.release();
    }
  };
  const tiers = async () => (await db.dataSource.query(`SELECT code, subtitle, features FROM tier ORDER BY id`)) as { code: string; subtitle: string; features: string[] }[];

  it('rewords the old seeded texts when reverted and applied again, and leaves an admin’s own wording alone', async () => {
    const fresh = await tiers();
    expect(fresh.map((tier) => tier.subtitle)).toContain(BASIC_SUBTITLE);
    expect(fresh[2].features).toContain(monthlyCapText(15000));
    expect(JSON.stringify(fresh)).not.toMatch(/přivýdělek|výnosem do/);

    await run('down');
    const old = await tiers();
    expect(old[1].subtitle).toBe('Pro pravidelný přivýdělek');
    expect(old[2].features).toContain(`Bonusy s očekávaným výnosem do ${formatCzk(15000)} měsíčně`);
    await db.dataSource.query(`UPDATE tier SET features = features || ARRAY['Vlastní text admina'] WHERE code = 'premium'`);

    await run('up');
    const again = await tiers();
    expect(again.map(({ subtitle }) => subtitle)).toEqual(fresh.map(({ subtitle }) => subtitle));
    expect(again[2].features).toEqual([...fresh[2].features, 'Vlastní text admina']);
  });
});
