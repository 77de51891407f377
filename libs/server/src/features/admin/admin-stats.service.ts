import { DataSource } from 'typeorm';
import { formatCzk, halereToWholeCzk, payoutStatusLabel } from '@bonus/domain';
import { SharedCache } from '../../cache/shared-cache';
import type { UserEntity } from '../users/user.entity';
import { earningsPerMonth, generationFills, headlineFigures, membersPerTier, RecentEvent, recentEvents, registrationsPerMonth } from './admin-stats.queries';
import type { AdminAnalytics, AdminOverview } from './admin-stats.read-model';

const TOUCH_INTERVAL_MS = 60_000;
const SEEN_RECENTLY = Promise.resolve();

/** The admin's live figures (overview and analytics), straight from the data. */
export class AdminStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SharedCache,
  ) {}

  /**
   * Notes that a member used the app, kept to the minute. The member record the request loaded
   * already says when they were last seen, so within the minute this costs nothing; after it, one
   * write, tried at most once a minute by this copy (concurrent requests, or clocks that disagree with
   * the database's, would otherwise each send it).
   */
  touch(member: Pick<UserEntity, 'id' | 'lastSeenAt'>): Promise<void> {
    if (member.lastSeenAt && Date.now() - member.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return SEEN_RECENTLY;
    return this.cache.get(`touch:${member.id}`, TOUCH_INTERVAL_MS, () =>
      this.dataSource.query(
        `UPDATE app_user SET last_seen_at = now() WHERE id = $1 AND (last_seen_at IS NULL OR last_seen_at < now() - interval '1 minute')`,
        [member.id],
      ),
    );
  }

  async overview(): Promise<AdminOverview> {
    const [figures, recent] = await Promise.all([headlineFigures(this.dataSource), recentEvents(this.dataSource)]);
    return {
      totalUsers: figures.users,
      activeBonuses: figures.activeBonuses,
      totalEarnings: figures.earnings,
      conversionRate: figures.users ? figures.paid / figures.users : 0,
      activeUsers: figures.activeUsers,
      todayBonuses: figures.todayBonuses,
      todayIncome: figures.todayIncome,
      recentActivity: recent.map((event) => ({ kind: event.kind, text: describe(event), at: event.at })),
    };
  }

  async analytics(now = new Date()): Promise<AdminAnalytics> {
    const [registrations, earnings, tiers, generations] = await Promise.all([
      registrationsPerMonth(this.dataSource, now),
      earningsPerMonth(this.dataSource, now),
      membersPerTier(this.dataSource),
      generationFills(this.dataSource),
    ]);
    const members = tiers.reduce((sum, tier) => sum + tier.count, 0);
    return {
      registrations,
      earnings,
      tiers: tiers.map((tier) => ({ name: tier.name, count: tier.count, percent: members ? Math.round((tier.count / members) * 100) : 0 })),
      generations,
    };
  }
}

/** The event's Czech line; amounts in whole Kč as the overview shows them. */
function describe({ kind, subject, amount }: RecentEvent): string {
  const czk = amount === null ? 0 : halereToWholeCzk(amount);
  if (kind === 'registration') return `Nová registrace: ${subject}`;
  if (kind === 'bonus') return `Splněný bonus ${subject} (${formatCzk(czk)})`;
  if (kind === 'payment') return `Platba členství ${subject}: ${formatCzk(czk)}`;
  return `Výplata ${formatCzk(czk)} (${payoutStatusLabel(subject).toLowerCase()})`;
}
