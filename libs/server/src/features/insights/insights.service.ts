import { DataSource } from 'typeorm';
import { BonusType, halereToWholeCzk, lastFinishedMonth, MonthFigures, MonthlyReport, monthlyReport, previousMonth, RiskOverview, riskOverview, TaxReport, taxReport, TaxSummary, taxSummary, WeeklyAnalysis, weeklyAnalysis } from '@bonus/domain';
import { pragueMonthLabelSql, pragueMonthStartSql, withinPragueMonthsSql } from '../../persistence/prague-months';
import type { BonusService } from '../bonuses/bonus.service';
import { loadStartedBonuses } from '../bonuses/bonus-progress.queries';
import type { UserEntity } from '../users/user.entity';
import type { MemberContext } from '../users/member-context';
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
    const [started, [month]] = await Promise.all([
      loadStartedBonuses(this.dataSource.manager, user.id, now),
      this.dataSource.query(
        `SELECT coalesce(sum(reached_profit_halere), 0)::bigint AS total FROM bonus_history_entry WHERE user_id = $1 AND created_at >= ${pragueMonthStartSql('$2')}`,
        [user.id, now],
      ) as Promise<{ total: string }[]>,
    ]);
    return riskOverview(started, halereToWholeCzk(Number(month.total)), user.tier.maxReturnCzk);
  }

  /** Měsíční report (basic, premium): a month (by default the last finished one, Prague time) against the month before. */
  async monthlyReport(user: UserEntity, month = lastFinishedMonth(new Date())): Promise<MonthlyReport> {
    requireFeature(user.tier.code, 'monthlyReport');
    const before = previousMonth(month);
    // Both months, bounded by Prague midnights; rows are labelled with their Prague month.
    const within = (column: string) => withinPragueMonthsSql(column, '$2', '$3');
    const monthOf = pragueMonthLabelSql;
    const [completed, referrals, payouts, taxRecords] = await Promise.all([
      this.dataSource.query(
        `SELECT ${monthOf('e.created_at')} AS month, b.bonus_type AS type, e.reached_profit_halere AS profit
           FROM bonus_history_entry e JOIN bonus b ON b.id = e.bonus_id WHERE e.user_id = $1 AND ${within('e.created_at')}`,
        [user.id, before, month],
      ) as Promise<{ month: string; type: BonusType; profit: number }[]>,
      this.dataSource.query(
        `SELECT ${monthOf('rr.created_at')} AS month, sum(rr.amount_halere)::bigint AS total
           FROM referral_reward rr JOIN referral r ON r.id = rr.referral_id WHERE r.referrer_id = $1 AND ${within('rr.created_at')} GROUP BY 1`,
        [user.id, before, month],
      ) as Promise<{ month: string; total: string }[]>,
      this.dataSource.query(
        // Payouts count in the month the bank paid them.
        `SELECT to_char(paid_on, 'YYYY-MM') AS month, sum(amount_halere)::bigint AS total
           FROM payout_transaction WHERE user_id = $1 AND status = 'paid' AND to_char(paid_on, 'YYYY-MM') IN ($2, $3) GROUP BY 1`,
        [user.id, before, month],
      ) as Promise<{ month: string; total: string }[]>,
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
        steps: bonus.steps.length,
        startAt: bonus.startAt,
        endAt: bonus.endAt,
      })),
      now,
    );
  }
}
