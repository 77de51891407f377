import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { MINUTES_PER_STEP, monthlyReportQuerySchema, taxReportCsv, taxYearSchema } from '@bonus/domain';
import { taxReportPdf } from '@bonus/server';
import { currentMember, currentUser } from '../../auth/identity';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { parseInput } from '../../validation';
import { MonthlyReport, RiskOverview, TaxReportSummary, TaxSummary, WeeklyAnalysis } from '../types/insights.types';

/** The paid tiers' extras (risk management, reports, analyses); the service refuses tiers without them. */
@Resolver()
export class InsightsResolver {
  @Query(() => RiskOverview, { description: 'Basic and premium: capital tied up in started bonuses and this month’s return against the tier’s maximum.' })
  @AccessRule('member')
  async riskOverview(@Ctx() { identity, services }: GraphQLContext): Promise<RiskOverview> {
    return RiskOverview.from(await services.insights.riskOverview(currentUser(await identity())));
  }

  @Query(() => MonthlyReport, { description: 'Basic and premium: a month (YYYY-MM, by default the last finished one) against the month before.' })
  @AccessRule('member')
  async monthlyReport(@Arg('month', () => String, { nullable: true, description: 'The month, YYYY-MM; omitted: the last finished one.' }) month: string | null, @Ctx() { identity, services }: GraphQLContext): Promise<MonthlyReport> {
    const input = parseInput(monthlyReportQuerySchema, { month: month ?? undefined });
    return MonthlyReport.from(await services.insights.monthlyReport(currentUser(await identity()), input.month));
  }

  @Query(() => TaxSummary, { description: 'Every member: the year’s tax position (net per gambling game type, other income) against the limits, informative (GET /tax_summary).' })
  @AccessRule('member')
  async taxSummary(@Arg('year', () => Int, { description: 'The calendar year.' }) year: number, @Ctx() { identity, services }: GraphQLContext): Promise<TaxSummary> {
    return TaxSummary.from(await services.insights.taxSummary(currentUser(await identity()), parseInput(taxYearSchema, { year }).year));
  }

  @Query(() => TaxReportSummary, { description: 'Premium: the year’s tax position with the count of dated entries the files carry.' })
  @AccessRule('member')
  async taxReport(@Arg('year', () => Int, { description: 'The calendar year.' }) year: number, @Ctx() { identity, services }: GraphQLContext): Promise<TaxReportSummary> {
    return TaxReportSummary.from(await services.insights.taxReport(currentUser(await identity()), parseInput(taxYearSchema, { year }).year));
  }

  @Query(() => String, { description: 'Premium: the tax report as CSV (UTF-8 with BOM, ";"-separated).' })
  @AccessRule('member')
  async taxReportCsv(@Arg('year', () => Int, { description: 'The calendar year.' }) year: number, @Ctx() { identity, services }: GraphQLContext): Promise<string> {
    return taxReportCsv(await services.insights.taxReport(currentUser(await identity()), parseInput(taxYearSchema, { year }).year));
  }

  @Query(() => String, { description: 'Premium: the tax report as a PDF, base64-encoded.' })
  @AccessRule('member')
  async taxReportPdf(@Arg('year', () => Int, { description: 'The calendar year.' }) year: number, @Ctx() { identity, services }: GraphQLContext): Promise<string> {
    const user = currentUser(await identity());
    const report = await services.insights.taxReport(user, parseInput(taxYearSchema, { year }).year);
    return (await taxReportPdf(report, [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name)).toString('base64');
  }

  @Query(() => WeeklyAnalysis, { description: 'Premium: the open bonuses worth most per hour and per crown of capital, and those ending within a week.' })
  @AccessRule('member')
  async weeklyAnalysis(@Ctx() { identity, services }: GraphQLContext): Promise<WeeklyAnalysis> {
    return WeeklyAnalysis.from(await services.insights.weeklyAnalysis(currentMember(await identity())), MINUTES_PER_STEP);
  }
}
