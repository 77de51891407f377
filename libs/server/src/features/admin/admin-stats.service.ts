import type { DataSource } from 'typeorm';
import { formatCzk, halereToWholeCzk, payoutStatusLabel, pragueMonth, previousMonth } from '@bonus/domain';
import { earningsPerMonth, generationFills, headlineFigures, membersPerTier, missedStepsPerMonth, overviewTrends, RecentEvent, recentEvents, registrationsPerMonth, revenuePerMonth } from './admin-stats.queries';
import type { AdminAnalytics, AdminOverview, AdminOverviewTrends } from './admin-stats.read-model';

/** The admin's live figures (overview and analytics), straight from the data. */
export class AdminStatsService {
  constructor(private readonly dataSource: DataSource) {}

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
      recentActivity: recent.map((event) => ({ kind: event.kind, text: describe(event), timestamp: event.at, memberId: event.memberId, memberName: event.memberName })),
    };
  }

  /** The key figures of this month so far against the same span of the month before, the revenue chart and the steps members missed. */
  async trends(now = new Date()): Promise<AdminOverviewTrends> {
    const [trends, revenueByMonth, missedStepsByMonth] = await Promise.all([overviewTrends(this.dataSource, now), revenuePerMonth(this.dataSource, now), missedStepsPerMonth(this.dataSource, now)]);
    const month = pragueMonth(now);
    return { ...trends, month, previousMonth: previousMonth(month), revenueByMonth, missedStepsByMonth };
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

/** The event's Czech line beside its member's name; amounts in whole Kč as the overview shows them. */
function describe({ kind, subject, amount }: RecentEvent): string {
  const czk = amount === null ? 0 : halereToWholeCzk(amount);
  if (kind === 'registration') return 'Nová registrace';
  if (kind === 'bonus') return `Splněný bonus ${subject} (${formatCzk(czk)})`;
  if (kind === 'payment') return `Platba členství ${subject}: ${formatCzk(czk)}`;
  return `Výplata ${formatCzk(czk)} (${payoutStatusLabel(subject).toLowerCase()})`;
}
