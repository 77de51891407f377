import { Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { AdminAnalyticsDto, AdminOverviewDto } from '@bonus/domain';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';

@ObjectType()
class ActivityEvent {
  @Field({ description: 'registration, bonus, payment or payout' }) kind!: string;
  @Field() text!: string;
  @Field(() => Int) timestamp!: number;
}

@ObjectType({ description: 'The admin overview from live data.' })
class AdminOverview {
  @Field(() => Int) totalUsers!: number;
  @Field(() => Int) activeBonuses!: number;
  @Field(() => Int, { description: 'Kč.' }) totalEarnings!: number;
  @Field(() => Float, { description: 'Share 0..1 of members on a paid tier.' }) conversionRate!: number;
  @Field(() => Int, { description: 'Members active in the last 15 minutes.' }) activeUsers!: number;
  @Field(() => Int) todayBonuses!: number;
  @Field(() => Int, { description: 'Kč.' }) todayIncome!: number;
  @Field(() => [ActivityEvent]) recentActivity!: ActivityEvent[];

  static from(dto: AdminOverviewDto): AdminOverview {
    return Object.assign(new AdminOverview(), {
      totalUsers: dto.total_users,
      activeBonuses: dto.active_bonuses,
      totalEarnings: dto.total_earnings,
      conversionRate: dto.conversion_rate,
      activeUsers: dto.active_users,
      todayBonuses: dto.today_bonuses,
      todayIncome: dto.today_income,
      recentActivity: dto.recent_activity.map((event) => Object.assign(new ActivityEvent(), event)),
    });
  }
}

@ObjectType()
class MonthCount {
  @Field() month!: string;
  @Field(() => Int) value!: number;
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
  @Field(() => Int, { description: 'Kč received for this generation.' }) revenue!: number;
}

@ObjectType({ description: 'The admin analytics from live data.' })
class AdminAnalytics {
  @Field(() => [MonthCount]) registrations!: MonthCount[];
  @Field(() => [MonthCount], { description: 'Bonus earnings per month, Kč.' }) earnings!: MonthCount[];
  @Field(() => [TierShare]) tiers!: TierShare[];
  @Field(() => [GenerationFill]) generations!: GenerationFill[];

  static from(dto: AdminAnalyticsDto): AdminAnalytics {
    return Object.assign(new AdminAnalytics(), {
      registrations: dto.registrations.map((r) => Object.assign(new MonthCount(), { month: r.month, value: r.count })),
      earnings: dto.earnings.map((e) => Object.assign(new MonthCount(), { month: e.month, value: e.amount })),
      tiers: dto.tiers.map((t) => Object.assign(new TierShare(), t)),
      generations: dto.generations.map((g) => Object.assign(new GenerationFill(), g)),
    });
  }
}

/** The admin's overview and analytics (admin only). */
@Resolver()
export class AdminStatsResolver {
  @Query(() => AdminOverview)
  @AccessRule('admin')
  async adminOverview(@Ctx() { services }: GraphQLContext): Promise<AdminOverview> {
    return AdminOverview.from(await services.adminStats.overview());
  }

  @Query(() => AdminAnalytics)
  @AccessRule('admin')
  async adminAnalytics(@Ctx() { services }: GraphQLContext): Promise<AdminAnalytics> {
    return AdminAnalytics.from(await services.adminStats.analytics());
  }
}
