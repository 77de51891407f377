import { Ctx, Query, Resolver } from 'type-graphql';
import { currentUser } from '../../auth/identity';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { RiskOverview } from '../types/insights.types';

/** The paid tiers' extras (risk management, reports, analyses); the service refuses tiers without them. */
@Resolver()
export class InsightsResolver {
  @Query(() => RiskOverview, { description: 'Basic and premium: capital tied up in started bonuses and this month’s return against the tier’s maximum.' })
  @AccessRule('member')
  async riskOverview(@Ctx() { identity, services }: GraphQLContext): Promise<RiskOverview> {
    return RiskOverview.from(await services.insights.riskOverview(currentUser(await identity())));
  }
}
