import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { UserEntity } from '../users/user.entity';
import { AdminStatsService } from './admin-stats.service';

describe('the admin overview trends', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
  });
  afterAll(() => db.drop());

  // 10 March 2031, 13:00 in Prague: compared with 1 February to 10 February 13:00.
  const now = new Date('2031-03-10T12:00:00Z');

  const memberCreatedAt = async (createdAt: string) => {
    const member = await db.dataSource.getRepository(UserEntity).save({ name: 'Trend', tierId: 1, firebaseUid: `trend-${createdAt}`, email: `trend-${Date.parse(createdAt)}@example.cz` });
    await db.dataSource.query(`UPDATE app_user SET created_at = $2 WHERE id = $1`, [member.id, createdAt]);
    return member.id;
  };

  it('compares this month so far with the same span of the month before, in Prague time', async () => {
    const member = await memberCreatedAt('2031-03-02T10:00:00Z');
    await memberCreatedAt('2031-02-03T10:00:00Z');
    await memberCreatedAt('2031-02-20T10:00:00Z'); // after 10 February: not in the span compared with
    await db.dataSource.query(
      `INSERT INTO bonus_history_entry (user_id, bonus_id, reached_profit_halere, created_at)
       SELECT $1, b.id, 10000, p.at FROM unnest($2::timestamptz[]) WITH ORDINALITY AS p(at, n) JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM bonus) b ON b.n = p.n`,
      [member, ['2031-03-05T10:00:00Z', '2031-03-06T10:00:00Z', '2031-02-05T10:00:00Z', '2031-02-25T10:00:00Z', '2031-03-10T12:30:00Z']],
    );
    const [order] = await db.dataSource.query(`SELECT id FROM subscription_order LIMIT 1`);
    await db.dataSource.query(
      `INSERT INTO subscription_payment (id, order_id, amount_halere, paid_at) SELECT 'trend-' || amount, $1, amount, at FROM unnest($2::int[], $3::timestamptz[]) AS p(amount, at)`,
      // 28 Feb 23:30 UTC is 1 March 00:30 in Prague: March's.
      [order.id, [50000, 20000, 99900], ['2031-03-03T10:00:00Z', '2031-02-04T10:00:00Z', '2031-02-28T23:30:00Z']],
    );
    const [{ seeded }] = await db.dataSource.query(`SELECT count(*)::int AS seeded FROM app_user WHERE erased_at IS NULL AND created_at < '2031-01-01'`);
    const [pending] = await db.dataSource.query(`SELECT count(*)::int AS count, coalesce(sum(amount_halere), 0)::int AS amount FROM payout_transaction WHERE status = 'pending'`);

    const trends = await new AdminStatsService(db.dataSource).trends(now);

    expect(trends).toMatchObject({
      month: '2031-03',
      previousMonth: '2031-02',
      members: { current: seeded + 3, previous: seeded + 1 },
      registrations: { current: 1, previous: 1 },
      revenue: { current: 149900, previous: 20000 },
      bonuses: { current: 2, previous: 1 },
      pendingPayouts: { count: pending.count, amount: pending.amount },
    });
    expect(trends.revenueByMonth).toHaveLength(12);
    expect(trends.revenueByMonth.slice(-2)).toEqual([
      { month: '2031-02', value: 20000 },
      { month: '2031-03', value: 149900 },
    ]);
  });

  it('counts the steps members missed in the Prague month they were due, leaving out steps done, offers finished, hidden or not started, and steps still to come', async () => {
    // A bonus of four steps: due 5, 10 and 200 days after the start, the last without a deadline.
    const [{ id: bonusId }] = await db.dataSource.query(`SELECT max(id)::int AS id FROM bonus`);
    await db.dataSource.query(`DELETE FROM bonus_step WHERE bonus_id = $1`, [bonusId]);
    await db.dataSource.query(
      `INSERT INTO bonus_step (bonus_id, position, title, subtitle, description_html, icon, category, deadline_days)
       SELECT $1, d.n - 1, 'Krok ' || d.n, 'Podtitul', '<p>Popis</p>', '📝', 'custom', d.days FROM unnest($2::int[]) WITH ORDINALITY AS d(days, n)`,
      [bonusId, [5, 10, 200, null]],
    );
    const started = async (key: string, startedAt: string, stepIdx: number) => {
      const member = await db.dataSource.getRepository(UserEntity).save({ name: key, tierId: 1, firebaseUid: `missed-${key}`, email: `missed-${key}@example.cz` });
      await db.dataSource.query(`INSERT INTO user_bonus_progress (user_id, bonus_id, step_idx, started_at) VALUES ($1, $2, $3, $4)`, [member.id, bonusId, stepIdx, startedAt]);
      return member.id;
    };
    // The first step done; the second was due on 30 January (missed), the third is due in August.
    await started('january', '2031-01-20T10:00:00Z', 1);
    // The second step was due on 28 February at 23:30 UTC, 1 March 00:30 in Prague: March's.
    await started('march', '2031-02-18T23:30:00Z', 1);
    // Not missed: both steps due by now were done; the second step is due tomorrow (same month, not passed yet).
    await started('done', '2031-01-20T10:00:00Z', 2);
    await started('later', '2031-03-01T10:00:00Z', 1);
    // Not counted: an offer finished, one hidden, one never started (step_idx 0), each with its due times passed.
    const finished = await started('finished', '2031-01-20T10:00:00Z', 1);
    await db.dataSource.query(`INSERT INTO bonus_history_entry (user_id, bonus_id, reached_profit_halere, created_at) VALUES ($1, $2, 10000, '2031-03-09T10:00:00Z')`, [finished, bonusId]);
    const hidden = await started('hidden', '2031-01-20T10:00:00Z', 1);
    await db.dataSource.query(`INSERT INTO hidden_bonus (user_id, bonus_id) VALUES ($1, $2)`, [hidden, bonusId]);
    await started('not-started', '2030-12-01T10:00:00Z', 0);

    const { missedStepsByMonth } = await new AdminStatsService(db.dataSource).trends(now);

    expect(missedStepsByMonth).toHaveLength(12);
    expect(missedStepsByMonth[0].month).toBe('2030-04');
    expect(missedStepsByMonth.filter((row) => row.value > 0)).toEqual([
      { month: '2031-01', value: 1 },
      { month: '2031-03', value: 1 },
    ]);
  });

  it('names the member of every recent event', async () => {
    const { recentActivity } = await new AdminStatsService(db.dataSource).overview();
    const names: Array<{ id: string; name: string }> = await db.dataSource.query(`SELECT id, name FROM app_user WHERE id = ANY($1)`, [recentActivity.map((event) => event.memberId)]);
    for (const event of recentActivity) expect(names.find((member) => member.id === event.memberId)?.name).toBe(event.memberName);
  });
});
