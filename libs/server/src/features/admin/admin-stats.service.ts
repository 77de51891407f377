import { DataSource } from 'typeorm';
import { AdminAnalyticsDto, AdminOverviewDto, formatCzk, halereToWholeCzk, payoutStatusLabel } from '@bonus/domain';
import { pragueMonthOf, pragueMonthsCte } from '../../persistence/prague-months';
import { visibleNowSql } from '../bonuses/bonus-visibility';
import { countedEarningsSql } from '../bonuses/earnings-review';

const TODAY = `date_trunc('day', now() AT TIME ZONE 'Europe/Prague') AT TIME ZONE 'Europe/Prague'`;

/** The admin's live figures (overview and analytics), straight from the data. */
export class AdminStatsService {
  constructor(private readonly dataSource: DataSource) {}

  async overview(): Promise<AdminOverviewDto> {
    const [[row], recent] = await Promise.all([
      this.dataSource.query(
        `SELECT (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL) AS users,
                (SELECT count(*)::int FROM app_user WHERE erased_at IS NULL AND tier_id > 1) AS paid,
                (SELECT count(*)::int FROM bonus b WHERE ${visibleNowSql('b', 'now()')} AND b.end_at > now()) AS active_bonuses,
                (SELECT coalesce(sum(reached_profit_halere), 0)::bigint FROM bonus_history_entry e WHERE ${countedEarningsSql('e')}) AS earnings,
                (SELECT count(*)::int FROM app_user WHERE last_seen_at > now() - interval '15 minutes') AS active_users,
                (SELECT count(*)::int FROM bonus_history_entry WHERE created_at >= ${TODAY}) AS today_bonuses,
                (SELECT coalesce(sum(amount_halere), 0)::bigint FROM subscription_payment WHERE paid_at >= ${TODAY}) AS today_income`,
      ),
      this.dataSource.query(
        `(SELECT 'registration' AS kind, name AS subject, NULL::bigint AS amount, created_at AS at FROM app_user WHERE erased_at IS NULL ORDER BY created_at DESC LIMIT 10)
         UNION ALL (SELECT 'bonus', b.name, e.reached_profit_halere, e.created_at FROM bonus_history_entry e JOIN bonus b ON b.id = e.bonus_id ORDER BY e.created_at DESC LIMIT 10)
         UNION ALL (SELECT 'payment', t.name, p.amount_halere, p.paid_at FROM subscription_payment p JOIN subscription_order o ON o.id = p.order_id JOIN tier t ON t.id = o.tier_id ORDER BY p.paid_at DESC LIMIT 10)
         UNION ALL (SELECT 'payout', status, amount_halere, created_at FROM payout_transaction ORDER BY created_at DESC LIMIT 10)
         ORDER BY at DESC LIMIT 10`,
      ),
    ]);
    return {
      total_users: row.users,
      active_bonuses: row.active_bonuses,
      total_earnings: halereToWholeCzk(Number(row.earnings)),
      conversion_rate: row.users ? row.paid / row.users : 0,
      active_users: row.active_users,
      today_bonuses: row.today_bonuses,
      today_income: halereToWholeCzk(Number(row.today_income)),
      recent_activity: recent.map((event: { kind: AdminOverviewDto['recent_activity'][number]['kind']; subject: string; amount: string | null; at: Date }) => ({
        kind: event.kind,
        text: describe(event.kind, event.subject, event.amount === null ? 0 : halereToWholeCzk(Number(event.amount))),
        timestamp: Math.floor(event.at.getTime() / 1000),
      })),
    };
  }

  async analytics(now = new Date()): Promise<AdminAnalyticsDto> {
    const [registrations, earnings, tiers, generations] = await Promise.all([
      this.dataSource.query(
        `WITH ${pragueMonthsCte('$1', '12')} SELECT to_char(m.month, 'YYYY-MM') AS month,
           (SELECT count(*)::int FROM app_user u WHERE ${pragueMonthOf('u.created_at')} = m.month) AS count FROM months m ORDER BY m.month`,
        [now],
      ),
      this.dataSource.query(
        `WITH ${pragueMonthsCte('$1', '12')} SELECT to_char(m.month, 'YYYY-MM') AS month,
           (SELECT coalesce(sum(e.reached_profit_halere), 0)::bigint FROM bonus_history_entry e WHERE ${countedEarningsSql('e')} AND ${pragueMonthOf('e.created_at')} = m.month) AS amount FROM months m ORDER BY m.month`,
        [now],
      ),
      this.dataSource.query(`SELECT t.name, count(u.id)::int AS count FROM tier t LEFT JOIN app_user u ON u.tier_id = t.id AND u.erased_at IS NULL GROUP BY t.id, t.name ORDER BY t.id`),
      this.dataSource.query(
        `SELECT g.name, g."limit", g.current_load AS load,
                (SELECT coalesce(sum(p.amount_halere), 0)::bigint FROM subscription_payment p JOIN subscription_order o ON o.id = p.order_id WHERE o.generation_id = g.id) AS revenue
           FROM generation g ORDER BY g.number`,
      ),
    ]);
    const members = tiers.reduce((sum: number, t: { count: number }) => sum + t.count, 0);
    return {
      registrations,
      earnings: earnings.map((row: { month: string; amount: string }) => ({ month: row.month, amount: halereToWholeCzk(Number(row.amount)) })),
      tiers: tiers.map((t: { name: string; count: number }) => ({ name: t.name, count: t.count, percent: members ? Math.round((t.count / members) * 100) : 0 })),
      generations: generations.map((g: { name: string; limit: number; load: number; revenue: string }) => ({ name: g.name, limit: g.limit, load: g.load, revenue: halereToWholeCzk(Number(g.revenue)) })),
    };
  }
}

function describe(kind: AdminOverviewDto['recent_activity'][number]['kind'], subject: string, amount: number): string {
  if (kind === 'registration') return `Nová registrace: ${subject}`;
  if (kind === 'bonus') return `Splněný bonus ${subject} (${formatCzk(amount)})`;
  if (kind === 'payment') return `Platba členství ${subject}: ${formatCzk(amount)}`;
  return `Výplata ${formatCzk(amount)} (${payoutStatusLabel(subject).toLowerCase()})`;
}
