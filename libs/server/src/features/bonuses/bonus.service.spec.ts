import fc from 'fast-check';
import { DataSource, Logger } from 'typeorm';
import { addCalendarMonthsRoundingUp, BonusType, EligibilityRule, nextPragueMidnight, pragueCalendarDate, pragueMidnight, formatCzechDateTime, SpecialMark, TIER_IDS, TierCode } from '@bonus/domain';
import { createDataSource } from '../../db/data-source';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { CompanyEntity } from '../catalogue/company.entity';
import { UserEntity } from '../users/user.entity';
import { MemberContext, memberContext } from '../users/member-context';
import { BonusHistoryService } from './bonus-history.service';
import { BonusEntity } from './bonus.entity';
import { BonusService } from './bonus.service';
import { SharedCache } from '../../cache/shared-cache';
import { MemberDataCache } from '../../cache/member-data-cache';
import { BonusCatalogue } from './bonus-catalogue';
import { SiteSettingsService } from '../settings/site-settings.service';

const HOUR = 3600_000;

/** Counts the SQL statements a DataSource sends. */
class CountingLogger implements Logger {
  count = 0;
  logQuery() {
    this.count++;
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}

describe('bonuses for members', () => {
  let db: TestDatabase;
  let bonuses: BonusService;
  let history: BonusHistoryService;
  let settings: SiteSettingsService;
  let counter = 0;
  // Bonuses are added behind the admin service's back here, so each addition drops the cached catalogue.
  const cache = new SharedCache();
  const memberCache = new MemberDataCache(cache);

  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    settings = new SiteSettingsService(db.dataSource, new SharedCache());
    bonuses = new BonusService(db.dataSource, new BonusCatalogue(db.dataSource, cache, memberCache), settings);
    history = new BonusHistoryService(db.dataSource, settings);
  });
  afterAll(() => db.drop());

  const member = async (tier: TierCode): Promise<UserEntity> => {
    const saved = await db.dataSource.getRepository(UserEntity).save({ name: `Člen ${counter}`, tierId: TIER_IDS[tier], firebaseUid: `bonus-${counter++}-${Date.now()}` });
    // Declared outside the register of excluded persons, so only the tier's rules lock casino offers here (issue #38).
    await db.dataSource.query(`INSERT INTO user_consent (user_id, kind, granted, terms_version) VALUES ($1, 'casino_self_exclusion', true, 'test')`, [saved.id]);
    return db.dataSource.getRepository(UserEntity).findOneOrFail({ where: { id: saved.id }, relations: { tier: true } });
  };
  const addBonus = async (
    options: { type?: BonusType; mark?: SpecialMark | null; steps?: number; valueCzk?: number; startsInHours?: number; shownFrom?: Date; shownUntil?: Date; deadlineDays?: number; rules?: EligibilityRule[] } = {},
  ) => {
    const company = await db.dataSource.getRepository(CompanyEntity).findOneByOrFail({ name: 'Air Bank' });
    const start = Date.now() + (options.startsInHours ?? -1) * HOUR;
    const bonus = db.dataSource.getRepository(BonusEntity).create({
      name: `Testovací bonus ${counter++}`,
      descriptionHtml: '<p>Test</p>',
      startAt: new Date(start),
      endAt: new Date(start + 100 * HOUR),
      visibilityStartAt: options.shownFrom ?? null,
      visibilityEndAt: options.shownUntil ?? null,
      visible: true,
      expectedValueHalere: (options.valueCzk ?? 1000) * 100,
      neededCapitalHalere: 0,
      specialMark: options.mark ?? null,
      urlBonusConditions: 'https://example.cz/podminky',
      urlLink: 'https://example.cz/bonus',
      riskRate: 1,
      companyId: company.id,
      bonusType: options.type ?? 'bank',
      renewingDays: [],
      eligibilityRules: options.rules ?? [],
      games: [],
      steps: Array.from({ length: options.steps ?? 3 }, (_, position) => ({
        position,
        title: `Krok ${position + 1}`,
        subtitle: 'x',
        descriptionHtml: '<p>x</p>',
        icon: '📝',
        category: 'custom',
        deadlineDays: options.deadlineDays ?? null,
      })),
    });
    const saved = await db.dataSource.getRepository(BonusEntity).save(bonus);
    cache.clear();
    return saved;
  };
  const finishSteps = async (user: UserEntity, bonus: BonusEntity) => {
    for (let step = 1; step <= bonus.steps.length; step++) await bonuses.recordProgress(user, { bonus_id: bonus.id, step_idx: step });
  };
  const totals = async (user: UserEntity) => {
    const [row] = await db.dataSource.query(
      `SELECT u.bonus_revenue_halere::bigint AS revenue, u.completed_bonus_count AS count,
              (SELECT coalesce(sum(reached_profit_halere), 0)::bigint FROM bonus_history_entry WHERE user_id = u.id) AS history_sum,
              (SELECT count(*)::int FROM bonus_history_entry WHERE user_id = u.id) AS history_count
         FROM app_user u WHERE u.id = $1`,
      [user.id],
    );
    return { revenue: Number(row.revenue), count: row.count, historySum: Number(row.history_sum), historyCount: row.history_count };
  };

  it('lists a bonus catalogue of any length in the same statements: three for the shared catalogue and its earnings stats when they are not cached, four of the member', async () => {
    const logger = new CountingLogger();
    const counted: DataSource = await new DataSource({ ...createDataSource({ url: db.url, poolSize: 2 }).options, logging: ['query'], logger }).initialize();
    try {
      const user = await member('premium');
      // The admin's settings are kept per process for seconds, so they are read on the uncounted connection.
      const service = new BonusService(counted, new BonusCatalogue(counted, cache, memberCache), settings);
      const cost = async () => {
        const before = logger.count;
        const list = await service.list(memberContext(user));
        return { list, statements: logger.count - before };
      };
      cache.clear();
      const short = await cost();
      expect(short.statements).toBe(7);
      expect((await cost()).statements).toBe(4);
      for (let i = 0; i < 25; i++) await addBonus({ type: i % 2 ? 'slot' : 'bank', steps: 5 });
      const long = await cost();
      expect(long.list.length).toBeGreaterThanOrEqual(short.list.length + 25);
      expect(long.statements).toBe(7);
      expect((await cost()).statements).toBe(4);
      expect(long.list.every((b) => b.stepList.length > 0 && b.company.name)).toBe(true);
    } finally {
      await counted.destroy();
    }
  });

  it("answers a member's kept list anew from the moment time changes it: a step falling due, a Prague midnight lifting an account window", async () => {
    const user = await member('premium');
    const due = await addBonus({ steps: 2, deadlineDays: 1 });
    await bonuses.recordProgress(user, { bonus_id: due.id, step_idx: 1 });
    const [{ started_at: startedAt }] = await db.dataSource.query(`SELECT started_at FROM user_bonus_progress WHERE user_id = $1 AND bonus_id = $2`, [user.id, due.id]);
    const dueAt = startedAt.getTime() + 24 * HOUR;
    const overdueAt = async (at: number) => (await bonuses.list(memberContext(user), new Date(at))).find((listed) => listed.id === due.id)!.deadlines!.overdue;
    expect([await overdueAt(dueAt - 1), await overdueAt(dueAt - 1), await overdueAt(dueAt)]).toEqual([false, false, true]);

    // An account closed so that the 1-month window ends at the next Prague midnight after `later`.
    const later = dueAt + HOUR;
    const midnight = nextPragueMidnight(new Date(later));
    const gated = await addBonus({ rules: [{ kind: 'no_account_within', company_id: due.companyId, months: 1 }] });
    const closed = new Date(midnight.getTime() - 31 * 24 * HOUR);
    await db.dataSource.query(`INSERT INTO member_account (user_id, company_id, opened_at, closed_at, source) VALUES ($1, $2, $3, $3, 'manual')`, [user.id, due.companyId, closed]);
    const eligibleAt = async (at: number) => (await bonuses.list(memberContext(user), new Date(at))).find((listed) => listed.id === gated.id)!.eligibility.eligible;
    const windowEnd = pragueMidnight(addCalendarMonthsRoundingUp(pragueCalendarDate(closed), 1)).getTime();
    expect([await eligibleAt(windowEnd - 1), await eligibleAt(windowEnd - 1), await eligibleAt(windowEnd)]).toEqual([false, false, true]);
  });

  it('shows a bonus from the very millisecond its visibility window opens until the one it closes, however the listing was cached', async () => {
    const user = await member('premium');
    const opens = new Date(Date.now() + 2 * HOUR);
    const closes = new Date(opens.getTime() + HOUR);
    const bonus = await addBonus({ shownFrom: opens, shownUntil: closes });
    const shownAt = async (at: number) => (await bonuses.list(memberContext(user), new Date(at))).some((listed) => listed.id === bonus.id);
    // Each moment is asked twice, so the second answer is the one kept for its interval.
    const moments = [opens.getTime() - 1, opens.getTime(), closes.getTime() - 1, closes.getTime(), opens.getTime() - 1, closes.getTime() - 1];
    const answers = [];
    for (const at of moments) answers.push([await shownAt(at), await shownAt(at)]);
    expect(answers).toEqual([[false, false], [true, true], [true, true], [false, false], [false, false], [true, true]]);
  });

  it("answers a read-only member's list from their cached rows only while nothing it was made from changed: what is shown, their data, the admin's caps", async () => {
    const user = await member('premium');
    const readOnly = (record: UserEntity) => memberContext(record, memberCache.cachedReadsOf(record));
    const opens = new Date(Date.now() + 2 * HOUR);
    const bonus = await addBonus({ shownFrom: opens });
    const listed = async (reader: MemberContext, at: Date) => (await bonuses.list(reader, at)).find((listedBonus) => listedBonus.id === bonus.id);
    expect(await listed(readOnly(user), new Date(opens.getTime() - 1))).toBeUndefined();
    expect((await listed(readOnly(user), opens))?.lock).toBeNull();
    expect((await listed(readOnly(user), opens))?.lock).toBeNull();
    await settings.save({ ...(await settings.get()), maxBonusesPerUser: 0 });
    try {
      expect((await listed(readOnly(user), opens))?.lock?.code).toBe('BONUS_MONTHLY_COUNT_LIMIT');
    } finally {
      await settings.save({ ...(await settings.get()), maxBonusesPerUser: 15 });
    }
    expect((await listed(readOnly(user), opens))?.lock).toBeNull();
    // Hiding bumps the member's data_version, which the next request's member record carries.
    await bonuses.hide(user, bonus.id);
    const nextRequest = await db.dataSource.getRepository(UserEntity).findOneOrFail({ where: { id: user.id }, relations: { tier: true } });
    expect(await listed(readOnly(nextRequest), opens)).toBeUndefined();
  });

  it('keeps bonus_revenue and the completed count equal to the history after any sequence of completions, edits and returns', async () => {
    const user = await member('premium');
    const pool = await Promise.all(Array.from({ length: 4 }, () => addBonus({ steps: 1 })));
    await Promise.all(pool.map((bonus) => bonuses.recordProgress(user, { bonus_id: bonus.id, step_idx: 1 })));
    const action = fc.record({ kind: fc.constantFrom('complete', 'edit', 'return'), bonus: fc.nat(3), profit: fc.integer({ min: -5000, max: 20000 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (actions) => {
        for (const { kind, bonus, profit } of actions) {
          const [entry] = await db.dataSource.query('SELECT id FROM bonus_history_entry WHERE user_id = $1 AND bonus_id = $2', [user.id, pool[bonus].id]);
          if (kind === 'complete' && !entry) await history.complete(user, { bonus_id: pool[bonus].id, note: '', reached_profit: profit, confirm_unusual: true });
          else if (kind === 'edit' && entry) await history.update(user, { id: entry.id, reached_profit: profit, confirm_unusual: true });
          else if (kind === 'return' && entry) await history.remove(user, entry.id);
          else await expect(kind === 'complete' ? history.complete(user, { bonus_id: pool[bonus].id, note: '', reached_profit: profit, confirm_unusual: true }) : history.remove(user, 999999)).rejects.toThrow();
          const t = await totals(user);
          expect(t.revenue).toBe(t.historySum);
          expect(t.count).toBe(t.historyCount);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('counts a completion once however many times it is submitted at the same moment', async () => {
    const user = await member('basic');
    const bonus = await addBonus({ steps: 2 });
    await finishSteps(user, bonus);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => history.complete(user, { bonus_id: bonus.id, note: '', reached_profit: 1500, confirm_unusual: true })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await totals(user)).toEqual({ revenue: 150000, count: 1, historySum: 150000, historyCount: 1 });
  });

  it('lets a free member start only two bank bonuses a month, even when ten starts arrive at once', async () => {
    const user = await member('free');
    const pool = await Promise.all(Array.from({ length: 10 }, () => addBonus({ steps: 2 })));
    const results = await Promise.allSettled(pool.map((bonus) => bonuses.recordProgress(user, { bonus_id: bonus.id, step_idx: 1 })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(8).fill('BONUS_MONTHLY_LIMIT'));
    // Undoing a started bonus to its first step frees its slot.
    const started = pool.filter((_, i) => results[i].status === 'fulfilled');
    await bonuses.recordProgress(user, { bonus_id: started[0].id, step_idx: 0 });
    const free = pool.find((b) => !started.includes(b))!;
    await expect(bonuses.recordProgress(user, { bonus_id: free.id, step_idx: 1 })).resolves.toEqual({ bonusId: free.id, stepIdx: 1 });
  });

  it("lets only one of five concurrent starts through when the tier's maximum return has room for one", async () => {
    const user = await member('basic'); // 8 000 Kč a month
    const taken = await addBonus({ steps: 1, valueCzk: 7000 });
    await bonuses.recordProgress(user, { bonus_id: taken.id, step_idx: 1 });
    const pool = await Promise.all(Array.from({ length: 5 }, () => addBonus({ steps: 2, valueCzk: 600 })));
    const results = await Promise.allSettled(pool.map((bonus) => bonuses.recordProgress(user, { bonus_id: bonus.id, step_idx: 1 })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(4).fill('BONUS_MAX_RETURN'));
    expect((await bonuses.list(memberContext(user))).filter((b) => pool.some((p) => p.id === b.id) && b.stepIdx === 0).map((b) => b.lock?.code)).toEqual(Array(4).fill('BONUS_MAX_RETURN'));
  });

  it("refuses premium members more bonuses a month than the admin's setting, under concurrent starts too", async () => {
    await settings.save({ ...(await settings.get()), maxBonusesPerUser: 3 });
    try {
      const user = await member('premium');
      const pool = await Promise.all(Array.from({ length: 6 }, () => addBonus({ steps: 2, valueCzk: 100 })));
      const results = await Promise.allSettled(pool.map((bonus) => bonuses.recordProgress(user, { bonus_id: bonus.id, step_idx: 1 })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(3).fill('BONUS_MONTHLY_COUNT_LIMIT'));
    } finally {
      await settings.save({ ...(await settings.get()), maxBonusesPerUser: 15 });
    }
  });

  it('applies the casino limit per tier and keeps VIP bonuses for premium members', async () => {
    const free = await member('free');
    const basic = await member('basic');
    const premium = await member('premium');
    const slot = await addBonus({ type: 'slot' });
    const vip = await addBonus({ mark: 'VIP' });
    await expect(bonuses.recordProgress(free, { bonus_id: slot.id, step_idx: 1 })).rejects.toMatchObject({ code: 'BONUS_LOCKED' });
    await expect(bonuses.recordProgress(basic, { bonus_id: vip.id, step_idx: 1 })).rejects.toMatchObject({ code: 'BONUS_LOCKED' });
    await expect(bonuses.recordProgress(premium, { bonus_id: vip.id, step_idx: 1 })).resolves.toMatchObject({ stepIdx: 1 });
    const casinos = await Promise.all(Array.from({ length: 4 }, () => addBonus({ type: 'live', steps: 1 })));
    for (const bonus of casinos.slice(0, 3)) await bonuses.recordProgress(basic, { bonus_id: bonus.id, step_idx: 1 });
    await expect(bonuses.recordProgress(basic, { bonus_id: casinos[3].id, step_idx: 1 })).rejects.toMatchObject({ code: 'BONUS_MONTHLY_LIMIT' });
    const listed = await bonuses.list(memberContext(free));
    expect(listed.find((b) => b.id === slot.id)?.lock).toEqual({ code: 'BONUS_LOCKED', message: 'Tento bonus vyžaduje vyšší členství', upgradable: true });
    expect(listed.find((b) => b.id === vip.id)?.lock?.code).toBe('BONUS_LOCKED');
  });

  it('follows the step machine: next step or undo, never a skip, and not before the bonus starts nor after it ends', async () => {
    const user = await member('premium');
    const bonus = await addBonus({ steps: 4 });
    await expect(bonuses.recordProgress(user, { bonus_id: bonus.id, step_idx: 2 })).rejects.toMatchObject({ code: 'BONUS_STEP_OUT_OF_ORDER', status: 409 });
    await finishSteps(user, bonus);
    await expect(bonuses.recordProgress(user, { bonus_id: bonus.id, step_idx: 5 })).rejects.toMatchObject({ code: 'BONUS_STEP_OUT_OF_ORDER' });
    await expect(bonuses.recordProgress(user, { bonus_id: bonus.id, step_idx: 1 })).resolves.toEqual({ bonusId: bonus.id, stepIdx: 1 });
    await expect(bonuses.recordProgress(user, { bonus_id: bonus.id, step_idx: 1 })).resolves.toEqual({ bonusId: bonus.id, stepIdx: 1 });
    await expect(history.complete(user, { bonus_id: bonus.id, note: '', reached_profit: 100, confirm_unusual: true })).rejects.toMatchObject({ code: 'BONUS_STEPS_UNFINISHED', status: 409 });
    const upcoming = await addBonus({ startsInHours: 5 });
    await expect(bonuses.recordProgress(user, { bonus_id: upcoming.id, step_idx: 1 })).rejects.toMatchObject({
      code: 'BONUS_NOT_STARTED',
      message: 'Bonus ještě nezačal.',
      details: { userReason: `Začít ho můžete od ${formatCzechDateTime(upcoming.startAt)}.` },
    });
    expect((await bonuses.list(memberContext(user))).find((b) => b.id === bonus.id)?.stepIdx).toBe(1);
    // Ended but still shown (its visibility runs on): no new step.
    const ended = await addBonus({ startsInHours: -200, shownUntil: new Date(Date.now() + 24 * HOUR) });
    await expect(bonuses.recordProgress(user, { bonus_id: ended.id, step_idx: 1 })).rejects.toMatchObject({ code: 'BONUS_ENDED', status: 409 });
  });

  it('reports monthly stats with empty months, success rate and Prague month boundaries', async () => {
    const user = await member('premium');
    const pool = await Promise.all(Array.from({ length: 3 }, () => addBonus({ steps: 0 })));
    const now = new Date('2026-11-22T10:00:00Z');
    // 30 Sep 23:30 UTC is already 1 October in Prague.
    await history.complete(user, { bonus_id: pool[0].id, note: '', reached_profit: 1000, confirm_unusual: true });
    await history.complete(user, { bonus_id: pool[1].id, note: '', reached_profit: -200, confirm_unusual: true });
    await history.complete(user, { bonus_id: pool[2].id, note: '', reached_profit: 500, confirm_unusual: true });
    const ids: { id: number }[] = await db.dataSource.query('SELECT id FROM bonus_history_entry WHERE user_id = $1 ORDER BY id', [user.id]);
    await db.dataSource.query(`UPDATE bonus_history_entry SET created_at = '2026-09-30T23:30:00Z' WHERE id = $1`, [ids[0].id]);
    await db.dataSource.query(`UPDATE bonus_history_entry SET created_at = '2026-11-02T08:00:00Z' WHERE id = ANY($1)`, [[ids[1].id, ids[2].id]]);
    const stats = await history.stats(memberContext(user), 'half_year', now);
    expect(stats.map((s) => s.month)).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(stats[4]).toEqual({ month: '2026-10', reachedProfit: 100000, successRate: 1, bonuses: 1 });
    expect(stats[5]).toEqual({ month: '2026-11', reachedProfit: 30000, successRate: 0.5, bonuses: 2 });
    expect(stats[3]).toEqual({ month: '2026-09', reachedProfit: 0, successRate: 0, bonuses: 0 });
    expect(await history.stats(memberContext(user), 'year', now)).toHaveLength(12);
  });
});
