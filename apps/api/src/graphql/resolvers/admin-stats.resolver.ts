import { Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { ADMIN_ACTIVITY_KINDS } from '@bonus/domain';
import type { AdminActivityKind, Halere } from '@bonus/domain';
import type { AdminAnalytics as AdminAnalyticsModel, AdminOverview as AdminOverviewModel, AdminOverviewTrends as AdminOverviewTrendsModel } from '@bonus/server';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { UnixSeconds, WholeCzk } from '../scalars';
import { stringEnum } from '../string-enum';

const ActivityKindEnum = stringEnum(ADMIN_ACTIVITY_KINDS, 'ActivityKind', 'What a recent event of the admin overview is.', {
  bonus: 'A member completed a bonus.',
  payment: 'A membership payment came in.',
  payout: 'A payout was requested or created.',
  registration: 'A new member registered.',
});

@ObjectType({ description: "One recent event of the admin overview's activity feed." })
class ActivityEvent {
  @Field(() => ActivityKindEnum, { description: 'What kind of event it is.' }) kind!: AdminActivityKind;
  @Field({ description: 'The event as one line of Czech text for the feed.' }) text!: string;
  @Field(() => UnixSeconds, { description: 'When it happened, unix seconds.' }) timestamp!: Date;
  @Field(() => ID, { description: 'The member the event is about.' }) memberId!: string;
  @Field({ description: 'The nickname of the member the event is about.' }) memberName!: string;
}

@ObjectType({ description: 'The admin overview from live data.' })
class AdminOverview {
  @Field(() => Int, { description: 'All registered members.' }) totalUsers!: number;
  @Field(() => Int, { description: 'Bonuses members can see and take now.' }) activeBonuses!: number;
  @Field(() => WholeCzk, { description: 'Kč.' }) totalEarnings!: Halere;
  @Field(() => Float, { description: 'Share 0..1 of members on a paid tier.' }) conversionRate!: number;
  @Field(() => Int, { description: 'Members active in the last 15 minutes.' }) activeUsers!: number;
  @Field(() => Int, { description: 'Bonus completions recorded today (Prague time).' }) todayBonuses!: number;
  @Field(() => WholeCzk, { description: 'Kč.' }) todayIncome!: Halere;
  @Field(() => [ActivityEvent], { description: 'The newest events: registrations, payments, bonuses and payouts.' }) recentActivity!: ActivityEvent[];
}

@ObjectType({ description: 'A count of one month.' })
class MonthCount {
  @Field({ description: 'The month, YYYY-MM.' }) month!: string;
  @Field(() => Int, { description: 'The count.' }) value!: number;
}

@ObjectType({ description: 'An amount of one month.' })
class MonthAmount {
  @Field({ description: 'The month, YYYY-MM.' }) month!: string;
  @Field(() => WholeCzk, { description: 'Kč.' }) value!: Halere;
}

@ObjectType({ description: 'How many members are on one tier.' })
class TierShare {
  @Field({ description: "The tier's name." }) name!: string;
  @Field(() => Int, { description: 'Members on the tier.' }) count!: number;
  @Field(() => Int, { description: 'Their share of all members, whole percent.' }) percent!: number;
}

@ObjectType({ description: 'How full a membership generation is and what it brought in.' })
class GenerationFill {
  @Field({ description: "The generation's name." }) name!: string;
  @Field(() => Int, { description: 'How many members it takes.' }) limit!: number;
  @Field(() => Int, { description: 'Members who bought into it so far.' }) load!: number;
  @Field(() => WholeCzk, { description: 'Kč received for this generation.' }) revenue!: Halere;
}

@ObjectType({ description: 'A count this month so far and over the same span of the month before.' })
class CountComparison {
  @Field(() => Int, { description: 'This month so far.' }) current!: number;
  @Field(() => Int, { description: 'The same span of the previous month.' }) previous!: number;
}

@ObjectType({ description: 'An amount this month so far and over the same span of the month before, Kč.' })
class AmountComparison {
  @Field(() => WholeCzk, { description: 'This month so far, Kč.' }) current!: Halere;
  @Field(() => WholeCzk, { description: 'The same span of the previous month, Kč.' }) previous!: Halere;
}

@ObjectType({ description: 'How many payouts wait to be paid and their sum.' })
class PendingPayoutsSummary {
  @Field(() => Int, { description: 'Pending payouts.' }) count!: number;
  @Field(() => WholeCzk, { description: 'Kč.' }) amount!: Halere;
  @Field(() => Int, { description: 'Pending payouts in no bank batch yet.' }) unbatched!: number;
}

@ObjectType({ description: 'The overview key figures of this Prague month so far against the same span of the previous month.' })
class AdminOverviewTrends {
  @Field({ description: 'YYYY-MM.' }) month!: string;
  @Field({ description: 'YYYY-MM.' }) previousMonth!: string;
  @Field(() => CountComparison, { description: 'Members registered up to now and up to the same moment a month ago.' }) members!: CountComparison;
  @Field(() => CountComparison, { description: 'Members who registered this month so far against the same span of the previous month.' }) registrations!: CountComparison;
  @Field(() => AmountComparison, { description: 'Subscription payments received.' }) revenue!: AmountComparison;
  @Field(() => CountComparison, { description: 'Bonus completions recorded.' }) bonuses!: CountComparison;
  @Field(() => PendingPayoutsSummary, { description: 'The payouts waiting to be paid.' }) pendingPayouts!: PendingPayoutsSummary;
  @Field(() => [MonthAmount], { description: 'Subscription payments per month, the twelve months up to `month`, Kč.' }) revenueByMonth!: MonthAmount[];
  @Field(() => [MonthCount], { description: 'Steps members missed (a deadline passed before they completed the step) per Prague month of the due time, the twelve months up to `month`.' })
  missedStepsByMonth!: MonthCount[];
}

@ObjectType({ description: 'The admin analytics from live data.' })
class AdminAnalytics {
  @Field(() => [MonthCount], { description: 'New members per month.' }) registrations!: MonthCount[];
  @Field(() => [MonthAmount], { description: 'Bonus earnings per month, Kč.' }) earnings!: MonthAmount[];
  @Field(() => [TierShare], { description: 'How the members are spread over the tiers.' }) tiers!: TierShare[];
  @Field(() => [GenerationFill], { description: 'How full each membership generation is and what it brought in.' }) generations!: GenerationFill[];
}

/** The admin's overview and analytics (admin only). */
@Resolver()
export class AdminStatsResolver {
  @Query(() => AdminOverview, { description: "Admin: the overview's key figures and recent activity." })
  @AccessRule('admin')
  adminOverview(@Ctx() { services }: GraphQLContext): Promise<AdminOverviewModel> {
    return services.adminStats.overview();
  }

  @Query(() => AdminOverviewTrends, { description: "Admin: this month's key figures against the same span of the previous month." })
  @AccessRule('admin')
  adminOverviewTrends(@Ctx() { services }: GraphQLContext): Promise<AdminOverviewTrendsModel> {
    return services.adminStats.trends();
  }

  @Query(() => AdminAnalytics, { description: 'Admin: the analytics charts from live data.' })
  @AccessRule('admin')
  adminAnalytics(@Ctx() { services }: GraphQLContext): Promise<AdminAnalyticsModel> {
    return services.adminStats.analytics();
  }
}
