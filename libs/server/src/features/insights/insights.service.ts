import type { DataSource } from 'typeorm';
import { halereToWholeCzk, lastFinishedMonth, MonthFigures, MonthlyReport, monthlyReport, previousMonth, RiskOverview, riskOverview, TaxReport, taxReport, TaxSummary, taxSummary, WeeklyAnalysis, weeklyAnalysis } from '@bonus/domain';
import type { BonusService } from '../bonuses/bonus.service';
import { loadStartedBonuses } from '../bonuses/bonus-progress.queries';
import type { UserEntity } from '../users/user.entity';
import type { MemberContext } from '../users/member-context';
import { completedInMonths, payoutsByMonth, profitThisMonth, referralIncomeByMonth } from './insights.queries';
import { taxYearRecords } from './tax.queries';
import { requireFeature } from './tier-feature';

/** What the paid tiers promise beyond the catalogue (pricing table extras), each checked against the member's tier. */
export class InsightsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bonuses: BonusService,
  ) {}

  /** Řízení rizik (basic, premium): capital in started bonuses, and this month's return against the tier's maximum. */
  async riskOverview(user: UserEntity, now = new Date()): Promise<RiskOverview> {
    requireFeature(user.tier.code, 'riskManagement');
    const [started, profit] = await Promise.all([loadStartedBonuses(this.dataSource.manager, user.id, now), profitThisMonth(this.dataSource.manager, user.id, now)]);
    return riskOverview(started, halereToWholeCzk(profit), user.tier.maxReturnCzk);
  }

  /** Měsíční report (basic, premium): a month (by default the last finished one, Prague time) against the month before. */
  async monthlyReport(user: UserEntity, month = lastFinishedMonth(new Date())): Promise<MonthlyReport> {
    requireFeature(user.tier.code, 'monthlyReport');
    const before = previousMonth(month);
    const manager = this.dataSource.manager;
    const [completed, referrals, payouts, taxRecords] = await Promise.all([
      completedInMonths(manager, user.id, before, month),
      referralIncomeByMonth(manager, user.id, before, month),
      payoutsByMonth(manager, user.id, before, month),
      taxYearRecords(this.dataSource.manager, user.id, Number(month.slice(0, 4))),
    ]);
    const figuresOf = (which: string): MonthFigures => ({
      completed: completed.filter((row) => row.month === which).map((row) => ({ type: row.type, profit: halereToWholeCzk(row.profit) })),
      referralIncome: halereToWholeCzk(Number(referrals.find((row) => row.month === which)?.total ?? 0)),
      payouts: halereToWholeCzk(Number(payouts.find((row) => row.month === which)?.total ?? 0)),
    });
    return monthlyReport(month, figuresOf(month), figuresOf(before), taxRecords);
  }

  /** The member's tax position for a Prague calendar year (GET /tax_summary, the overview): every member, informative. */
  async taxSummary(user: UserEntity, year: number): Promise<TaxSummary> {
    return taxSummary(year, await taxYearRecords(this.dataSource.manager, user.id, year));
  }

  /** Daňový přehled (premium): the year's dated records and the same position as the tax summary. */
  async taxReport(user: UserEntity, year: number): Promise<TaxReport> {
    requireFeature(user.tier.code, 'taxReport');
    return taxReport(year, await taxYearRecords(this.dataSource.manager, user.id, year));
  }

  /** Týdenní analýza (premium): of the bonuses open to the member (not locked), the best value per hour and per crown, and what ends this week. */
  async weeklyAnalysis(member: MemberContext, now = new Date()): Promise<WeeklyAnalysis> {
    requireFeature(member.user.tier.code, 'weeklyAnalysis');
    const open = (await this.bonuses.list(member, now)).filter((bonus) => bonus.lock === null);
    return weeklyAnalysis(
      // The analysis ranks in whole Kč, as the member sees the values.
      open.map((bonus) => ({
        id: bonus.id,
        name: bonus.name,
        expectedValue: halereToWholeCzk(bonus.expectedValue),
        neededCapital: halereToWholeCzk(bonus.neededCapital),
        steps: bonus.stepList.length,
        startAt: bonus.startTimestamp,
        endAt: bonus.endTimestamp,
      })),
      now,
    );
  }
}
