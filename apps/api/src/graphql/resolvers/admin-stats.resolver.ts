import { Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { ADMIN_ACTIVITY_KINDS } from '@bonus/domain';
import type { AdminActivityKind, Halere } from '@bonus/domain';
import type { AdminAnalytics as AdminAnalyticsModel, AdminOverview as AdminOverviewModel, AdminOverviewTrends as AdminOverviewTrendsModel } from '@bonus/server';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { UnixSeconds, WholeCzk } from '../scalars';
import { stringEnum } from '../string-enum';

const ActivityKindEnum = stringEnum(ADMIN_ACTIVITY_KINDS, 'ActivityKind', 'What a recent event of the admin overview is.');

@ObjectType()
class ActivityEvent {
  @Field(() => ActivityKindEnum) kind!: AdminActivityKind;
  @Field() text!: string;
  @Field(() => UnixSeconds, { name: 'timestamp' }) at!: Date;
  @Field(() => ID, { description: 'The member the event is about.' }) memberId!: string;
  @Field() memberName!: string;
}

@ObjectType({ description: 'The admin overview from live data.' })
class AdminOverview {
  @Field(() => Int) totalUsers!: number;
  @Field(() => Int) activeBonuses!: number;
  @Field(() => WholeCzk, { description: 'Kč.' }) totalEarnings!: Halere;
  @Field(() => Float, { description: 'Share 0..1 of members on a paid tier.' }) conversionRate!: number;
  @Field(() => Int, { description: 'Members active in the last 15 minutes.' }) activeUsers!: number;
  @Field(() => Int) todayBonuses!: number;
  @Field(() => WholeCzk, { description: 'Kč.' }) todayIncome!: Halere;
  @Field(() => [ActivityEvent]) recentActivity!: ActivityEvent[];
}

@ObjectType()
class MonthCount {
  @Field() month!: string;
  @Field(() => Int, { name: 'value' }) count!: number;
}

@ObjectType()
class MonthAmount {
  @Field() month!: string;
  @Field(() => WholeCzk, { name: 'value', description: 'Kč.' }) amount!: Halere;
}

@ObjectType()
class TierShare {
  @Field() name!: string;
  @Field(() => Int) count!: number;
  @Field(() => Int) percent!: number;
}

@ObjectType()
class GenerationFill {
  @Field() name!: string;
  @Field(() => Int) limit!: number;
  @Field(() => Int) load!: number;
  @Field(() => WholeCzk, { description: 'Kč received for this generation.' }) revenue!: Halere;
}

@ObjectType({ description: 'A count this month so far and over the same span of the month before.' })
class CountComparison {
  @Field(() => Int) current!: number;
  @Field(() => Int) previous!: number;
}

@ObjectType({ description: 'An amount this month so far and over the same span of the month before, Kč.' })
class AmountComparison {
  @Field(() => WholeCzk) current!: Halere;
  @Field(() => WholeCzk) previous!: Halere;
}

@ObjectType()
class PendingPayoutsSummary {
  @Field(() => Int) count!: number;
  @Field(() => WholeCzk, { description: 'Kč.' }) amount!: Halere;
  @Field(() => Int, { description: 'Pending payouts in no bank batch yet.' }) unbatched!: number;
}

@ObjectType({ description: 'The overview key figures of this Prague month so far against the same span of the previous month.' })
class AdminOverviewTrends {
  @Field({ description: 'YYYY-MM.' }) month!: string;
  @Field({ description: 'YYYY-MM.' }) previousMonth!: string;
  @Field(() => CountComparison, { description: 'Members registered up to now and up to the same moment a month ago.' }) members!: CountComparison;
  @Field(() => CountComparison) registrations!: CountComparison;
  @Field(() => AmountComparison, { description: 'Subscription payments received.' }) revenue!: AmountComparison;
  @Field(() => CountComparison, { description: 'Bonus completions recorded.' }) bonuses!: CountComparison;
  @Field(() => PendingPayoutsSummary) pendingPayouts!: PendingPayoutsSummary;
  @Field(() => [MonthAmount], { description: 'Subscription payments per month, the twelve months up to `month`, Kč.' }) revenueByMonth!: MonthAmount[];
  @Field(() => [MonthCount], { description: 'Steps members missed (a deadline passed before they completed the step) per Prague month of the due time, the twelve months up to `month`.' })
  missedStepsByMonth!: MonthCount[];
}

@ObjectType({ description: 'The admin analytics from live data.' })
class AdminAnalytics {
  @Field(() => [MonthCount]) registrations!: MonthCount[];
  @Field(() => [MonthAmount], { description: 'Bonus earnings per month, Kč.' }) earnings!: MonthAmount[];
  @Field(() => [TierShare]) tiers!: TierShare[];
  @Field(() => [GenerationFill]) generations!: GenerationFill[];
}

/** The admin's overview and analytics (admin only). */
@Resolver()
export class AdminStatsResolver {
  @Query(() => AdminOverview)
  @AccessRule('admin')
  adminOverview(@Ctx() { services }: GraphQLContext): Promise<AdminOverviewModel> {
    return services.adminStats.overview();
  }

  @Query(() => AdminOverviewTrends)
  @AccessRule('admin')
  adminOverviewTrends(@Ctx() { services }: GraphQLContext): Promise<AdminOverviewTrendsModel> {
    return services.adminStats.trends();
  }

  @Query(() => AdminAnalytics)
  @AccessRule('admin')
  adminAnalytics(@Ctx() { services }: GraphQLContext): Promise<AdminAnalyticsModel> {
    return services.adminStats.analytics();
  }
}
