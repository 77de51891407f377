import type { DataSource } from 'typeorm';
import type { AdminActivityKind } from '@bonus/domain';
import { pragueMonthOf, pragueMonthsCte } from '../../persistence/prague-months';
import { visibleNowSql } from '../bonuses/bonus-visibility';
import { countedEarningsSql } from '../bonuses/earnings-review';
import { neitherCompletedNorHiddenSql } from '../bonuses/still-open-sql';
import { openDueStepsJoinSql, stepDueAtSql } from '../bonuses/step-due-sql';
import type { GenerationFill, MonthAmount, MonthCount, OverviewTrends } from './admin-stats.read-model';

/** The SQL of the admin's live figures, and the rows it reads (bigint sums come as text). */

const TODAY = `date_trunc('day', now() AT TIME ZONE 'Europe/Prague') AT TIME ZONE 'Europe/Prague'`;

export interface HeadlineFigures {
  users: number;
  /** Members on a paid tier. */
  paid: number;
  activeBonuses: number;
  earnings: number;
  activeUsers: number;
  todayBonuses: number;
  todayIncome: number;
}

export async function headlineFigures(dataSource: DataSource): Promise<HeadlineFigures> {
  const [row]: Array<{ users: number; paid: number; active_bonuses: number; earnings: string; active_users: number; today_bonuses: number; today_income: string }> = await dataSource.query(
    `SELECT (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL) AS users,
            (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL AND tier_id > 1) AS paid,
            (SELECT count(*)::int FROM bonus b WHERE ${visibleNowSql('b', 'now()')} AND b.end_at > now()) AS active_bonuses,
            (SELECT coalesce(sum(reached_profit_halere), 0)::bigint FROM bonus_history_entry e WHERE ${countedEarningsSql('e')}) AS earnings,
            (SELECT count(*)::int FROM app_user WHERE last_seen_at > now() - interval '15 minutes') AS active_users,
            (SELECT count(*)::int FROM bonus_history_entry WHERE created_at >= ${TODAY}) AS today_bonuses,
            (SELECT coalesce(sum(amount_halere), 0)::bigint FROM subscription_payment WHERE paid_at >= ${TODAY}) AS today_income`,
  );
  return {
    users: row.users,
    paid: row.paid,
    activeBonuses: row.active_bonuses,
    earnings: Number(row.earnings),
    activeUsers: row.active_users,
    todayBonuses: row.today_bonuses,
    todayIncome: Number(row.today_income),
  };
}

/** A recent event: `subject` is the member, bonus or tier name, or the payout's status; `amount` in haléře; the member it is about. */
export interface RecentEvent {
  kind: AdminActivityKind;
  subject: string;
  amount: number | null;
  at: Date;
  memberId: string;
  memberName: string;
}

/** The ten newest registrations, bonus completions, subscription payments and payouts together, each with its member. */
export async function recentEvents(dataSource: DataSource): Promise<RecentEvent[]> {
  const rows: Array<{ kind: AdminActivityKind; subject: string; amount: string | null; at: Date; member_id: string; member_name: string }> = await dataSource.query(
    `(SELECT 'registration' AS kind, name AS subject, NULL::bigint AS amount, created_at AS at, id AS member_id, name AS member_name FROM app_user WHERE erased_at IS NULL ORDER BY created_at DESC LIMIT 10)
     UNION ALL (SELECT 'bonus', b.name, e.reached_profit_halere, e.created_at, u.id, u.name FROM bonus_history_entry e JOIN bonus b ON b.id = e.bonus_id JOIN app_user u ON u.id = e.user_id ORDER BY e.created_at DESC LIMIT 10)
     UNION ALL (SELECT 'payment', t.name, p.amount_halere, p.paid_at, u.id, u.name FROM subscription_payment p JOIN subscription_order o ON o.id = p.order_id JOIN tier t ON t.id = o.tier_id JOIN app_user u ON u.id = o.user_id ORDER BY p.paid_at DESC LIMIT 10)
     UNION ALL (SELECT 'payout', p.status, p.amount_halere, p.created_at, u.id, u.name FROM payout_transaction p JOIN app_user u ON u.id = p.user_id ORDER BY p.created_at DESC LIMIT 10)
     ORDER BY at DESC LIMIT 10`,
  );
  return rows.map(({ member_id, member_name, ...row }) => ({ ...row, amount: row.amount === null ? null : Number(row.amount), memberId: member_id, memberName: member_name }));
}

/**
 * This Prague month up to `now` against the same span of the month before (1st to the same day and hour), so a
 * month in progress is not compared with a whole one: members, registrations, subscription payments, bonus
 * completions; and the payouts waiting now.
 */
export async function overviewTrends(dataSource: DataSource, now: Date): Promise<OverviewTrends> {
  const [row]: Array<Record<string, string | number>> = await dataSource.query(
    `WITH bounds AS (
       SELECT $1::timestamptz AS this_now,
              date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/Prague') AT TIME ZONE 'Europe/Prague' AS this_start,
              (date_trunc('month', $1::timestamptz AT TIME ZONE 'Europe/Prague') - interval '1 month') AT TIME ZONE 'Europe/Prague' AS last_start,
              ($1::timestamptz AT TIME ZONE 'Europe/Prague' - interval '1 month') AT TIME ZONE 'Europe/Prague' AS last_now
     )
     SELECT (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL AND created_at <= this_now) AS members_now,
            (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL AND created_at <= last_now) AS members_before,
            (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL AND created_at >= this_start AND created_at <= this_now) AS registrations_now,
            (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL AND created_at >= last_start AND created_at <= last_now) AS registrations_before,
            (SELECT coalesce(sum(amount_halere), 0)::bigint FROM subscription_payment WHERE paid_at >= this_start AND paid_at <= this_now) AS revenue_now,
            (SELECT coalesce(sum(amount_halere), 0)::bigint FROM subscription_payment WHERE paid_at >= last_start AND paid_at <= last_now) AS revenue_before,
            (SELECT count(*)::int FROM bonus_history_entry WHERE created_at >= this_start AND created_at <= this_now) AS bonuses_now,
            (SELECT count(*)::int FROM bonus_history_entry WHERE created_at >= last_start AND created_at <= last_now) AS bonuses_before,
            (SELECT count(*)::int FROM payout_transaction WHERE status = 'pending') AS pending_count,
            (SELECT coalesce(sum(amount_halere), 0)::bigint FROM payout_transaction WHERE status = 'pending') AS pending_amount,
            (SELECT count(*)::int FROM payout_transaction WHERE status = 'pending' AND batch_id IS NULL) AS pending_unbatched
       FROM bounds`,
    [now],
  );
  const pair = (name: string) => ({ current: Number(row[`${name}_now`]), previous: Number(row[`${name}_before`]) });
  return {
    members: pair('members'),
    registrations: pair('registrations'),
    revenue: pair('revenue'),
    bonuses: pair('bonuses'),
    pendingPayouts: { count: Number(row.pending_count), amount: Number(row.pending_amount), unbatched: Number(row.pending_unbatched) },
  };
}

/** Subscription payments received per Prague month, the twelve months up to `now`. */
export async function revenuePerMonth(dataSource: DataSource, now: Date): Promise<MonthAmount[]> {
  const rows: Array<{ month: string; amount: string }> = await dataSource.query(
    `WITH ${pragueMonthsCte('$1', '12')} SELECT to_char(m.month, 'YYYY-MM') AS month,
       (SELECT coalesce(sum(p.amount_halere), 0)::bigint FROM subscription_payment p WHERE ${pragueMonthOf('p.paid_at')} = m.month) AS amount FROM months m ORDER BY m.month`,
    [now],
  );
  return rows.map((row) => ({ month: row.month, value: Number(row.amount) }));
}

/** Registrations per Prague month, the twelve months up to `now`. */
export function registrationsPerMonth(dataSource: DataSource, now: Date): Promise<MonthCount[]> {
  return dataSource.query(
    `WITH ${pragueMonthsCte('$1', '12')} SELECT to_char(m.month, 'YYYY-MM') AS month,
       (SELECT count(*)::int FROM app_user u WHERE ${pragueMonthOf('u.created_at')} = m.month) AS value FROM months m ORDER BY m.month`,
    [now],
  );
}

/** Counted bonus earnings per Prague month, the twelve months up to `now`. */
export async function earningsPerMonth(dataSource: DataSource, now: Date): Promise<MonthAmount[]> {
  const rows: Array<{ month: string; amount: string }> = await dataSource.query(
    `WITH ${pragueMonthsCte('$1', '12')} SELECT to_char(m.month, 'YYYY-MM') AS month,
       (SELECT coalesce(sum(e.reached_profit_halere), 0)::bigint FROM bonus_history_entry e WHERE ${countedEarningsSql('e')} AND ${pragueMonthOf('e.created_at')} = m.month) AS amount FROM months m ORDER BY m.month`,
    [now],
  );
  return rows.map((row) => ({ month: row.month, value: Number(row.amount) }));
}

/** Members (not erased) per tier, in tier order. */
export function membersPerTier(dataSource: DataSource): Promise<Array<{ name: string; count: number }>> {
  return dataSource.query(`SELECT t.name, count(u.id)::int AS count FROM tier t LEFT JOIN app_user u ON u.tier_id = t.id AND u.erased_at IS NULL GROUP BY t.id, t.name ORDER BY t.id`);
}

/** Each generation's seats and the subscription payments received for it. */
export async function generationFills(dataSource: DataSource): Promise<GenerationFill[]> {
  const rows: Array<{ name: string; limit: number; load: number; revenue: string }> = await dataSource.query(
    `SELECT g.name, g."limit", g.current_load AS load,
            (SELECT coalesce(sum(p.amount_halere), 0)::bigint FROM subscription_payment p JOIN subscription_order o ON o.id = p.order_id WHERE o.generation_id = g.id) AS revenue
       FROM generation g ORDER BY g.number`,
  );
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
}

/**
 * Steps members missed per Prague month of their due time, the twelve months up to `now` (issue #36 §4).
 * A step with a deadline is due `deadline_days` whole 24-hour days after the member started the offer
 * (libs/domain stepDeadlines); it is missed when that time has passed and the member had not completed it
 * (its position at or after their step_idx), in an offer they started and neither finished nor hid.
 */
export function missedStepsPerMonth(dataSource: DataSource, now: Date): Promise<MonthCount[]> {
  return dataSource.query(
    `WITH ${pragueMonthsCte('$1', '12')},
     missed AS (
       SELECT ${stepDueAtSql('p', 's')} AS due_at
         FROM user_bonus_progress p
         ${openDueStepsJoinSql('p', 's')}
        WHERE p.step_idx > 0 AND ${neitherCompletedNorHiddenSql('p.user_id', 'p.bonus_id')}
     )
     SELECT to_char(m.month, 'YYYY-MM') AS month,
       (SELECT count(*)::int FROM missed WHERE missed.due_at <= $1 AND ${pragueMonthOf('missed.due_at')} = m.month) AS value FROM months m ORDER BY m.month`,
    [now],
  );
}
