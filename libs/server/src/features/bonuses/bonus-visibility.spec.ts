import fc from 'fast-check';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { isVisibleAt, visibleNowSql } from './bonus-visibility';

describe('bonus visibility', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(() => db.drop());

  it('gives the same answer in memory (the shared catalogue) as in SQL (single bonuses, completions)', async () => {
    const hour = fc.integer({ min: -5, max: 5 }).map((h) => new Date(Date.UTC(2026, 10, 23, 12 + h)));
    await fc.assert(
      fc.asyncProperty(
        fc.record({ visible: fc.boolean(), visibilityStartAt: fc.option(hour), visibilityEndAt: fc.option(hour), endAt: hour }),
        hour,
        async (bonus, now) => {
          const [row] = await db.dataSource.query(
            `SELECT ${visibleNowSql('b', '$5::timestamptz')} AS shown FROM (SELECT $1::boolean AS visible, $2::timestamptz AS visibility_start_at, $3::timestamptz AS visibility_end_at, $4::timestamptz AS end_at) b`,
            [bonus.visible, bonus.visibilityStartAt, bonus.visibilityEndAt, bonus.endAt, now],
          );
          expect(isVisibleAt(bonus, now)).toBe(row.shown);
        },
      ),
      { numRuns: 150 },
    );
  });
});
