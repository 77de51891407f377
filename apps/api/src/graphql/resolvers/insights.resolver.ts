import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { monthlyReportQuerySchema } from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { parseInput } from '../../validation';
import { MonthlyReport, RiskOverview } from '../types/insights.types';

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
  async monthlyReport(@Arg('month', () => String, { nullable: true }) month: string | null, @Ctx() { identity, services }: GraphQLContext): Promise<MonthlyReport> {
    const input = parseInput(monthlyReportQuerySchema, { month: month ?? undefined });
    return MonthlyReport.from(await services.insights.monthlyReport(currentUser(await identity()), input.month));
  }
}
