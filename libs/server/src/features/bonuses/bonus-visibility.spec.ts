import fc from 'fast-check';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import type { Bonus } from './bonus.read-model';
import { LoadedCatalogue } from './bonus-catalogue';
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

  it('the shared catalogue, which works out what is shown once per interval between visibility changes, answers at every moment as if filtered afresh', () => {
    // Moments on, just before and just after whole hours, so requests land exactly on windows' bounds.
    const moment = fc.tuple(fc.integer({ min: -5, max: 5 }), fc.constantFrom(-1, 0, 1)).map(([h, ms]) => Date.UTC(2026, 10, 23, 12 + h) + ms);
    const bonus = fc.record({ visible: fc.boolean(), visibilityStartAt: fc.option(moment.map((t) => new Date(t))), visibilityEndAt: fc.option(moment.map((t) => new Date(t))), endAt: moment.map((t) => new Date(t)) });
    fc.assert(
      fc.property(fc.array(bonus, { maxLength: 8 }), fc.array(moment, { minLength: 1, maxLength: 20 }), (entities, moments) => {
        const bonuses = entities.map((entity, id) => ({ bonus: { id } as Bonus, entity: { ...entity, id, bonusType: 'bank' as const, specialMark: null, expectedValueHalere: 0, eligibilityRules: [], companyId: 1 } }));
        const catalogue = new LoadedCatalogue(bonuses, new Map());
        for (const at of moments) expect(catalogue.shownAt(at)).toEqual(bonuses.filter((b) => isVisibleAt(b.entity, new Date(at))));
      }),
      { numRuns: 500 },
    );
  });
});
